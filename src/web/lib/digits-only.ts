/** What a rate or budget field keeps of the typed text: its digits (spec section 5). */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * What a whole-number field gives its form: the number its decimal digits spell, else NaN, which
 * the shared schema (a JSON number, as the API takes it) refuses with the field's own message.
 */
export const wholeNumberOf = (value: unknown): number => {
  if (typeof value === 'number') return value;
  const text = typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};
