import { Columns3 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BidTableRow } from '@shared/contract/bids';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { dollarsWriter, formatDays } from '@web/lib/format';

/** Two to four selected bids side by side, one column each. */
export function CompareBidsDialog({ bids, disabled }: { bids: BidTableRow[]; disabled: boolean }) {
  const money = dollarsWriter(bids.flatMap((bid) => [bid.amount, bid.developerReceives]));
  const rows: { label: string; value: (bid: BidTableRow) => ReactNode }[] = [
    { label: 'Amount', value: (bid) => money(bid.amount) },
    { label: 'They would get', value: (bid) => money(bid.developerReceives) },
    { label: 'Timeline', value: (bid) => formatDays(bid.timeline) },
    {
      label: 'Rating',
      value: (bid) =>
        bid.developer.rating === null ? 'No reviews' : `${bid.developer.rating} / 5`,
    },
    { label: 'Completed projects', value: (bid) => bid.developer.completedProjects },
    {
      label: 'Skills matching the project',
      value: (bid) => bid.developer.matchingSkills.join(', ') || 'None listed',
    },
    {
      label: 'Proposal',
      value: (bid) => <span className="whitespace-pre-line break-words">{bid.message}</span>,
    },
  ];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" disabled={disabled}>
          <Columns3 aria-hidden /> Compare
        </Button>
      </DialogTrigger>
      <DialogContent title="Compare bids" className="max-w-4xl">
        {/* On a phone the bids do not fit side by side: the labels stay while they scroll. */}
        <p className="mb-2 text-xs text-muted-foreground sm:hidden">
          Scroll sideways to see every bid.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <td className="sticky left-0 bg-surface" />
                {bids.map((bid) => (
                  <th key={bid.id} scope="col" className="min-w-40 px-3 py-2 font-semibold">
                    {bid.developer.username}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-t border-border align-top">
                  <th
                    scope="row"
                    className="sticky left-0 w-28 bg-surface py-2 pr-3 font-medium text-muted-foreground sm:w-auto sm:px-3"
                  >
                    {row.label}
                  </th>
                  {bids.map((bid) => (
                    <td key={bid.id} className="px-3 py-2">
                      {row.value(bid)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DialogContent>
    </Dialog>
  );
}
