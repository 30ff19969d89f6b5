import { formatRelativeTime, useFormatDate } from '@web/lib/format';
import { useNow } from '@web/lib/use-now';

/** '5 minutes ago' in a <time> element carrying the exact moment (and the date on hover). */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const now = useNow(30_000);
  const formatDate = useFormatDate();
  return (
    // The server's clock drew it a moment earlier: '5 minutes ago' may have become '6' since.
    <time dateTime={iso} title={formatDate(iso)} className={className} suppressHydrationWarning>
      {formatRelativeTime(iso, now, formatDate)}
    </time>
  );
}
