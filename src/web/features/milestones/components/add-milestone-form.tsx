import { useState } from 'react';
import type { z } from 'zod';
import type { createMilestoneSchema } from '@shared/contract/milestones';
import { Button } from '@web/components/ui/button';
import { formatDollars } from '@web/lib/format';
import { FormActions } from '@web/components/ui/form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { wholeNumberOf } from '@web/lib/digits-only';
import { useAddMilestone } from '../api/milestones';
import { useSchemaForm } from '@web/lib/use-schema-form';

type Fields = Omit<z.input<typeof createMilestoneSchema>, 'amount'> & { amount: number | '' };
const EMPTY: Fields = { title: '', description: '', amount: '', dueDate: '' };

/** Today in the viewer's time zone, as a date input reads it. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

// An empty amount holds '' until typed, which the schema refuses with its own message; its input
// type says number, so `as` adds the '' (a checked assertion, no `unknown`).
const SCHEMA = async () =>
  (await import('@shared/contract/milestones')).createMilestoneSchema as z.ZodType<
    z.output<typeof createMilestoneSchema>,
    Fields
  >;
/** The owner splits a paid project into milestones: title, amount in dollars, due date. */
export function AddMilestoneForm({
  projectId,
  leftDollars,
}: {
  projectId: number;
  leftDollars: number;
}) {
  const [open, setOpen] = useState(false);
  const add = useAddMilestone(projectId);
  const form = useSchemaForm<Fields, z.output<typeof createMilestoneSchema>>({
    schema: SCHEMA,
    failure: 'Failed to add the milestone',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} disabled={leftDollars <= 0}>
        Add milestone
      </Button>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success('Milestone added', { description: 'The developer has been told.' });
      form.reset(EMPTY);
      setOpen(false);
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <form
      onSubmit={submit}
      {...form.formProps}
      aria-label="Add a milestone"
      className="space-y-4 rounded-lg border border-border bg-background p-4"
    >
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <FormField label="Title" error={errors.title?.message}>
          <Input placeholder="e.g. Offline sync" {...form.register('title')} />
        </FormField>
        <FormField
          label="Amount ($)"
          hint={`Up to ${formatDollars(leftDollars)} left`}
          error={errors.amount?.message}
        >
          <Input
            inputMode="numeric"
            placeholder="e.g. 400"
            {...form.register('amount', { setValueAs: wholeNumberOf })}
          />
        </FormField>
        <FormField label="Due date (optional)" error={errors.dueDate?.message}>
          <Input type="date" min={today()} {...form.register('dueDate')} />
        </FormField>
      </div>
      <FormField label="Description (optional)" error={errors.description?.message}>
        <Textarea
          rows={3}
          placeholder="What is done when this is done"
          {...form.register('description')}
        />
      </FormField>
      <FormActions
        onCancel={() => {
          form.reset(EMPTY);
          setOpen(false);
        }}
        pending={add.isPending}
        submitLabel="Add milestone"
        pendingLabel="Adding..."
      />
    </form>
  );
}
