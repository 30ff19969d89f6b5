import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { requestChangesSchema } from '@shared/contract/milestones';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { FormActions } from '@web/components/ui/form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { useSchemaForm } from '@web/lib/use-schema-form';

type Fields = z.input<typeof requestChangesSchema>;

const SCHEMA = async () => (await import('@shared/contract/milestones')).requestChangesSchema;
/**
 * The owner sends work back (a milestone or a delivery) with a note the developer reads. The
 * dialog closes once the request has gone through.
 */
export function RequestChangesDialog({
  trigger,
  title,
  description,
  pending,
  onSubmit,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  pending: boolean;
  /** Resolves when the change was accepted by the server; rejects (and keeps the dialog) if not. */
  onSubmit: (note: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm<Fields, z.output<typeof requestChangesSchema>>({
    schema: SCHEMA,
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await onSubmit(note);
      form.reset();
      setOpen(false);
    } catch {
      // The caller has said why (a toast); the note stays to try again.
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        <form onSubmit={submit} {...form.formProps} className="space-y-4">
          <FormField label="What should change?" error={form.formState.errors.note?.message}>
            <Textarea rows={4} {...form.register('note')} />
          </FormField>
          <FormActions
            onCancel={() => setOpen(false)}
            pending={pending}
            submitLabel="Request changes"
            pendingLabel="Sending..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
