import { Ban, Pause, Play } from 'lucide-react';
import { can, PROJECT_LIFECYCLE } from '@shared/lifecycle';
import type { ProjectView } from '@shared/contract/projects';
import { PROJECT_MESSAGES } from '@shared/contract/projects-rules';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { toastFailure } from '@web/lib/failure-toast';
import { toast } from '@web/lib/toast';
import { isDispute, useUpdateProjectStatus } from '../api/update-project-status';

/** decisions.md, Held money: a paid project's cancel asks the developer first. */
export const CANCEL_PAID_NOTE = 'The developer will be asked first; nothing is refunded yet.';

/** Project Controls (owner only, not when cancelled): pause, reactivate, cancel, each confirmed first. */
export function ProjectControls({ project }: { project: Pick<ProjectView, 'id' | 'status'> }) {
  const update = useUpdateProjectStatus(project.id);
  const { status } = project;

  // mutateAsync, not mutate's callbacks: cancelling removes these controls before the toast.
  const change = async (next: 'paused' | 'active' | 'cancelled', success: string) => {
    try {
      const answer = await update.mutateAsync({ status: next });
      if (isDispute(answer))
        toast.success('Cancellation requested', { description: CANCEL_PAID_NOTE });
      else toast.success(success);
    } catch (error) {
      toastFailure('Failed to update project status', error, 'Please try again later');
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug">Project Controls</h2>
        <CardDescription>Only you, the owner, can see these controls.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {can(PROJECT_LIFECYCLE, 'pause', status) && (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={update.isPending}>
                <Pause aria-hidden /> Pause Project
              </Button>
            }
            title="Pause this project?"
            description="Pausing hides the project from new bids. Existing bids are kept, and you can reactivate it at any time."
            onConfirm={() => void change('paused', PROJECT_MESSAGES.paused)}
          />
        )}
        {can(PROJECT_LIFECYCLE, 'reactivate', status) && (
          <ConfirmDialog
            trigger={
              <Button disabled={update.isPending}>
                <Play aria-hidden /> Reactivate Project
              </Button>
            }
            title="Reactivate this project?"
            description="The project becomes visible again and open for new bids."
            onConfirm={() => void change('active', 'Project reactivated')}
          />
        )}
        {can(PROJECT_LIFECYCLE, 'cancel', status) && (
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                className="text-destructive hover:bg-destructive-soft"
                disabled={update.isPending}
              >
                <Ban aria-hidden /> Cancel Project
              </Button>
            }
            title="Cancel this project?"
            description={
              status === 'paid'
                ? `This asks the developer to cancel the project and refund what Finishline holds for it to your card. ${CANCEL_PAID_NOTE}`
                : 'This permanently cancels the project: it is closed to bids and cannot be reopened. This cannot be undone.'
            }
            destructive
            onConfirm={() => void change('cancelled', PROJECT_MESSAGES.cancelled)}
          />
        )}
      </CardContent>
    </Card>
  );
}
