import { UserX } from 'lucide-react';
import type { Block } from '@shared/contract/safety';
import { BLOCK_MESSAGES } from '@shared/contract/safety-rules';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { PagedList } from '@web/components/ui/paged-list';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useCursorPager } from '@web/lib/use-cursor-pager';
import { useBlocks, useSetBlocked } from '../api/blocks';
import { toastFailure } from '@web/lib/failure-toast';

const PAGE_SIZE = 10;

/** The profile's list of blocked users (only the blocker ever sees it), each with Unblock. */
export function BlockedUsersCard() {
  const pager = useCursorPager();
  const blocks = useBlocks(pager.cursor, PAGE_SIZE);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span role="heading" aria-level={2}>
            Blocked users
          </span>
        </CardTitle>
        <CardDescription>
          You and they cannot message each other or bid on each other's projects. They are not told.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PagedList
          query={blocks}
          pager={pager}
          label="Blocked users"
          loadingLabel="Loading blocked users"
          errorMessage="Couldn't load the users you blocked."
          empty={
            <EmptyState
              icon={UserX}
              title="Nobody blocked"
              description="Block someone from their profile or a conversation."
            />
          }
          itemKey={(block) => block.user.id}
          renderItem={(block) => <BlockedUser block={block} />}
        />
      </CardContent>
    </Card>
  );
}

function BlockedUser({ block }: { block: Block }) {
  const { user } = block;
  const unblock = useSetBlocked(user.id);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar src={user.avatarUrl} name={user.username} />
        <div className="min-w-0">
          <p className="break-all font-semibold">{user.username}</p>
          <p className="text-xs text-muted-foreground">Blocked {formatDate(block.createdAt)}</p>
        </div>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm" disabled={unblock.isPending}>
            Unblock<span className="sr-only"> {user.username}</span>
          </Button>
        }
        title={`Unblock ${user.username}?`}
        description={`You and ${user.username} will be able to message each other again, and bid on each other's projects.`}
        confirmLabel="Unblock"
        // mutateAsync: the refreshed list drops this row, and mutate's callbacks never run
        // after an unmount.
        onConfirm={() =>
          unblock.mutateAsync(false).then(
            () => toast.success(BLOCK_MESSAGES.unblocked),
            (error: unknown) => toastFailure('Failed to unblock', error),
          )
        }
      />
    </div>
  );
}
