/**
 * /ops/disputes/{id}: a dispute's whole record (the parties' proposals, messages and evidence; the
 * project, bid, payment, milestones, deliveries and conversation) and, while it is open, the
 * operator's decision: how much of what is held goes to the developer (the rest back to the
 * owner), with a reason both parties see. The decision is final.
 */
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useParams } from 'react-router';
import {
  DISPUTE_LIMITS,
  DISPUTE_MESSAGES,
  DISPUTE_REASON_LABELS,
  proposalSplit,
} from '@shared/contract/disputes-rules';
import type { OpsDispute } from '@shared/contract/ops';
import { formatCents, moneyWriter } from '@shared/money';
import { isOpenDispute } from '@shared/lifecycle';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useDecideDispute, useOpsDispute } from '../api/ops-api';
import { CaseNotLoaded, CaseRecord, Facts, Section, dateTime } from '../components/case-record';

type Dispute = OpsDispute['dispute'];

function DecideForm({ dispute }: { dispute: Dispute }) {
  const decide = useDecideDispute();
  const [dollars, setDollars] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ release?: string; reason?: string; form?: string }>({});
  // Money moves on this decision: the form asks once more, with the split, before it is sent.
  const [confirming, setConfirming] = useState(false);
  const release = dollars.trim() === '' ? NaN : Math.round(Number(dollars) * 100);
  const valid = Number.isInteger(release) && release >= 0 && release <= dispute.held;
  const split = valid ? proposalSplit(release, dispute) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      release: valid ? undefined : `Enter an amount between $0 and ${formatCents(dispute.held)}`,
      reason:
        reason.trim().length < DISPUTE_LIMITS.messageMin
          ? DISPUTE_MESSAGES.decisionReason
          : undefined,
    };
    setErrors(next);
    if (next.release || next.reason) return;
    setConfirming(true);
  };

  const send = async () => {
    try {
      await decide.mutateAsync({ disputeId: dispute.id, release, reason: reason.trim() });
      toast.success('Decided: both parties are told');
    } catch (failure) {
      setErrors({ form: errorMessage(failure, 'The decision did not go through. Try again.') });
    } finally {
      setConfirming(false);
    }
  };
  const money = moneyWriter(
    split ? [dispute.held, split.developerGets, split.fee, split.ownerGets] : [dispute.held],
  );

  return (
    <Section title="Decide">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-muted-foreground">
          {formatCents(dispute.held)} is held. What you release goes to the developer (less the 10%
          fee); the rest goes back to the owner. The decision is final.
        </p>
        <FormField
          label="Release to the developer, in dollars"
          hint={`From $0 to ${formatCents(dispute.held)}.`}
          error={errors.release}
        >
          <Input
            inputMode="decimal"
            value={dollars}
            onChange={(event) => setDollars(event.target.value)}
          />
        </FormField>
        {split && (
          <p aria-live="polite" className="text-muted-foreground">
            The developer gets {money(split.developerGets)} (after the 10% fee), the owner{' '}
            {money(split.ownerGets)} back.
          </p>
        )}
        <FormField
          label="Reason both parties see"
          hint={`At least ${DISPUTE_LIMITS.messageMin} characters.`}
          error={errors.reason}
        >
          <Textarea
            value={reason}
            rows={4}
            maxLength={DISPUTE_LIMITS.messageMax}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        {errors.form && (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        )}
        <Button type="submit" disabled={decide.isPending}>
          Decide
        </Button>
      </form>
      {split && (
        <Dialog open={confirming} onOpenChange={setConfirming}>
          <DialogContent
            title="Decide this dispute?"
            description={`This moves the ${money(dispute.held)} held at once, as below. The decision is final.`}
          >
            <dl className="divide-y divide-border text-sm" aria-label="The split">
              {[
                ['To the developer (after the 10% fee)', split.developerGets],
                ['Finishline’s fee', split.fee],
                ['Back to the owner', split.ownerGets],
              ].map(([label, cents]) => (
                <div key={label} className="flex justify-between gap-4 py-2">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-semibold tabular-nums">{money(cents as number)}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button onClick={() => void send()} disabled={decide.isPending}>
                {decide.isPending ? 'Deciding...' : 'Decide and move the money'}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      )}
    </Section>
  );
}

function Timeline({ dispute }: { dispute: Dispute }) {
  const side = { owner: 'Owner', developer: 'Developer', operator: 'Operator', system: 'Deadline' };
  return (
    <Section title="What the parties said">
      <ol className="space-y-3">
        {dispute.events.map((event) => (
          <li key={event.id}>
            <span className="text-muted-foreground">
              {dateTime(event.createdAt)} · {side[event.actor]} · {event.kind}
              {event.proposedRelease !== null &&
                ` · proposes ${formatCents(event.proposedRelease)} to the developer`}
            </span>
            {event.message && <p className="whitespace-pre-line">{event.message}</p>}
            {event.link && <p className="break-all">{event.link}</p>}
            {event.file && (
              <p>
                File: {event.file.filename} ({event.file.contentType})
              </p>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export default function DisputePage({
  deliveryCode,
}: {
  /** What was read of each delivery's commit (app/routes/ops-dispute-page.tsx composes it). */
  deliveryCode?: ComponentProps<typeof CaseRecord>['deliveryCode'];
} = {}) {
  const id = Number(useParams().id);
  const query = useOpsDispute(id);
  if (!query.isSuccess) return <CaseNotLoaded query={query} noun="dispute" />;
  const { dispute, record } = query.data;
  const disputeMoney = moneyWriter([dispute.held, dispute.proposedRelease, dispute.release ?? 0]);
  const open = isOpenDispute(dispute.status);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-semibold">
          Dispute {dispute.id}: {dispute.projectName}
        </h2>
        <Badge tone={open ? 'warning' : 'neutral'} data-testid="dispute-state">
          {dispute.status}
        </Badge>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section title="The dispute">
          <Facts
            items={[
              ['Reason', DISPUTE_REASON_LABELS[dispute.reason]],
              ['Owner', dispute.ownerName],
              ['Developer', dispute.developerName],
              ['Opened by', dispute.openedBy === 'owner' ? 'the owner' : 'the developer'],
              ['Opened', dateTime(dispute.createdAt)],
              ['Held', disputeMoney(dispute.held)],
              [
                'Standing proposal',
                `${disputeMoney(dispute.proposedRelease)} to the developer (by the ${dispute.proposedBy})`,
              ],
              ...(dispute.release !== null
                ? ([['Released (before the fee)', disputeMoney(dispute.release)]] as [
                    string,
                    string,
                  ][])
                : []),
              ...(dispute.decisionReason
                ? ([['Decision', dispute.decisionReason]] as [string, string][])
                : []),
            ]}
          />
        </Section>
        {open ? (
          <DecideForm dispute={dispute} />
        ) : (
          <Section title="Closed">
            <p>
              This dispute is {dispute.status}
              {dispute.closedAt && ` since ${dateTime(dispute.closedAt)}`}.
            </p>
          </Section>
        )}
      </div>
      <Timeline dispute={dispute} />
      <CaseRecord record={record} deliveryCode={deliveryCode} />
    </div>
  );
}
