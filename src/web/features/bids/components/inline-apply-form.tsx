import { useState, type FormEvent } from 'react';
import { FormActions } from '@web/components/ui/form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { LIMITS } from '@shared/constants';
import { BID_MESSAGES } from '@shared/contract/bids-rules';
import { toast } from '@web/lib/toast';
import { digitsOnly } from '@web/lib/digits-only';
import { useCreateBid } from '../api/create-bid';
import { DEFAULT_RATE, DEFAULT_TIMELINE_DAYS, rateFrom, timelineFrom } from '../inline-application';
import { toastFailure } from '@web/lib/failure-toast';

/** The dashboard's quick application under an Open Jobs card (spec sections 2 and 5). */
export function InlineApplyForm({
  projectId,
  projectName,
  onDone,
}: {
  projectId: number;
  projectName: string;
  onDone: () => void;
}) {
  const createBid = useCreateBid();
  const [rate, setRate] = useState('');
  const [timeline, setTimeline] = useState('');
  const [message, setMessage] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      toast.error('Application message required', {
        description: "Please explain why you're a good fit for this project.",
      });
      return;
    }
    // The server's rule, said before anything is sent (spec section 5).
    if (message.trim().length < LIMITS.bidMessageMin) {
      toast.error('Error submitting application', { description: BID_MESSAGES.message });
      return;
    }
    // mutateAsync, not mutate: once applied, the job leaves Open Jobs and this form unmounts
    // before per-call callbacks of `mutate` would run.
    try {
      await createBid.mutateAsync({
        projectId,
        input: {
          amount: rateFrom(rate),
          timeline: timelineFrom(timeline),
          message: message.trim(),
        },
      });
    } catch (error) {
      toastFailure('Error submitting application', error);
      return;
    }
    toast.success('Application submitted successfully');
    onDone();
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Apply for ${projectName}`}
      className="space-y-4 border-t border-border bg-background/60 p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Your Rate ($)" hint={`Whole dollars; ${DEFAULT_RATE} if left empty.`}>
          <Input
            inputMode="numeric"
            placeholder={String(DEFAULT_RATE)}
            value={rate}
            onChange={(event) => setRate(digitsOnly(event.target.value))}
          />
        </FormField>
        <FormField
          label="Timeline"
          hint={`Days to finish; ${DEFAULT_TIMELINE_DAYS} if left empty.`}
        >
          <Input
            placeholder="e.g. 10 days"
            value={timeline}
            onChange={(event) => setTimeline(event.target.value)}
          />
        </FormField>
      </div>
      <FormField label="Why you're a good fit">
        <Textarea
          placeholder="Your approach, relevant experience and what you would finish first."
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={createBid.isPending}
        submitLabel="Submit Application"
        pendingLabel="Submitting..."
      />
    </form>
  );
}
