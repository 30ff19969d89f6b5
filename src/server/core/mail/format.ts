/**
 * Dates and times in mail. A mail cannot know the reader's time zone, so a moment carries its
 * zone (UTC) in words; a calendar day (a milestone's due date) has none.
 */
const dayFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'UTC',
});
const momentFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "March 4, 2026" for a Date (its UTC day) or a calendar day ("2026-03-04"). */
export function formatDay(day: Date | string): string {
  return dayFormat.format(typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day);
}

/** "March 4, 2026 at 2:05 PM UTC". */
export function formatMoment(moment: Date): string {
  return `${momentFormat.format(moment)} UTC`;
}

/** "1 hour", "2 hours", "30 minutes": how long a link stays valid. */
export function formatDuration(minutes: number): string {
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The start of someone's text, cut at a word near `max` characters: the whole is on the site. */
export function excerpt(text: string, max = 400): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
