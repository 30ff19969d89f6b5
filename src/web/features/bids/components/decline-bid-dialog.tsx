import { useState } from 'react';
import { LIMITS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useDeclineBid } from '../api/bid-table';
import { toastFailure } from '@web/lib/failure-toast';

/**
 * The owner's 'Decline' on a pending bid, with an optional reason the developer is told. Opened
 * from the bid's menu, so the caller holds `open` (a menu item cannot stay mounted as a trigger).
 */
export function DeclineBidDialog({
  bidId,
  developerUsername,
  open,
  setOpen,
}: {
  bidId: number;
  developerUsername: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const decline = useDeclineBid();
  const fieldError =
    decline.error instanceof ApiError ? decline.error.fieldErrors.reason?.[0] : undefined;

  // mutateAsync, not mutate's callbacks: the declined bid's row (and this dialog) is gone by the
  // time the refreshed table arrives, and the owner is still told.
  const submit = async () => {
    try {
      await decline.mutateAsync({ bidId, reason });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_input') return;
      toastFailure('Failed to decline bid', error);
      return;
    }
    setOpen(false);
    toast.success('Bid declined', { description: `${developerUsername} has been told.` });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        title={`Decline ${developerUsername}'s bid?`}
        description="The bid is rejected and the developer is notified, with your reason if you give one."
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField
            label="Reason (optional)"
            hint={`At most ${LIMITS.declineReasonMax} characters.`}
            error={fieldError}
          >
            <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={decline.isPending}>
              {decline.isPending ? 'Declining...' : 'Decline bid'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
