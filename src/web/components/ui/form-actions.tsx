import { Button } from './button';

/** A form's Cancel and submit buttons: at the end of the form, the submit button first on phones. */
export function FormActions({
  onCancel,
  cancelDisabled = false,
  pending,
  submitLabel,
  pendingLabel,
}: {
  onCancel: () => void;
  cancelDisabled?: boolean;
  /** The request is on its way: the submit button is disabled and says so. */
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
