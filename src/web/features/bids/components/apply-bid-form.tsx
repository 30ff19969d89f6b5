import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { LIMITS } from '@shared/constants';
import type { createBidSchema } from '@shared/contract/bids';
import { FormActions } from '@web/components/ui/form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { wholeNumberOf } from '@web/lib/digits-only';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateBid } from '../api/create-bid';
import { useUpdateBid } from '../api/revise-bid';
import { YouWillReceive } from './you-will-receive';

interface Fields {
  amount: number | '';
  timeline: number | '';
  message: string;
}

const EMPTY: Fields = { amount: '', timeline: '', message: '' };

// An empty number field holds '' until typed, which the schema refuses with the spec's words;
// its input type says number, so `as` adds the '' (a checked assertion, no `unknown`).
const SCHEMA = async () =>
  (await import('@shared/contract/bids')).createBidSchema as z.ZodType<
    z.output<typeof createBidSchema>,
    Fields
  >;

/** A pending bid of the developer's, whose terms the form changes (PATCH /api/bids/{id}). */
export interface EditedBid {
  id: number;
  amount: number;
  timeline: number;
  message: string;
}

/**
 * The 'Apply for this Project' form of the project page (spec sections 2 and 5); given `bid`, the
 * same form changes that pending bid's terms.
 */
export function ApplyBidForm({
  projectId,
  bid,
  onDone,
}: {
  projectId: number;
  bid?: EditedBid;
  onDone: () => void;
}) {
  const createBid = useCreateBid();
  const updateBid = useUpdateBid();
  const form = useSchemaForm<Fields, z.output<typeof createBidSchema>>({
    schema: SCHEMA,
    failure: bid ? 'Failed to update bid' : 'Failed to submit bid',
    defaultValues: bid
      ? { amount: bid.amount, timeline: bid.timeline, message: bid.message }
      : EMPTY,
  });
  const { errors } = form.formState;
  const rate = useWatch({ control: form.control, name: 'amount' });

  const submit = form.handleSubmit(async (values) => {
    // mutateAsync: after the bid the page no longer offers this form, which unmounts before
    // the per-call callbacks of `mutate` would run.
    try {
      if (bid) {
        const { amount, timeline, message } = values;
        await updateBid.mutateAsync({ bidId: bid.id, input: { amount, timeline, message } });
      } else await createBid.mutateAsync({ projectId, input: values });
    } catch (error) {
      form.fail(error);
      return;
    }
    if (bid) toast.success('Bid updated', { description: 'The project owner has been told.' });
    else
      toast.success('Bid submitted successfully', {
        description: 'The project owner will review your bid.',
      });
    onDone();
  });

  return (
    <form onSubmit={submit} {...form.formProps} className="space-y-4">
      <FormField
        label="Your Rate ($)"
        hint="Enter the total amount you'd like to be paid for this project."
        error={errors.amount?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="e.g. 500"
          {...form.register('amount', { setValueAs: wholeNumberOf })}
        />
      </FormField>
      <YouWillReceive rate={rate} />
      <FormField
        label="Timeline (Days)"
        hint="Estimate how many days you'll need to complete the project."
        error={errors.timeline?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={LIMITS.timelineMinDays}
          step={1}
          placeholder="e.g. 14"
          {...form.register('timeline', { setValueAs: wholeNumberOf })}
        />
      </FormField>
      <FormField
        label="Your Proposal"
        hint="Be specific about your approach, experience, and why you're a good fit."
        error={errors.message?.message}
      >
        <Textarea className="min-h-36" {...form.register('message')} />
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={createBid.isPending || updateBid.isPending}
        submitLabel={bid ? 'Save Changes' : 'Submit Bid'}
        pendingLabel="Submitting..."
      />
    </form>
  );
}
