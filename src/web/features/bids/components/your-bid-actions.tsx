import { Pencil, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog, Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { toast } from '@web/lib/toast';
import { useWithdrawBid } from '../api/revise-bid';
import { ApplyBidForm, type EditedBid } from './apply-bid-form';
import { toastFailure } from '@web/lib/failure-toast';

/**
 * 'Edit Bid' and 'Withdraw Bid' on the developer's own pending bid, until the owner decides
 * (issue 35); the owner is told of either. Loaded only for that developer (apply-card.tsx).
 */
export function YourBidActions({
  projectId,
  projectName,
  bid,
}: {
  projectId: number;
  projectName: string;
  bid: EditedBid;
}) {
  const [editing, setEditing] = useState(false);
  const withdraw = useWithdrawBid();

  const confirmWithdraw = async () => {
    try {
      await withdraw.mutateAsync(bid.id);
    } catch (error) {
      toastFailure('Failed to withdraw bid', error);
      return;
    }
    toast.success('Bid withdrawn', { description: 'The project owner has been told.' });
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:shrink-0">
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogTrigger asChild>
          <Button variant="secondary">
            <Pencil aria-hidden /> Edit Bid
          </Button>
        </DialogTrigger>
        <DialogContent title="Edit your bid" description={projectName}>
          <ApplyBidForm projectId={projectId} bid={bid} onDone={() => setEditing(false)} />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" disabled={withdraw.isPending}>
            <Undo2 aria-hidden /> Withdraw Bid
          </Button>
        }
        title="Withdraw your bid?"
        description="The owner can no longer accept it and is told that you withdrew it. You may bid again while the project is open."
        confirmLabel="Withdraw Bid"
        destructive
        onConfirm={() => void confirmWithdraw()}
      />
    </div>
  );
}
