import { Info } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from '@shared/contract/auth';
import type { ProjectDetail } from '@shared/contract/projects';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { lazyPart } from '@web/lib/lazy-part';
import { formatDays, formatDollars } from '@web/lib/format';
import { authPathFor } from '@web/lib/session/return-path';
import { bidEligibility } from '../eligibility';

/** The dialog and its form load for a developer who may bid only (lib/lazy-part.tsx). */
const ApplyBidDialog = lazyPart(
  'apply-bid-dialog',
  async () => (await import('./apply-bid-dialog')).ApplyBidDialog,
);

/** Edit and withdraw, for the developer of a pending bid only. */
const YourBidActions = lazyPart(
  'your-bid-actions',
  async () => (await import('./your-bid-actions')).YourBidActions,
);

/**
 * 'Apply for this Project': the dialog for a viewer who may bid, otherwise the reason they
 * cannot (signed out, own project, already bid, not open, not a developer). A developer whose bid
 * is still pending sees its terms with 'Edit Bid' and 'Withdraw Bid'.
 */
export function ApplyCard({ project, user }: { project: ProjectDetail; user: CurrentUser | null }) {
  const location = useLocation();
  const eligibility = bidEligibility(project, user);
  const own = user ? project.bids.find((bid) => bid.finisherId === user.id) : undefined;
  const pendingOwn =
    own?.status === 'pending' && own.amount !== null && own.timeline !== null && own.message
      ? { id: own.id, amount: own.amount, timeline: own.timeline, message: own.message }
      : null;

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug">
          {pendingOwn ? 'Your Bid' : 'Apply for this Project'}
        </h2>
      </CardHeader>
      <CardContent>
        {pendingOwn ? (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              Your bid of{' '}
              <span className="font-semibold text-foreground">
                {formatDollars(pendingOwn.amount)}
              </span>{' '}
              over {formatDays(pendingOwn.timeline)} waits for the owner. You can change or withdraw
              it until they decide.
            </p>
            <YourBidActions projectId={project.id} projectName={project.name} bid={pendingOwn} />
          </div>
        ) : eligibility.canBid ? (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              Name your price and timeline, and tell the owner how you would finish it.
            </p>
            <ApplyBidDialog
              projectId={project.id}
              projectName={project.name}
              openAtOnce={new URLSearchParams(location.search).get('apply') === '1'}
            />
          </div>
        ) : (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
              {eligibility.message}
            </p>
            {eligibility.reason === 'signedOut' && (
              <Button asChild variant="secondary" className="sm:shrink-0">
                <Link to={authPathFor(location)}>Log in / Sign up</Link>
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
