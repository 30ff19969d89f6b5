import { ArrowRight, CreditCard, Gavel, Hammer, Hourglass, PackageCheck } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { NextAction } from '@shared/contract/projects';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { formatDollars } from '@web/lib/format';
import { useNextActions } from '../api/list-next-actions';

interface Shown {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  text: string;
  /** The primary action is the one that moves money or unblocks the other side. */
  label: string;
  to: string;
  primary: boolean;
}

function shown(action: NextAction): Shown {
  const project = `/projects/${action.projectId}`;
  switch (action.kind) {
    case 'pay':
      return {
        icon: CreditCard,
        text: `You accepted ${action.developerUsername ?? 'a developer'}'s bid of ${formatDollars(action.amount ?? 0)}: pay to start the work.`,
        label: 'Proceed to Payment',
        to: `/payment/bid/${action.bidId}`,
        primary: true,
      };
    case 'review_delivery':
      return {
        icon: PackageCheck,
        text: 'The developer delivered: approve it or ask for changes.',
        label: 'Review delivery',
        to: project,
        primary: true,
      };
    case 'review_milestones':
      return {
        icon: PackageCheck,
        text: `${action.count} ${action.count === 1 ? 'milestone is' : 'milestones are'} finished and waiting for your approval.`,
        label: 'Review milestones',
        to: `${project}?tab=milestones`,
        primary: true,
      };
    case 'review_bids':
      return {
        icon: Gavel,
        text: `${action.count} pending ${action.count === 1 ? 'bid' : 'bids'} to weigh.`,
        label: 'Review Bids',
        to: `${project}?tab=bids`,
        primary: false,
      };
    case 'work':
      return {
        icon: Hammer,
        text: 'Paid and in your hands: deliver when it is finished.',
        label: 'Open project',
        to: project,
        primary: true,
      };
    case 'awaiting_payment':
      return {
        icon: Hourglass,
        text: 'Your bid was accepted; the owner has not paid yet. Start once the money is held.',
        label: 'View Project',
        to: project,
        primary: false,
      };
  }
}

/**
 * The top of both dashboards (issue 35): what needs the user now, most urgent first, each with
 * its one action. Nothing is shown when nothing waits.
 */
export function NextActionsCard({ userId }: { userId: number }) {
  const actions = useNextActions(userId);
  if (actions.isPending || (actions.isSuccess && actions.data.length === 0)) return null;
  return (
    <Card role="region" aria-labelledby="next-actions-title" className="border-primary/40">
      <CardHeader>
        <h2 id="next-actions-title" className="text-lg font-semibold">
          Needs you now
        </h2>
      </CardHeader>
      <CardContent>
        {actions.isError ? (
          <LoadError
            message="Couldn't load what needs you."
            onRetry={() => void actions.refetch()}
          />
        ) : (
          <ul className="divide-y divide-border">
            {actions.data.map((action) => {
              const { icon: Icon, text, label, to, primary } = shown(action);
              return (
                <li
                  key={`${action.kind}-${action.projectId}`}
                  className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 items-start gap-3">
                    <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                    <div className="min-w-0">
                      <p className="break-words font-semibold">{action.projectName}</p>
                      <p className="text-sm text-muted-foreground">{text}</p>
                    </div>
                  </div>
                  <Button
                    asChild
                    size="sm"
                    variant={primary ? 'primary' : 'secondary'}
                    className="sm:shrink-0"
                  >
                    <Link to={to} aria-label={`${label}: ${action.projectName}`}>
                      {label} <ArrowRight aria-hidden />
                    </Link>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
