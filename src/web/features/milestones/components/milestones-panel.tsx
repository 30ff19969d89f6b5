import { CalendarClock, Flag } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { Milestone } from '@shared/contract/milestones';
import { formatCents, moneyWriter, splitPayment } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { formatDollars, useFormatDate } from '@web/lib/format';
import {
  useApproveMilestone,
  useCompleteMilestone,
  useMilestones,
  useRequestMilestoneChanges,
} from '../api/milestones';
import { milestoneState } from '../milestone-status';
import { AddMilestoneForm } from './add-milestone-form';
import { RequestChangesDialog } from './request-changes-dialog';
import { toastFailure } from '@web/lib/failure-toast';

type Viewer = 'owner' | 'developer';

/**
 * The project page's Milestones tab (its owner and developer): the paid work in steps. The owner
 * adds them (within the bid) and approves each completed one, which releases its amount less the
 * 10% fee; the developer marks them completed. Each step reaches the other side live.
 */
export function MilestonesPanel({
  projectId,
  projectStatus,
  viewer,
  bidAmount,
  developerUsername,
  evidence,
}: {
  projectId: number;
  projectStatus: string;
  viewer: Viewer;
  /** The accepted bid, whole dollars: milestones add up to at most this. */
  bidAmount: number;
  developerUsername: string;
  /**
   * What was read of the code a milestone's completion named (the delivery-evidence feature's
   * panel, from the app layer: app/routes/project-detail-page.tsx).
   */
  evidence?: (milestone: Milestone) => ReactNode;
}) {
  const milestones = useMilestones(projectId);
  if (milestones.isPending)
    return (
      <div role="status" aria-label="Loading milestones" className="space-y-3">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-32 rounded-lg" />
      </div>
    );
  if (milestones.isError)
    return (
      <LoadError
        message="Couldn't load the milestones."
        onRetry={() => void milestones.refetch()}
      />
    );

  const list = milestones.data;
  const planned = list.reduce((sum, milestone) => sum + milestone.amount, 0);
  const released = list.reduce((sum, milestone) => sum + milestone.released, 0);
  const canAdd = viewer === 'owner' && projectStatus === 'paid';
  const completed = projectStatus === 'completed';

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {completed
          ? 'This project is complete. Its Payment card shows what was released and refunded.'
          : plannedLine(
              planned,
              bidAmount,
              released,
              viewer === 'developer' ? 'you' : developerUsername,
            )}
      </p>
      {list.length === 0 ? (
        <EmptyState
          icon={Flag}
          title="No milestones yet"
          description={
            viewer === 'owner'
              ? 'Split the work into steps: each one you approve releases its share to the developer.'
              : 'The owner has not split the work into milestones. You can still deliver the whole project.'
          }
        />
      ) : (
        <ol className="space-y-3">
          {list.map((milestone) => (
            <li key={milestone.id}>
              <MilestoneItem
                milestone={milestone}
                viewer={viewer}
                developerUsername={developerUsername}
                projectCompleted={completed}
                evidence={evidence}
              />
            </li>
          ))}
        </ol>
      )}
      {canAdd && <AddMilestoneForm projectId={projectId} leftDollars={bidAmount - planned} />}
    </div>
  );
}

function MilestoneItem({
  milestone,
  viewer,
  developerUsername,
  projectCompleted,
  evidence,
}: {
  milestone: Milestone;
  viewer: Viewer;
  developerUsername: string;
  projectCompleted: boolean;
  evidence?: (milestone: Milestone) => ReactNode;
}) {
  const formatDate = useFormatDate();
  const refId = useId();
  const [ref, setRef] = useState('');
  const state = milestoneState(milestone, projectCompleted);
  const open = !projectCompleted;
  const complete = useCompleteMilestone();
  const approve = useApproveMilestone();
  const requestChanges = useRequestMilestoneChanges();
  const share = splitPayment(milestone.amount).developerAmount;
  const money = moneyWriter([milestone.amount * 100, share]);

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await action();
      toast.success(success);
    } catch (error) {
      toastFailure(failure, error);
      throw error;
    }
  };

  return (
    <article
      aria-label={`Milestone ${milestone.title}`}
      className="rounded-lg border border-border bg-background p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words font-semibold">{milestone.title}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">{formatDollars(milestone.amount)}</span>
            {milestone.dueDate && (
              <span className="inline-flex items-center gap-1">
                <CalendarClock aria-hidden className="size-3.5" /> Due{' '}
                {formatDate(`${milestone.dueDate}T12:00:00`)}
              </span>
            )}
            {open && milestone.overdue && <Badge tone="danger">Overdue</Badge>}
          </p>
        </div>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      {milestone.description && (
        <p className="mt-3 whitespace-pre-line break-words text-sm">{milestone.description}</p>
      )}
      {open && milestone.status === 'pending' && milestone.changesNote && (
        <div className="mt-3 rounded-md border border-destructive/30 bg-destructive-soft p-3 text-sm">
          <p className="font-semibold">Changes requested</p>
          <p className="mt-1 whitespace-pre-line break-words">{milestone.changesNote}</p>
        </div>
      )}
      {open && milestone.status === 'completed' && milestone.autoApproveAt && (
        <p className="mt-3 text-xs text-muted-foreground">
          Completed {milestone.completedAt && formatDate(milestone.completedAt)}; approved
          automatically on {formatDate(milestone.autoApproveAt)} if the owner does not answer.
        </p>
      )}
      {milestone.status === 'approved' && (
        <p className="mt-3 text-sm text-success">
          {formatCents(milestone.released)} released to{' '}
          {viewer === 'developer' ? 'you' : developerUsername} after the 10% fee
          {milestone.approvedAutomatically ? ' (approved automatically)' : ''}.
        </p>
      )}

      {/* Also under one sent back, so that the developer sees why. */}
      {milestone.repository &&
        (milestone.status !== 'pending' || milestone.changesNote) &&
        evidence && (
          <div className="mt-3 rounded-md border border-border p-3">{evidence(milestone)}</div>
        )}

      {open && viewer === 'developer' && milestone.status === 'pending' && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor={refId} className="text-sm font-medium">
              Branch, tag or commit (optional)
            </label>
            <Input
              id={refId}
              className="mt-1"
              autoComplete="off"
              spellCheck={false}
              value={ref}
              onChange={(event) => setRef(event.target.value)}
              aria-describedby={`${refId}-hint`}
            />
            <p id={`${refId}-hint`} className="mt-1 text-xs text-muted-foreground">
              The code this step delivers, read and compared with where the work began.
            </p>
          </div>
          <Button
            size="sm"
            disabled={complete.isPending}
            onClick={() =>
              void run(
                () => complete.mutateAsync({ milestoneId: milestone.id, ref: ref.trim() }),
                'Milestone marked completed',
                'Failed to mark the milestone completed',
              ).catch(() => undefined)
            }
          >
            {complete.isPending ? 'Saving...' : 'Mark completed'}
          </Button>
        </div>
      )}
      {open && viewer === 'owner' && milestone.status === 'completed' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <ConfirmDialog
            trigger={
              <Button size="sm" disabled={approve.isPending}>
                {approve.isPending ? 'Approving...' : 'Approve milestone'}
              </Button>
            }
            title={`Approve “${milestone.title}”?`}
            description={`${money(milestone.amount * 100)} is released from the money Finishline holds: ${developerUsername} receives ${money(share)} (90%), the platform keeps 10%. This cannot be undone.`}
            confirmLabel="Approve and release"
            onConfirm={() =>
              void run(
                () => approve.mutateAsync(milestone.id),
                'Milestone approved',
                'Failed to approve the milestone',
              ).catch(() => undefined)
            }
          />
          <RequestChangesDialog
            trigger={
              <Button size="sm" variant="secondary">
                Send back
              </Button>
            }
            title={`Send “${milestone.title}” back`}
            description="The milestone goes back to the developer with your note."
            pending={requestChanges.isPending}
            onSubmit={(note) =>
              run(
                () => requestChanges.mutateAsync({ milestoneId: milestone.id, note }),
                'Changes requested',
                'Failed to send the milestone back',
              )
            }
          />
        </div>
      )}
    </article>
  );
}

/** "$1,200 of the $1,500 bid in milestones · $450.00 released to you", written as one view. */
function plannedLine(planned: number, bidAmount: number, released: number, to: string) {
  const money = moneyWriter([planned * 100, bidAmount * 100, released]);
  return `${money(planned * 100)} of the ${money(bidAmount * 100)} bid in milestones · ${money(released)} released to ${to}`;
}
