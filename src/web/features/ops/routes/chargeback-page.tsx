/**
 * /ops/chargebacks/{id}: a card chargeback and the record the provider asks for as evidence
 * (decisions.md, Held money: acceptance, payment, deliveries, approvals, messages' times). It is
 * answered on the provider's dashboard. Once it is lost, the operator may claw back what the
 * platform lost from the developer's unsent earnings (docs/decisions/operators.md, "The
 * clawback").
 */
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { OpsChargeback } from '@shared/contract/ops';
import { OPS_MESSAGES, REASON_MAX } from '@shared/contract/ops-rules';
import { formatCents, moneyWriter } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useClawBack, useOpsChargeback } from '../api/ops-api';
import { CaseNotLoaded, CaseRecord, Facts, Section, dateTime } from '../components/case-record';

/** One key per clawback the operator means: a retry of the same one claws once. */
const newKey = () => `clawback-${crypto.randomUUID()}`;

function Clawback({ chargeback }: { chargeback: OpsChargeback }) {
  const clawBack = useClawBack();
  const { unsentCents, lossCents, clawedBackCents, maxCents } = chargeback.clawback;
  const [dollars, setDollars] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const cents = dollars.trim() === '' ? NaN : Math.round(Number(dollars) * 100);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      amount:
        Number.isInteger(cents) && cents >= 1 && cents <= maxCents
          ? undefined
          : `Enter an amount between $0.01 and ${formatCents(maxCents)}`,
      reason: reason.trim() ? undefined : OPS_MESSAGES.reason,
    };
    setErrors(next);
    if (next.amount || next.reason) return;
    try {
      await clawBack.mutateAsync({
        chargebackId: chargeback.id,
        amountCents: cents,
        reason: reason.trim(),
        idempotencyKey: key,
      });
      toast.success(`Clawed back ${formatCents(cents)}: the developer is told`);
      setDollars('');
      setReason('');
      setKey(newKey());
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      setErrors({
        amount: fields.amountCents?.[0],
        reason: fields.reason?.[0],
        form:
          fields.amountCents || fields.reason
            ? undefined
            : errorMessage(failure, 'The clawback did not go through. Try again.'),
      });
    }
  };

  const clawbackMoney = moneyWriter([unsentCents, lossCents, clawedBackCents]);
  return (
    <Section title="Clawback">
      <Facts
        items={[
          [`${chargeback.developer.username}'s unsent earnings`, clawbackMoney(unsentCents)],
          ['Platform lost on this chargeback', clawbackMoney(lossCents)],
          ['Clawed back so far', clawbackMoney(clawedBackCents)],
        ]}
      />
      {chargeback.status !== 'lost' ? (
        <p className="mt-3 text-muted-foreground">
          A clawback is possible once the chargeback is lost.
        </p>
      ) : maxCents === 0 ? (
        <p className="mt-3 text-muted-foreground">
          Nothing can be clawed back now: the developer has no unsent earnings, or the loss is
          covered.
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
          <p className="text-muted-foreground">
            The amount is taken from {chargeback.developer.username}&apos;s releases not yet sent,
            oldest first; they are told. At most {formatCents(maxCents)}.
          </p>
          <FormField
            label="Amount to claw back, in dollars"
            hint={`From $0.01 to ${formatCents(maxCents)}.`}
            error={errors.amount}
          >
            <Input
              inputMode="decimal"
              value={dollars}
              onChange={(event) => {
                setDollars(event.target.value);
                setErrors((was) => ({ ...was, amount: undefined }));
              }}
            />
          </FormField>
          <FormField label="Reason" hint="Kept in the audit log." error={errors.reason}>
            <Textarea
              value={reason}
              rows={3}
              maxLength={REASON_MAX}
              onChange={(event) => {
                setReason(event.target.value);
                setErrors((was) => ({ ...was, reason: undefined }));
              }}
            />
          </FormField>
          {errors.form && (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          )}
          <Button type="submit" variant="destructive" disabled={clawBack.isPending}>
            {clawBack.isPending ? 'Clawing back…' : 'Claw back'}
          </Button>
        </form>
      )}
    </Section>
  );
}

export default function ChargebackPage() {
  const id = Number(useParams().id);
  const query = useOpsChargeback(id);
  if (!query.isSuccess) return <CaseNotLoaded query={query} noun="chargeback" />;
  const c = query.data;
  const chargebackMoney = moneyWriter([c.amount, c.withdrawn, c.fee, c.heldTaken, c.reinstated]);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-semibold">
          Chargeback {c.id}: {c.record.project.name}
        </h2>
        <Badge tone={c.status === 'open' ? 'danger' : 'neutral'}>{c.status}</Badge>
      </div>
      <Section title="The chargeback">
        <Facts
          items={[
            ['Provider', `${c.provider} (${c.externalId})`],
            ['Reason', c.reason ?? '—'],
            ['Opened', dateTime(c.createdAt)],
            ['Disputed', chargebackMoney(c.amount)],
            ['Withdrawn', chargebackMoney(c.withdrawn)],
            ['Fee', chargebackMoney(c.fee)],
            ['Taken from what was held', chargebackMoney(c.heldTaken)],
            ['Reinstated', chargebackMoney(c.reinstated)],
            ['Card holder (owner)', `${c.owner.username} <${c.owner.email}>`],
            ['Developer', c.developer.username],
            ...(c.closedAt ? ([['Closed', dateTime(c.closedAt)]] as [string, string][]) : []),
          ]}
        />
      </Section>
      <Clawback chargeback={c} />
      <CaseRecord record={c.record} />
    </div>
  );
}
