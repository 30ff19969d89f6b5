import { useState } from 'react';
import type { z } from 'zod';
import type { Dispute, escalateDisputeSchema } from '@shared/contract/disputes';
import { DISPUTE_LIMITS } from '@shared/contract/disputes-rules';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog, Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { FormActions } from '@web/components/ui/form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { toast } from '@web/lib/toast';
import { useAcceptDispute, useCounterDispute, useEscalateDispute } from '../api/disputes';
import { splitWords } from './dispute-words';
import { ProposalForm } from './proposal-form';
import { toastFailure } from '@web/lib/failure-toast';

/**
 * What the viewer may do now (the record's `canAnswer` and `canEscalate`): accept the standing
 * proposal, counter it with another amount, or ask an operator to decide.
 */
export function DisputeActions({ dispute }: { dispute: Dispute }) {
  const accept = useAcceptDispute(dispute.id);
  if (!dispute.canAnswer && !dispute.canEscalate) return null;
  const words = splitWords(dispute.proposedRelease, dispute);
  // An escalated dispute takes an acceptance but no counter: the operator decides from the record.
  const canCounter = dispute.canAnswer && dispute.status !== 'escalated';

  const onAccept = async () => {
    try {
      await accept.mutateAsync();
      toast.success('Proposal accepted', {
        description: 'The held money is being released and refunded as agreed.',
      });
    } catch (error) {
      toastFailure('Could not accept the proposal', error);
    }
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {dispute.canAnswer && (
        <ConfirmDialog
          trigger={<Button disabled={accept.isPending}>Accept proposal</Button>}
          title="Accept this proposal?"
          description={`It is carried out at once: ${words.developer}, ${words.owner}. This cannot be undone.`}
          confirmLabel="Accept and settle"
          onConfirm={() => void onAccept()}
        />
      )}
      {canCounter && <CounterDialog dispute={dispute} />}
      {dispute.canEscalate && <EscalateDialog dispute={dispute} />}
    </div>
  );
}

function CounterDialog({ dispute }: { dispute: Dispute }) {
  const [open, setOpen] = useState(false);
  const counter = useCounterDispute(dispute.id);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Counter</Button>
      </DialogTrigger>
      <DialogContent
        title="Make a counter-proposal"
        description="Propose another split of the money Finishline holds. The other side can accept it, counter again or escalate; unanswered, it is carried out at the new deadline."
      >
        <ProposalForm
          money={dispute}
          withReason={false}
          submitLabel="Send counter-proposal"
          pending={counter.isPending}
          onCancel={() => setOpen(false)}
          onSubmit={async ({ amount, message, link }) => {
            try {
              await counter.mutateAsync({ proposedRelease: amount, message, evidenceLinks: link });
            } catch (error) {
              toastFailure('Could not send the counter-proposal', error);
              throw error;
            }
            toast.success('Counter-proposal sent', {
              description: 'The other side has been told.',
            });
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type EscalateFields = z.input<typeof escalateDisputeSchema>;
const ESCALATE_SCHEMA = async () =>
  (await import('@shared/contract/disputes')).escalateDisputeSchema;

function EscalateDialog({ dispute }: { dispute: Dispute }) {
  const [open, setOpen] = useState(false);
  const escalate = useEscalateDispute(dispute.id);
  const form = useSchemaForm<EscalateFields, z.output<typeof escalateDisputeSchema>>({
    schema: ESCALATE_SCHEMA,
    failure: 'Could not escalate the dispute',
    defaultValues: { message: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await escalate.mutateAsync(values);
      toast.success('Sent to an operator', {
        description: 'The deadline has stopped; the held money waits for the decision.',
      });
      form.reset();
      setOpen(false);
    } catch (error) {
      form.fail(error);
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost">Escalate to an operator</Button>
      </DialogTrigger>
      <DialogContent
        title="Ask an operator to decide?"
        description="The deadline stops and an operator decides how to split the held money, with a reason you both see. The decision is final."
      >
        <form onSubmit={submit} {...form.formProps} className="space-y-4">
          <FormField
            label="What should the operator know?"
            hint={`At least ${DISPUTE_LIMITS.messageMin} characters.`}
            error={form.formState.errors.message?.message}
          >
            <Textarea rows={4} {...form.register('message')} />
          </FormField>
          <FormActions
            onCancel={() => setOpen(false)}
            pending={escalate.isPending}
            submitLabel="Escalate"
            pendingLabel="Sending..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
