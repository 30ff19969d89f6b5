import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { SubmitProjectForm } from './submit-project-form';

/** The dashboard's Submit Project dialog (spec section 2): the one form, in its dashboard variant. */
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
        <SubmitProjectForm variant="dashboard" onSubmitted={onSubmitted} />
      </DialogContent>
    </Dialog>
  );
}
