/**
 * `npm run ledger:check` (money.md, Checks): proves the ledger balances and agrees with the
 * payments, releases, transfers and refunds. Returns every problem found; none means sound.
 * Each check is one aggregate query, so it runs in seconds over a large history.
 */
import { sql } from 'drizzle-orm';
import { CHARGED_PAYMENT_STATUSES, CLOSED_PROJECT_STATUSES } from '@shared/lifecycle.js';
import type { Queryable } from '../../db/client.js';
import { statusList } from '../../db/status-list.js';
import { rowsOf } from '../../db/rows.js';

const CHECKS: { name: string; query: ReturnType<typeof sql> }[] = [
  {
    name: 'ledger transaction does not sum to zero',
    query: sql`select t.kind || ' ' || t.reference as subject, sum(e.amount)::bigint as value
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      group by t.id having sum(e.amount) <> 0`,
  },
  {
    name: 'ledger transaction without entries',
    query: sql`select t.kind || ' ' || t.reference as subject, 0 as value from ledger_transactions t
      where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`,
  },
  {
    name: 'escrow or payable account below zero',
    query: sql`select account as subject, sum(amount)::bigint as value from ledger_entries
      where account like 'escrow:%' or account like 'developer:%:payable'
      group by account having sum(amount) < 0`,
  },
  {
    name: 'charged payment whose charge is not exactly its amount',
    query: sql`select 'payment ' || p.id as subject,
        coalesce((select -sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where t.kind = 'charge' and t.payment_id = p.id and e.account = 'provider:charges'), 0)::bigint as value
      from payments p
      where (p.status in (${statusList(CHARGED_PAYMENT_STATUSES)})) <> exists (
          select 1 from ledger_transactions t where t.kind = 'charge' and t.payment_id = p.id)
        or coalesce((select -sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where t.kind = 'charge' and t.payment_id = p.id and e.account = 'provider:charges'), p.amount) <> p.amount`,
  },
  {
    name: 'payment released and refunded more than it charged',
    query: sql`select 'payment ' || p.id as subject,
        (coalesce((select sum(gross) from releases r where r.payment_id = p.id), 0)
          + coalesce((select sum(amount) from refunds f where f.payment_id = p.id), 0))::bigint as value
      from payments p
      where coalesce((select sum(gross) from releases r where r.payment_id = p.id), 0)
          + coalesce((select sum(amount) from refunds f where f.payment_id = p.id), 0) > p.amount
         or coalesce((select sum(developer_amount) from releases r where r.payment_id = p.id), 0) > p.developer_amount
         or coalesce((select sum(fee) from releases r where r.payment_id = p.id), 0) > p.platform_fee`,
  },
  {
    name: 'closed project whose payment is neither fully released nor refunded',
    query: sql`select 'payment ' || p.id as subject,
        (p.amount - coalesce((select sum(gross) from releases r where r.payment_id = p.id), 0)
          - coalesce((select sum(amount) from refunds f where f.payment_id = p.id), 0))::bigint as value
      from payments p join bids b on b.id = p.bid_id join projects pr on pr.id = b.project_id
      where pr.status in (${statusList(CLOSED_PROJECT_STATUSES)})
        and p.status in (${statusList(CHARGED_PAYMENT_STATUSES)})
        and p.amount <> coalesce((select sum(gross) from releases r where r.payment_id = p.id), 0)
          + coalesce((select sum(amount) from refunds f where f.payment_id = p.id), 0)
          -- What a chargeback took from the escrow and did not give back left it too (money.md).
          + coalesce((select sum(case when c.reinstated > 0 then 0 else c.held_taken end)
              from chargebacks c where c.payment_id = p.id), 0)`,
  },
  {
    name: 'release whose ledger entries do not match it',
    query: sql`select 'release ' || r.id as subject, r.gross as value from releases r
      join payments p on p.id = r.payment_id join bids b on b.id = p.bid_id
      where not exists (
        select 1 from ledger_transactions t where t.kind = 'release' and t.reference = 'release:' || r.id
          and (select coalesce(sum(amount), 0) from ledger_entries e where e.transaction_id = t.id
               and e.account = 'escrow:project:' || b.project_id) = -r.gross
          and (select coalesce(sum(amount), 0) from ledger_entries e where e.transaction_id = t.id
               and e.account = 'developer:' || r.developer_id || ':payable') = r.developer_amount
          and (select coalesce(sum(amount), 0) from ledger_entries e where e.transaction_id = t.id
               and e.account = 'platform:fees') = r.fee)`,
  },
  {
    name: 'sent release without exactly one transfer, or a transfer for an unsent release',
    query: sql`select 'release ' || r.id as subject,
        (select count(*) from ledger_transactions t where t.kind = 'transfer' and t.reference = 'release:' || r.id)::bigint as value
      from releases r
      where (r.status = 'sent') <> (r.transfer_id is not null)
        or (select count(*) from ledger_transactions t where t.kind = 'transfer' and t.reference = 'release:' || r.id)
           <> case when r.status = 'sent' then 1 else 0 end
        or (r.status = 'sent' and (select coalesce(sum(amount), 0) from ledger_transactions t
              join ledger_entries e on e.transaction_id = t.id
              where t.kind = 'transfer' and t.reference = 'release:' || r.id and e.account = 'provider:payouts')
            <> r.developer_amount - r.clawed_back)`,
  },
  {
    // Clawbacks take from unsent releases (payments/clawback.ts), so a developer's payable is
    // always exactly what their unsent releases will still transfer: never below zero, and no
    // transfer can take more than the clawbacks left.
    name: 'developer payable differs from what their unsent releases will transfer',
    query: sql`select coalesce(l.account, 'developer:' || r.developer_id || ':payable') as subject,
        (coalesce(l.balance, 0) - coalesce(r.unsent, 0))::bigint as value
      from (select account, sum(amount) as balance from ledger_entries
            where account like 'developer:%:payable' group by account) l
      full join (select developer_id, sum(developer_amount - clawed_back) as unsent from releases
            where status <> 'sent' group by developer_id) r
        on l.account = 'developer:' || r.developer_id || ':payable'
      where coalesce(l.balance, 0) <> coalesce(r.unsent, 0)`,
  },
  {
    name: 'settled release not clawed back in full',
    query: sql`select 'release ' || r.id as subject, (r.developer_amount - r.clawed_back)::bigint as value
      from releases r where r.status = 'settled' and r.clawed_back <> r.developer_amount`,
  },
  {
    name: 'clawback whose ledger entries do not match it',
    query: sql`select 'clawback ' || k.id as subject, k.amount as value from clawbacks k
      where coalesce((select sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
              where t.kind = 'clawback' and t.reference = 'clawback:' || k.id
                and e.account = 'developer:' || k.developer_id || ':payable'), 0) <> -k.amount
         or coalesce((select sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
              where t.kind = 'clawback' and t.reference = 'clawback:' || k.id
                and e.account = 'platform:losses'), 0) <> k.amount`,
  },
  {
    name: 'releases clawed back differ from the clawbacks',
    query: sql`select 'developer ' || coalesce(r.developer_id, k.developer_id) as subject,
        (coalesce(r.clawed, 0) - coalesce(k.clawed, 0))::bigint as value
      from (select developer_id, sum(clawed_back) as clawed from releases
            where clawed_back > 0 group by developer_id) r
      full join (select developer_id, sum(amount) as clawed from clawbacks group by developer_id) k
        on k.developer_id = r.developer_id
      where coalesce(r.clawed, 0) <> coalesce(k.clawed, 0)`,
  },
  {
    name: 'refund whose ledger entry or provider refund does not match it',
    query: sql`select 'refund ' || f.id as subject, f.amount as value from refunds f
      where (f.status = 'sent') <> (f.provider_refund_id is not null)
         or coalesce((select sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
              where t.kind = 'refund' and t.reference = 'refund:' || f.id and e.account = 'provider:refunds'), 0) <> f.amount`,
  },
  {
    name: 'payment status disagrees with its refunds',
    query: sql`select 'payment ' || p.id || ' (' || p.status || ')' as subject,
        coalesce((select sum(amount) from refunds f where f.payment_id = p.id), 0)::bigint as value
      from payments p
      where (p.status = 'refunded') <> (coalesce((select sum(amount) from refunds f where f.payment_id = p.id), 0) = p.amount)
         or (p.status = 'partially_refunded') <> (coalesce((select sum(amount) from refunds f where f.payment_id = p.id), 0)
              between 1 and p.amount - 1)`,
  },
  {
    name: 'platform fees differ from the releases’ fees',
    query: sql`select 'platform:fees' as subject,
        (coalesce((select sum(amount) from ledger_entries where account = 'platform:fees'), 0)
          - coalesce((select sum(fee) from releases), 0))::bigint as value
      where coalesce((select sum(amount) from ledger_entries where account = 'platform:fees'), 0)
         <> coalesce((select sum(fee) from releases), 0)`,
  },
  {
    name: 'release or refund of a project while a chargeback on it was open',
    query: sql`select 'chargeback ' || c.id as subject, count(*)::bigint as value
      from chargebacks c
      join (select payment_id, created_at as at from releases
            union all select payment_id, sent_at from releases where sent_at is not null
            union all select payment_id, created_at from refunds
            union all select payment_id, sent_at from refunds where sent_at is not null) moved
        on moved.payment_id = c.payment_id
      where moved.at > c.created_at and (c.closed_at is null or moved.at < c.closed_at)
      group by c.id`,
  },
  {
    name: 'provider:chargebacks differs from what disputes withdrew and reinstated',
    query: sql`select 'provider:chargebacks' as subject,
        (coalesce((select sum(amount) from ledger_entries where account = 'provider:chargebacks'), 0)
          - coalesce((select sum(withdrawn - reinstated) from chargebacks), 0))::bigint as value
      where coalesce((select sum(amount) from ledger_entries where account = 'provider:chargebacks'), 0)
         <> coalesce((select sum(withdrawn - reinstated) from chargebacks), 0)`,
  },
  {
    name: 'chargeback whose ledger entries do not match it',
    query: sql`select 'chargeback ' || c.id as subject, c.withdrawn as value from chargebacks c
      where (c.withdrawn > 0) <> exists (select 1 from ledger_transactions t
                where t.kind = 'chargeback' and t.reference = 'chargeback:' || c.id)
         or (c.reinstated > 0) <> exists (select 1 from ledger_transactions t
                where t.kind = 'reinstatement' and t.reference = 'chargeback:' || c.id)
         or coalesce((select sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
              where t.kind = 'chargeback' and t.reference = 'chargeback:' || c.id
                and e.account = 'escrow:project:' || c.project_id), 0) <> -c.held_taken`,
  },
];

export interface LedgerProblem {
  check: string;
  subject: string;
  value: number;
}

export async function checkLedger(db: Queryable): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  for (const check of CHECKS) {
    const rows = await rowsOf<{ subject: string; value: string | number }>(db, check.query);
    for (const row of rows) {
      problems.push({ check: check.name, subject: row.subject, value: Number(row.value) });
    }
  }
  return problems;
}
