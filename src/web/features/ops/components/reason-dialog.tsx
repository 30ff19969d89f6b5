/**
 * An operator action's confirmation: every action needs a written reason (it goes into the
 * audit log, and for a hidden project to its owner). The server refuses an empty one too.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { REASON_MAX } from '@shared/contract/ops-rules';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';

interface ReasonDialogProps {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** Also asks for an amount in dollars (a partial refund); empty means all. */
  withAmount?: boolean;
  /** Also asks for a text that someone else reads (a report's outcome, told to its reporter). */
  note?: { label: string; hint: string; max: number; missing: string };
  onConfirm: (input: { reason: string; amountCents?: number; note?: string }) => Promise<unknown>;
}

export function ReasonDialog({
  trigger,
  title,
  description,
  confirmLabel,
  destructive = false,
  withAmount = false,
  note,
  onConfirm,
}: ReasonDialogProps) {
  const [noteText, setNoteText] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNoteError(note && !noteText.trim() ? note.missing : undefined);
    if (note && !noteText.trim()) return;
    if (!reason.trim()) {
      setError('Write the reason for this action (it is kept in the audit log).');
      return;
    }
    const dollars = amount.trim() === '' ? undefined : Number(amount);
    if (dollars !== undefined && !(dollars > 0)) {
      setError('The amount must be more than $0, or empty to refund everything held.');
      return;
    }
    setBusy(true);
    try {
      await onConfirm({
        reason: reason.trim(),
        amountCents: dollars === undefined ? undefined : Math.round(dollars * 100),
        note: note ? noteText.trim() : undefined,
      });
      setNoteText('');
      setOpen(false);
      setReason('');
      setAmount('');
      setError(undefined);
    } catch (failure) {
      setError(errorMessage(failure, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
          {withAmount && (
            <FormField label="Amount in dollars" hint="Leave empty to refund everything held.">
              <Input
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </FormField>
          )}
          {note && (
            <FormField label={note.label} hint={note.hint} error={noteError}>
              <Textarea
                value={noteText}
                maxLength={note.max}
                rows={3}
                onChange={(event) => setNoteText(event.target.value)}
              />
            </FormField>
          )}
          <FormField label="Reason" error={error}>
            <Textarea
              value={reason}
              maxLength={REASON_MAX}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={busy}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
