/**
 * A paid project's record as an operator reads it (a dispute's page, a chargeback's page): the
 * project, the accepted bid, the payment and what left it, the milestones, the deliveries and the
 * bid's conversation, with their times (what a provider asks for as evidence).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { OpsCaseRecord } from '@shared/contract/ops';
import { moneyWriter } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { formatDays, formatDollars } from '@web/lib/format';
import { statusWords } from './status-words';

/** Times to the minute in UTC: the same for every operator, as evidence is quoted. */
export const dateTime = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** A case page before its record is there: the skeleton while loading, the error with a retry. */
export function CaseNotLoaded({ query, noun }: { query: UseQueryResult<unknown>; noun: string }) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading the ${noun}`} className="space-y-3">
        <Skeleton className="h-10 rounded-md" />
        <Skeleton className="h-48 rounded-lg" />
      </div>
    );
  }
  return (
    <LoadError
      message={errorMessage(query.error, `Couldn't load the ${noun}.`)}
      onRetry={() => void query.refetch()}
    />
  );
}

/** A titled card of a case page: a region named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </Card>
  );
}

export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type CaseDelivery = OpsCaseRecord['deliveries'][number];

export function CaseRecord({
  record,
  deliveryCode,
}: {
  record: OpsCaseRecord;
  /**
   * What was read of a delivery's commit (the delivery-evidence feature's view, from the app
   * layer: app/routes/ops-dispute-page.tsx); absent, the record shows the deliveries alone.
   */
  deliveryCode?: (
    delivery: CaseDelivery & { evidence: NonNullable<CaseDelivery['evidence']> },
  ) => ReactNode;
}) {
  const { project, bid, payment } = record;
  const paymentMoney = moneyWriter([
    bid.amount * 100,
    payment.amount,
    payment.developerAmount,
    payment.releasedCents,
    payment.refundedCents,
  ]);
  const milestoneMoney = moneyWriter(record.milestones.map((m) => m.amount * 100));
  return (
    <div className="space-y-4">
      <Section title="Project">
        <Facts
          items={[
            ['Name', project.name],
            ['Status', project.status],
            ['Posted', dateTime(project.createdAt)],
            ['Budget', project.budget === null ? '—' : formatDollars(project.budget)],
            [
              'Description',
              <span className="font-normal whitespace-pre-line">{project.description}</span>,
            ],
          ]}
        />
      </Section>
      <Section title="Accepted bid and payment">
        {/* One writer for the section's amounts: where any has cents, all do. */}
        <Facts
          items={[
            [
              'Bid',
              `${paymentMoney(bid.amount * 100)} in ${formatDays(bid.timeline)} (${statusWords(bid.status)})`,
            ],
            ['Bid made', dateTime(bid.createdAt)],
            ['Bid message', <span className="font-normal whitespace-pre-line">{bid.message}</span>],
            [
              'Paid',
              `${paymentMoney(payment.amount)} (${statusWords(payment.status)}, ${payment.provider})`,
            ],
            ['Payment started', dateTime(payment.createdAt)],
            ['Developer share', paymentMoney(payment.developerAmount)],
            ['Released so far (before the fee)', paymentMoney(payment.releasedCents)],
            ['Refunded so far', paymentMoney(payment.refundedCents)],
          ]}
        />
      </Section>
      <Section title={`Milestones (${record.milestones.length})`}>
        {record.milestones.length === 0 ? (
          <p className="text-muted-foreground">No milestones.</p>
        ) : (
          <ul className="divide-y divide-border">
            {record.milestones.map((m) => (
              <li key={m.id} className="py-2">
                <span className="font-medium">{m.title}</span> · {milestoneMoney(m.amount * 100)}{' '}
                <Badge>{m.status}</Badge>
                <span className="block text-muted-foreground">
                  {m.completedAt && `Completed ${dateTime(m.completedAt)}. `}
                  {m.approvedAt &&
                    `Approved ${dateTime(m.approvedAt)}${m.approvedAutomatically ? ' (automatically)' : ''}.`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={`Deliveries (${record.deliveries.length})`}>
        {record.deliveries.length === 0 ? (
          <p className="text-muted-foreground">Nothing delivered.</p>
        ) : (
          <ul className="divide-y divide-border">
            {record.deliveries.map((d) => (
              <li key={d.id} className="py-2">
                <span className="text-muted-foreground">{dateTime(d.createdAt)}</span>{' '}
                <Badge>{d.status}</Badge>
                <p className="mt-1 whitespace-pre-line">{d.message}</p>
                {d.link && <p className="break-all text-muted-foreground">{d.link}</p>}
                {d.changesNote && (
                  <p className="text-muted-foreground">Changes asked: {d.changesNote}</p>
                )}
                {d.repository && (
                  <p className="break-all text-muted-foreground">
                    Code: {d.repository}
                    {d.ref ? ` at ${d.ref}` : ''}
                  </p>
                )}
                {d.evidence && deliveryCode && (
                  <div className="mt-2 rounded-md border border-border p-3">
                    {deliveryCode({ ...d, evidence: d.evidence })}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        title={`Messages (${record.messagesTotal}${record.messagesTotal > record.messages.length ? `, the latest ${record.messages.length} shown` : ''})`}
      >
        {record.messages.length === 0 ? (
          <p className="text-muted-foreground">The two never wrote to each other here.</p>
        ) : (
          <ol className="max-h-96 space-y-2 overflow-y-auto" aria-label="Messages">
            {record.messages.map((m) => (
              <li key={m.id}>
                <span className="text-muted-foreground">
                  {dateTime(m.createdAt)} · {m.side === 'owner' ? 'Owner' : 'Developer'}
                </span>
                <p className="whitespace-pre-line">{m.content}</p>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
