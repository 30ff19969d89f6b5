import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { proposalFormSchema } from '@shared/contract/disputes';
import {
  DISPUTE_LIMITS,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  dollarsToCents,
  type DisputedMoney,
  type DisputeReason,
} from '@shared/contract/disputes-rules';
import { formatCents } from '@shared/money';
import { FormActions } from '@web/components/ui/form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { splitWords } from './dispute-words';

export interface ProposalFields {
  amount: string;
  message: string;
  link: string;
  /** Asked when opening a dispute only (`withReason`). */
  reason?: DisputeReason | '';
}
export type ProposalValues = z.output<ReturnType<typeof proposalFormSchema>> & {
  reason?: DisputeReason;
};

/**
 * A proposal of how to split what is held (opening a dispute, or countering one): the amount to
 * release in dollars, with what each side would get after the fee as it is typed, a message and an
 * optional evidence link. Checked by the shared contract's form schema (loaded on first focus).
 */
export function ProposalForm({
  money,
  withReason,
  initialReason = '',
  submitLabel,
  pending,
  onCancel,
  onSubmit,
}: {
  /** What the dispute splits: what is held (the most a proposal may release) and the payment. */
  money: DisputedMoney;
  /** Opening a dispute: its reason is asked too. */
  withReason: boolean;
  initialReason?: DisputeReason | '';
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** Resolves when the server took it; rejects (the form stays, with the server's field errors). */
  onSubmit: (values: ProposalValues) => Promise<unknown>;
}) {
  const { held } = money;
  const form = useSchemaForm<ProposalFields, ProposalValues>({
    // Built from what is held (the most a proposal may release): a new amount, a new schema.
    schema: async () => {
      const contract = await import('@shared/contract/disputes');
      const schema = withReason
        ? contract.openDisputeFormSchema(held)
        : contract.proposalFormSchema(held);
      // One form for both schemas: `as` names their union the form's (a checked assertion).
      return schema as z.ZodType<ProposalValues, ProposalFields>;
    },
    schemaKey: `${held}:${withReason}`,
    defaultValues: { amount: '', message: '', link: '', reason: initialReason },
  });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'amount' });
  const cents = dollarsToCents(typed ?? '');
  const preview = cents !== null && cents <= held ? splitWords(cents, money) : null;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.reset();
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <form onSubmit={submit} {...form.formProps} className="space-y-4">
      {withReason && (
        <FormField label="Reason" error={errors.reason?.message}>
          <NativeSelect {...form.register('reason')}>
            <option value="">Choose a reason</option>
            {DISPUTE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {DISPUTE_REASON_LABELS[reason]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <FormField
        label="Release to the developer (dollars)"
        hint={
          <span aria-live="polite">
            {preview
              ? `${preview.developer}; ${preview.owner}.`
              : `Between $0 and the ${formatCents(held)} held. The rest is refunded to the owner.`}
          </span>
        }
        error={errors.amount?.message}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 600"
          {...form.register('amount')}
        />
      </FormField>
      <FormField
        label="Message"
        hint={`At least ${DISPUTE_LIMITS.messageMin} characters; the other side reads it.`}
        error={errors.message?.message}
      >
        <Textarea rows={4} {...form.register('message')} />
      </FormField>
      <FormField label="Evidence link (optional)" error={errors.link?.message}>
        <Input type="url" placeholder="https://" {...form.register('link')} />
      </FormField>
      <FormActions
        onCancel={onCancel}
        pending={pending}
        submitLabel={submitLabel}
        pendingLabel="Sending..."
      />
    </form>
  );
}
