import { useEffect, useState } from 'react';
import { formatDate, formatRelativeTime } from '@web/lib/format';

/** The clock, read again every `everyMs`, so 'just now' becomes '1 minute ago' on its own. */
function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** '5 minutes ago' in a <time> element carrying the exact moment (and the date on hover). */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const now = useNow(30_000);
  return (
    <time dateTime={iso} title={formatDate(iso)} className={className}>
      {formatRelativeTime(iso, now)}
    </time>
  );
}
