/** What a rate or budget field keeps of the typed text: its digits (spec section 5). */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');
