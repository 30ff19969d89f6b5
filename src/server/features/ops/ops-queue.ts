/**
 * The operators' queue (decisions.md, Operators: "disputes escalated or chargebacks, reports,
 * releases held for review"), oldest first. One statement reads the four kinds as one list, each
 * arm on its own partial or small index (escalated disputes, open chargebacks, the open reports'
 * queue index, unsent releases), ordered by when the item entered the queue, then its kind and id.
 * The cursor is the last row's time and id, with the kind's rank in the third slot.
 */
import { sql } from 'drizzle-orm';
import type { QueueCounts, QueueItem, QueueKind, QueueQuery } from '@shared/contract/ops.js';
import { QUEUE_KINDS } from '@shared/contract/ops.js';
import { DISPUTE_REASON_LABELS, type DisputeReason } from '@shared/contract/disputes-rules.js';
import {
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  type ReportReason,
  type ReportTargetType,
} from '@shared/contract/safety-rules.js';
import type { Query } from '../../core/domain.js';
import { badRequest } from '../../core/errors.js';
import { decodeCursor } from '../../core/pagination.js';
import type { Queryable } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export interface QueueRow {
  kind: QueueKind;
  id: number;
  createdAt: Date;
  projectId: number | null;
  projectName: string | null;
  userId: number | null;
  username: string | null;
  amountCents: number | null;
  detail: string | null;
  detail2: string | null;
}

/** Releases held for review: not sent, to a developer whose payouts are held or who is suspended. */
const heldRelease = sql`rl.status in ('waiting_for_onboarding', 'queued')
  and (dev.payouts_held_at is not null or dev.suspended_at is not null)`;

const arms = {
  dispute: sql`select 'dispute' as kind, 0 as rank, d.id,
      coalesce((select max(e.created_at) from dispute_events e
        where e.dispute_id = d.id and e.kind = 'escalation'), d.updated_at) as at,
      p.id as project_id, p.name as project_name, o.id as user_id, o.username,
      d.held as amount, d.reason as detail, null as detail2
    from disputes d join projects p on p.id = d.project_id join users o on o.id = d.owner_id
    where d.state = 'escalated'`,
  chargeback: sql`select 'chargeback', 1, c.id, c.created_at, p.id, p.name, o.id, o.username,
      c.amount, c.reason, null
    from chargebacks c join projects p on p.id = c.project_id join users o on o.id = p.submitter_id
    where c.status = 'open'`,
  report: sql`select 'report', 2, r.id, r.created_at, p.id, p.name, tu.id, tu.username,
      null, r.reason, r.target_type
    from reports r
    left join users tu on tu.id = r.target_user_id
    left join bids rb on r.target_type = 'bid' and rb.id = r.target_id
    left join projects p on p.id = case r.target_type when 'project' then r.target_id
      when 'bid' then rb.project_id end
    where r.status = 'open'`,
  release: sql`select 'release', 3, rl.id, rl.created_at, p.id, p.name, dev.id, dev.username,
      rl.gross, case when dev.suspended_at is not null then 'suspended' else 'payouts_held' end,
      null
    from releases rl join users dev on dev.id = rl.developer_id
    join payments pm on pm.id = rl.payment_id join bids b on b.id = pm.bid_id
    join projects p on p.id = b.project_id
    where ${heldRelease}`,
} satisfies Record<QueueKind, unknown>;

interface RawRow {
  kind: QueueKind;
  id: number;
  at: Date | string;
  project_id: number | null;
  project_name: string | null;
  user_id: number | null;
  username: string | null;
  amount: number | string | null;
  detail: string | null;
  detail2: string | null;
}

/** The queue's cursor: the last row's time and id (core/pagination), and its kind's rank. */
function decodeQueueCursor(raw: string | undefined) {
  const cursor = decodeCursor(raw);
  if (!cursor || !raw) return null;
  const rank = (JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[])[2] ?? 0;
  if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 0 || rank > 3) {
    throw badRequest('Invalid cursor');
  }
  return { ...cursor, rank };
}

export function encodeQueueCursor(row: QueueRow): string {
  return Buffer.from(
    JSON.stringify([row.createdAt.toISOString(), row.id, QUEUE_KINDS.indexOf(row.kind)]),
  ).toString('base64url');
}

export async function listQueue({ db, input }: Query<QueueQuery, unknown>): Promise<QueueRow[]> {
  const cursor = decodeQueueCursor(input.cursor);
  const chosen = input.kind ? [arms[input.kind]] : Object.values(arms);
  const union = sql.join(chosen, sql` union all `);
  const after = cursor
    ? sql`where (q.at, q.rank, q.id) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.rank}, ${cursor.id})`
    : sql``;
  const rows = await rowsOf<RawRow>(
    db,
    sql`select q.kind, q.id, q.at, q.project_id,
      q.project_name, q.user_id, q.username, q.amount, q.detail, q.detail2
    from (${union}) as q(kind, rank, id, at, project_id, project_name, user_id, username,
      amount, detail, detail2)
    ${after}
    order by q.at, q.rank, q.id
    limit ${input.limit + 1}`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    createdAt: new Date(row.at),
    projectId: row.project_id === null ? null : Number(row.project_id),
    projectName: row.project_name,
    userId: row.user_id === null ? null : Number(row.user_id),
    username: row.username,
    amountCents: row.amount === null ? null : Number(row.amount),
    detail: row.detail,
    detail2: row.detail2,
  }));
}

export function toQueueItem(row: QueueRow): QueueItem {
  return {
    kind: row.kind,
    id: row.id,
    at: row.createdAt.toISOString(),
    projectId: row.projectId,
    projectName: row.projectName,
    userId: row.userId,
    username: row.username,
    amountCents: row.amountCents,
    summary: summaryOf(row),
  };
}

function summaryOf(row: QueueRow): string {
  switch (row.kind) {
    case 'dispute':
      return `Escalated dispute: ${DISPUTE_REASON_LABELS[row.detail as DisputeReason] ?? row.detail}`;
    case 'chargeback':
      return row.detail ? `Chargeback: ${row.detail.replaceAll('_', ' ')}` : 'Chargeback';
    case 'report': {
      const reason = REPORT_REASON_LABELS[row.detail as ReportReason]?.label ?? row.detail;
      return `${reason}: reported ${REPORT_TARGET_LABELS[row.detail2 as ReportTargetType]}`;
    }
    case 'release':
      return row.detail === 'suspended'
        ? 'Release waiting: the developer is suspended'
        : "Release waiting: the developer's payouts are held";
  }
}

/** How many of each kind wait (the console's navigation). */
export async function countQueue(db: Queryable): Promise<QueueCounts> {
  const [row] = await rowsOf<Record<string, number | string>>(
    db,
    sql`select
    (select count(*) from disputes where state = 'escalated') as disputes,
    (select count(*) from chargebacks where status = 'open') as chargebacks,
    (select count(*) from reports where status = 'open') as reports,
    (select count(*) from releases rl join users dev on dev.id = rl.developer_id
      where ${heldRelease}) as releases`,
  );
  const counts = {
    disputes: Number(row!.disputes),
    chargebacks: Number(row!.chargebacks),
    reports: Number(row!.reports),
    releases: Number(row!.releases),
  };
  return {
    ...counts,
    total: counts.disputes + counts.chargebacks + counts.reports + counts.releases,
  };
}
