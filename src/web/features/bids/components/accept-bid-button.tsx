import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { toast } from '@web/lib/toast';
import { useAcceptBid } from '../api/accept-bid';
import { toastFailure } from '@web/lib/failure-toast';

/** The owner's 'Accept Bid' on a pending bid, confirmed first (spec section 2). */
export function AcceptBidButton({
  bidId,
  developerUsername,
}: {
  bidId: number;
  developerUsername: string;
}) {
  const acceptBid = useAcceptBid();
  // mutateAsync, not mutate's callbacks: once the refreshed table arrives the bid is no longer
  // pending and this button is gone, and mutate's callbacks never fire after an unmount.
  const accept = () =>
    acceptBid.mutateAsync(bidId).then(
      () => toast.success('Bid accepted', { description: 'You can now proceed to payment.' }),
      (error: unknown) => toastFailure('Failed to accept bid', error),
    );
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" disabled={acceptBid.isPending}>
          {acceptBid.isPending ? 'Accepting...' : 'Accept Bid'}
        </Button>
      }
      title={`Accept ${developerUsername}'s bid?`}
      description="The project moves to in progress with this developer, and the other pending bids are rejected."
      confirmLabel="Accept Bid"
      onConfirm={accept}
    />
  );
}
