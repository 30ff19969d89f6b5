import { formatDays, formatDollars } from '@web/lib/format';

/**
 * A bid's amount · timeline and its message (both '–' when the viewer may not see them). `write`:
 * the view's money writer (cents), when the view shows other amounts beside it.
 */
export function BidTerms({
  bid,
  write = (cents) => formatDollars(cents / 100),
}: {
  bid: { amount: number | null; timeline: number | null; message: string | null };
  write?: (cents: number) => string;
}) {
  return (
    <>
      <p className="text-sm">
        <span className="font-semibold">{bid.amount === null ? '–' : write(bid.amount * 100)}</span>
        <span className="text-muted-foreground">
          {' '}
          · {bid.timeline === null ? '–' : formatDays(bid.timeline)}
        </span>
      </p>
      {bid.message && <p className="line-clamp-2 text-sm text-muted-foreground">{bid.message}</p>}
    </>
  );
}
