/**
 * /ops/chargebacks/{id}: a card chargeback and the record the provider asks for as evidence
 * (decisions.md, Held money: acceptance, payment, deliveries, approvals, messages' times). It is
 * answered on the provider's dashboard; the clawback from the developer is not built yet
 * (docs/decisions/operators.md).
 */
import { useParams } from 'react-router';
import { formatCents } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { useOpsChargeback } from '../api/ops-api';
import { CaseNotLoaded, CaseRecord, Facts, Section, dateTime } from '../components/case-record';

export default function ChargebackPage() {
  const id = Number(useParams().id);
  const query = useOpsChargeback(id);
  if (!query.isSuccess) return <CaseNotLoaded query={query} noun="chargeback" />;
  const c = query.data;
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
            ['Disputed', formatCents(c.amount)],
            ['Withdrawn', formatCents(c.withdrawn)],
            ['Fee', formatCents(c.fee)],
            ['Taken from what was held', formatCents(c.heldTaken)],
            ['Reinstated', formatCents(c.reinstated)],
            ['Card holder (owner)', `${c.owner.username} <${c.owner.email}>`],
            ['Developer', c.developer.username],
            ...(c.closedAt ? ([['Closed', dateTime(c.closedAt)]] as [string, string][]) : []),
          ]}
        />
      </Section>
      <CaseRecord record={c.record} />
    </div>
  );
}
