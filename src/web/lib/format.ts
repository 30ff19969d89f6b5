/**
 * The one place that turns values into display text, so a date or an amount reads the same on
 * every page.
 *
 * What a page shows as it is drawn is written without Intl: a browser's first Intl formatter
 * loads its locale data in one long task on a slow phone, just when the page is being
 * hydrated (docs/decisions/performance.md, "No Intl on the first render"). Intl is left for a
 * date in a time zone other than the browser's own.
 */
import { useSyncExternalStore } from 'react';
import { LIMITS, type PROGRAMMING_LANGUAGES } from '@shared/constants';
import { formatCents, moneyWriter } from '@shared/money';

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * Dollars as the one money formatter writes them (shared/money.ts): '$1,250', '$481.50'. Bids
 * and budgets are whole dollars (spec section 3); a developer's share or a total may have cents.
 */
export const formatDollars = (amount: number) => formatCents(toCents(amount));

/** moneyWriter for a view whose amounts come in dollars: all with cents when any has them. */
export function dollarsWriter(amounts: readonly number[]): (dollars: number) => string {
  const write = moneyWriter(amounts.map(toCents));
  return (dollars) => write(toCents(dollars));
}

/**
 * The time zone dates are shown in: a zone's name, or `undefined` for the zone the code runs in.
 * A page the server drew was drawn in the zone the browser's cookie named (UTC without one;
 * lib/time-zone.ts); the browser hydrates it in the same zone, so that hydration finds the same
 * text (main.tsx, entry-server.tsx), and then shows dates in its own zone if that differs.
 */
type Zone = string | undefined;
let displayTimeZone: () => Zone = () => undefined;
/** The zone the page was drawn in: what components render while they hydrate. */
let drawnTimeZone: () => Zone = () => undefined;
const zoneListeners = new Set<() => void>();

/** The zone to draw (and hydrate) dates in; on the server, the zone of the request being drawn. */
export function setDisplayTimeZone(source: () => Zone) {
  displayTimeZone = source;
  drawnTimeZone = source;
}

/** After hydration: dates show in `zone` from now on, and those on screen are written again. */
export function changeDisplayTimeZone(zone: Zone) {
  if (zone === displayTimeZone()) return;
  displayTimeZone = () => zone;
  for (const listener of zoneListeners) listener();
}

const subscribeToZone = (listener: () => void) => {
  zoneListeners.add(listener);
  return () => zoneListeners.delete(listener);
};

/**
 * formatDate for a component: it hydrates in the zone the page was drawn in, and renders again
 * when the zone changes after (changeDisplayTimeZone). Every date a page shows goes through it.
 */
export function useFormatDate(): (iso: string) => string {
  // '' for the zone the code runs in: a snapshot is compared with Object.is.
  const zone = useSyncExternalStore(
    subscribeToZone,
    () => displayTimeZone() ?? '',
    () => drawnTimeZone() ?? '',
  );
  return (iso) => formatDateIn(iso, zone === '' ? undefined : zone);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string) {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone });
    dateFormats.set(timeZone, format);
  }
  return format;
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** An ISO timestamp of the API as 'Mar 4, 2025', in the display time zone. */
export function formatDate(iso: string): string {
  return formatDateIn(iso, displayTimeZone());
}

function formatDateIn(iso: string, timeZone: Zone): string {
  const date = new Date(iso);
  // UTC (a first visit's page) and the zone the code runs in are written from Date's own
  // fields, as Intl's en-US medium date writes them: no Intl while the page hydrates.
  if (timeZone === 'UTC')
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  if (timeZone !== undefined) return dateFormat(timeZone).format(date);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** '1 day' / '14 days' (spec: timeline in day/days). */
export const formatDays = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** A file's size as '512 B', '48 KB' or '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Display names of the Skills tab's language values (spec section 3). */
const LANGUAGE_NAMES: Record<(typeof PROGRAMMING_LANGUAGES)[number], string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  java: 'Java',
  csharp: 'C#',
  cpp: 'C++',
  php: 'PHP',
  ruby: 'Ruby',
  swift: 'Swift',
  kotlin: 'Kotlin',
  go: 'Go',
  rust: 'Rust',
  dart: 'Dart',
};

export const languageName = (code: string) =>
  LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES] ?? code;

/** '1 year of experience' / '6 years of experience'. */
export const formatYearsOfExperience = (years: number) =>
  `${years} ${years === 1 ? 'year' : 'years'} of experience`;

/**
 * A count on a badge (unread messages, notifications): capped at '99+' (spec section 9).
 * Zero or less shows nothing.
 */
export function formatBadgeCount(count: number, cap: number = LIMITS.badgeCap): string {
  if (count <= 0) return '';
  return count > cap ? `${cap}+` : String(count);
}

const RELATIVE_STEPS: { unit: 'minute' | 'hour' | 'day'; seconds: number }[] = [
  { unit: 'minute', seconds: 60 },
  { unit: 'hour', seconds: 60 * 60 },
  { unit: 'day', seconds: 24 * 60 * 60 },
];

/**
 * How long ago an API timestamp was, as a conversation reads it: 'just now', '5 minutes ago',
 * '3 hours ago', 'yesterday', '4 days ago'; a week or more shows the date. A time slightly in
 * the future (another machine's clock) reads 'just now'.
 */
export function formatRelativeTime(
  iso: string,
  now: number = Date.now(),
  writeDate: (iso: string) => string = formatDate,
): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 45) return 'just now';
  if (seconds >= 7 * 24 * 60 * 60) return writeDate(iso);
  let step = RELATIVE_STEPS[0]!;
  for (const candidate of RELATIVE_STEPS) if (seconds >= candidate.seconds) step = candidate;
  const count = Math.max(1, Math.round(seconds / step.seconds));
  // As Intl's en-US RelativeTimeFormat with numeric 'auto' writes it.
  if (count === 1 && step.unit === 'day') return 'yesterday';
  return `${count} ${step.unit}${count === 1 ? '' : 's'} ago`;
}

const AGE_STEPS = [
  { unit: 'year', days: 365 },
  { unit: 'month', days: 30 },
  { unit: 'week', days: 7 },
  { unit: 'day', days: 1 },
] as const;

/**
 * How long ago in its largest whole unit ('today', '3 days ago', '3 weeks ago', '5 months ago',
 * '2 years ago'): for activity, where the age says more than a date.
 */
export function formatAge(iso: string, now: number = Date.now()): string {
  const days = Math.floor((now - new Date(iso).getTime()) / 86_400_000);
  if (days < 1) return 'today';
  const step = AGE_STEPS.find((candidate) => days >= candidate.days)!;
  const count = Math.floor(days / step.days);
  if (count === 1 && step.unit === 'day') return 'yesterday';
  return `${count} ${step.unit}${count === 1 ? '' : 's'} ago`;
}

/** A list as a sentence says it: "A", "A and B", "A, B and C". */
export function joinNaturally(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
