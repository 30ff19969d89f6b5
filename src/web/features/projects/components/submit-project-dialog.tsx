import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { SubmitProjectDialogForm } from './submit-project-dialog-form';

/** The dashboard's Submit Project dialog (spec section 2), opened by the page's button. */
export function SubmitProjectDialog({
  open,
  onOpenChange,
  onSubmitted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmitted: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Submit Project"
        description="Describe your project, its budget and timeframe. Developers can bid as soon as it is posted."
      >
        <SubmitProjectDialogForm onSubmitted={onSubmitted} />
      </DialogContent>
    </Dialog>
  );
}
