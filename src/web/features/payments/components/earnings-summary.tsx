import type { Earnings } from '@shared/contract/payments';
import { moneyWriter } from '@shared/money';
import { cn } from '@web/lib/cn';

/** A developer's money by where it is: held, waiting for onboarding, on its way, paid out. */
export function EarningsSummary({
  earnings,
  compact = false,
}: {
  earnings: Earnings;
  compact?: boolean;
}) {
  const tiles = [
    {
      label: 'Held by Finishline',
      value: earnings.held,
      hint: 'Paid by owners, waiting for approval',
    },
    {
      label: 'Waiting for onboarding',
      value: earnings.waitingForOnboarding,
      hint: 'Released; sent once your payout account is ready',
    },
    { label: 'On its way', value: earnings.inTransit, hint: 'Being sent to your payout account' },
    { label: 'Paid out', value: earnings.paidOut, hint: 'In your payout account' },
  ];
  // One writer for the tiles: "$481.50" held beside "$0.00" paid out, never "$0".
  const money = moneyWriter(tiles.map((tile) => tile.value));
  return (
    <dl className={cn('grid gap-3', compact ? 'grid-cols-2' : 'grid-cols-2 lg:grid-cols-4')}>
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border border-border bg-background p-3">
          <dt className="text-xs font-medium text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums">{money(tile.value)}</dd>
          {!compact && <dd className="mt-1 text-xs text-muted-foreground">{tile.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
