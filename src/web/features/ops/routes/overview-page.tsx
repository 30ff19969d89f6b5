/** /ops: money held, released, refunded and earned this month, and what waits. */
import { moneyWriter } from '@shared/money';
import { LoadError } from '@web/components/ui/load-error';
import { errorMessage } from '@web/lib/api-client';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOverview } from '../api/ops-api';

export default function OverviewPage() {
  const overview = useOverview();
  if (overview.isPending) {
    return (
      <div role="status" aria-label="Loading the overview" className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-lg" />
        ))}
      </div>
    );
  }
  if (overview.isError) {
    return (
      <LoadError
        message={errorMessage(overview.error, "Couldn't load the overview.")}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const data = overview.data;
  const money = [
    { label: 'Held now', value: data.heldCents },
    { label: `Released in ${data.month}`, value: data.releasedThisMonthCents },
    { label: `Refunded in ${data.month}`, value: data.refundedThisMonthCents },
    { label: `Fees in ${data.month}`, value: data.feesThisMonthCents },
  ];
  // One writer for the tiles: where one amount has cents, all do.
  const writeMoney = moneyWriter(money.map((item) => item.value));
  const counts = [
    { label: 'Suspended users', value: data.counts.suspendedUsers },
    { label: 'Hidden projects', value: data.counts.hiddenProjects },
    { label: 'Developers with payouts held', value: data.counts.heldPayouts },
    { label: 'Releases not yet sent', value: data.counts.releasesWaiting },
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="ops-money">
        <h2 id="ops-money" className="text-lg font-semibold">
          Money
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {money.map((item) => (
            // dt and dd straight inside the div a <dl> allows, in a card's look.
            <div
              key={item.label}
              className="rounded-lg border border-border bg-surface p-5 shadow-card"
            >
              <dt className="text-sm text-muted-foreground">{item.label}</dt>
              <dd className="mt-1 text-2xl font-bold">{writeMoney(item.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="ops-open">
        <h2 id="ops-open" className="text-lg font-semibold">
          Open items
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {counts.map((item) => (
            // dt and dd straight inside the div a <dl> allows, in a card's look.
            <div
              key={item.label}
              className="rounded-lg border border-border bg-surface p-5 shadow-card"
            >
              <dt className="text-sm text-muted-foreground">{item.label}</dt>
              <dd className="mt-1 text-2xl font-bold">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
