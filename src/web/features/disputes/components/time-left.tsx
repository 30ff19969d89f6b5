import { useFormatDate } from '@web/lib/format';
import { useNow } from '@web/lib/use-now';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** '3 days 4 hours', '5 hours 10 minutes', '2 minutes', 'less than a minute'. */
export function formatTimeLeft(ms: number): string {
  if (ms < MINUTE) return 'less than a minute';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0)
    return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0)
    return minutes > 0
      ? `${plural(hours, 'hour')} ${plural(minutes, 'minute')}`
      : plural(hours, 'hour');
  return plural(minutes, 'minute');
}

/** The deadline: its date, and the time left (or that it has passed and is being carried out). */
export function TimeLeft({ deadline }: { deadline: string }) {
  const now = useNow(15_000);
  const formatDate = useFormatDate();
  const left = new Date(deadline).getTime() - now;
  return (
    <span suppressHydrationWarning>
      <time dateTime={deadline}>{formatDate(deadline)}</time>
      {' · '}
      {left > 0 ? `${formatTimeLeft(left)} left` : 'due now: the standing proposal is carried out'}
    </span>
  );
}
