import { HandCoins } from 'lucide-react';
import { Link } from 'react-router';
import type { ReleaseStatus } from '@shared/constants';
import type { ReleaseView } from '@shared/contract/payments';
import { moneyWriter } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { useFormatDate } from '@web/lib/format';

const RELEASE_STATE: Record<
  ReleaseStatus,
  { label: string; tone: 'warning' | 'primary' | 'success' }
> = {
  waiting_for_onboarding: { label: 'Waiting for onboarding', tone: 'warning' },
  queued: { label: 'On its way', tone: 'primary' },
  sending: { label: 'On its way', tone: 'primary' },
  sent: { label: 'Paid out', tone: 'success' },
  settled: { label: 'Clawed back', tone: 'warning' },
};

/** What released the money (ReleaseView's `origin`). */
const ORIGIN_LABEL: Record<ReleaseView['origin'], string> = {
  milestone: 'Milestone approved',
  delivery: 'Delivery approved',
  settlement: 'Dispute settled',
  decision: 'Decided by Finishline',
};

/** The money released to a developer, newest first: each with its project and where it is. */
export function ReleasesList({ releases }: { releases: ReleaseView[] }) {
  const formatDate = useFormatDate();
  if (releases.length === 0) {
    return (
      <EmptyState
        icon={HandCoins}
        title="No earnings yet"
        description="When an owner approves your delivery or a milestone, the money released to you shows here."
      />
    );
  }
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
      {releases.map((release) => {
        const state = RELEASE_STATE[release.status];
        const net = release.developerAmount - release.clawedBack;
        const money = moneyWriter([release.gross, release.fee, release.clawedBack, net]);
        return (
          <li key={release.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="break-words font-semibold">
                <Link to={`/projects/${release.projectId}`} className="hover:underline">
                  {release.projectName}
                </Link>
              </p>
              <p className="text-sm text-muted-foreground">
                {ORIGIN_LABEL[release.origin]} · {formatDate(release.createdAt)} ·{' '}
                {money(release.gross)} less {money(release.fee)} fee
                {release.clawedBack > 0 &&
                  ` · ${money(release.clawedBack)} clawed back after a chargeback`}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span className="font-bold tabular-nums">{money(net)}</span>
              <Badge tone={state.tone}>{state.label}</Badge>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
