import { Ban, CircleCheck } from 'lucide-react';
import { BLOCK_MESSAGES } from '@shared/contract/safety-rules';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { toast } from '@web/lib/toast';
import { useBlockState, useSetBlocked } from '../api/blocks';
import { toastFailure } from '@web/lib/failure-toast';

/**
 * 'Block' / 'Unblock' on a public profile and in a conversation's header (decisions.md, Reports
 * and blocks), each behind a confirmation. Blocking is private: the other user is not told.
 */
export function BlockButton({ userId, username }: { userId: number; username: string }) {
  const state = useBlockState(userId);
  const setBlocked = useSetBlocked(userId);
  if (state.isPending || state.isError) return null;
  const blocked = state.data.blocked;

  const change = () =>
    setBlocked.mutate(!blocked, {
      onSuccess: () => toast.success(blocked ? BLOCK_MESSAGES.unblocked : BLOCK_MESSAGES.blocked),
      onError: (error) => toastFailure(blocked ? 'Failed to unblock' : 'Failed to block', error),
    });

  return blocked ? (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={setBlocked.isPending}>
          <CircleCheck aria-hidden /> Unblock
        </Button>
      }
      title={`Unblock ${username}?`}
      description={`You and ${username} will be able to message each other again, and bid on each other's projects.`}
      confirmLabel="Unblock"
      onConfirm={change}
    />
  ) : (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={setBlocked.isPending}>
          <Ban aria-hidden /> Block
        </Button>
      }
      title={`Block ${username}?`}
      description={`Neither of you will be able to start a conversation, send a message or bid on the other's projects. Conversations you already had stay readable. ${username} is not told.`}
      confirmLabel="Block"
      destructive
      onConfirm={change}
    />
  );
}
