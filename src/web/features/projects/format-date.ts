const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** 'Mar 4, 2025', or null when the value is missing or not a date. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}
