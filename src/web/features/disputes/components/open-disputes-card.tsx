import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { moneyWriter } from '@shared/money';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { useMyDisputes } from '../api/disputes';
import { TimeLeft } from './time-left';

/** One dispute's two amounts, written alike: where either has cents, both do. */
const moneyOf = (dispute: { proposedRelease: number; held: number }) =>
  moneyWriter([dispute.proposedRelease, dispute.held]);

/**
 * Both dashboards: the viewer's open disputes, each linked to its page, those waiting for the
 * viewer's answer first in words. Nothing is shown while there are none (most people, always).
 */
export function OpenDisputesCard() {
  const disputes = useMyDisputes();
  if (disputes.isPending || (disputes.isSuccess && disputes.data.length === 0)) return null;
  return (
    <Card role="region" aria-labelledby="open-disputes-title">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <h2 id="open-disputes-title" className="text-lg font-semibold">
          Open disputes
        </h2>
        <Scale aria-hidden className="size-5 text-muted-foreground" />
      </CardHeader>
      <CardContent>
        {disputes.isError ? (
          <LoadError
            message="Couldn't load your disputes."
            onRetry={() => void disputes.refetch()}
          />
        ) : (
          <ul className="space-y-3">
            {disputes.data.map((dispute) => (
              <li key={dispute.id} className="space-y-0.5 text-sm">
                <Link
                  to={`/disputes/${dispute.id}`}
                  className="line-clamp-1 break-all font-medium hover:underline"
                >
                  {dispute.projectName}
                </Link>
                <p
                  className={
                    dispute.canAnswer ? 'font-semibold text-warning' : 'text-muted-foreground'
                  }
                >
                  {dispute.status === 'escalated'
                    ? 'With an operator'
                    : dispute.canAnswer
                      ? 'Waiting for your answer'
                      : 'Waiting for the other side'}
                  {' · '}release {moneyOf(dispute)(dispute.proposedRelease)} of{' '}
                  {moneyOf(dispute)(dispute.held)}
                </p>
                {dispute.deadline && dispute.status !== 'escalated' && (
                  <p className="text-muted-foreground">
                    <TimeLeft deadline={dispute.deadline} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
