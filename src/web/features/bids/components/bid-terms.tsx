import { formatDays, formatDollars } from '@web/lib/format';

/** A bid's amount · timeline and its message (both '–' when the viewer may not see them). */
export function BidTerms({
  bid,
}: {
  bid: { amount: number | null; timeline: number | null; message: string | null };
}) {
  return (
    <>
      <p className="text-sm">
        <span className="font-semibold">
          {bid.amount === null ? '–' : formatDollars(bid.amount)}
        </span>
        <span className="text-muted-foreground">
          {' '}
          · {bid.timeline === null ? '–' : formatDays(bid.timeline)}
        </span>
      </p>
      {bid.message && <p className="line-clamp-2 text-sm text-muted-foreground">{bid.message}</p>}
    </>
  );
}
