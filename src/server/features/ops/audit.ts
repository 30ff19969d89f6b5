/**
 * The audit log (decisions.md, Operators): one entry per operator action, appended in the same
 * transaction as the change it records, so a change without its entry cannot commit. The database
 * refuses UPDATE, DELETE and TRUNCATE on the table (trigger audit_log_append_only, migration 0015).
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '@shared/contract/ops.js';
import type { AuditAction, AuditTargetType } from '@shared/contract/ops-rules.js';
import { afterCursor, decodeCursor } from '../../core/pagination.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';

export interface AuditRecord {
  /** null: the server's command line (`npm run operator`). */
  operatorId: number | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number;
  reason: string;
  before: unknown;
  after: unknown;
  /** The operator's client address; null on the command line. */
  address: string | null;
}

export async function appendAudit(tx: Transaction, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    ...record,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

type AuditFilters = Omit<AuditQuery, 'limit' | 'cursor'>;

function conditions(filters: AuditFilters): (SQL | undefined)[] {
  return [
    filters.operatorId === undefined ? undefined : eq(auditLog.operatorId, filters.operatorId),
    filters.targetType === undefined ? undefined : eq(auditLog.targetType, filters.targetType),
    filters.targetId === undefined ? undefined : eq(auditLog.targetId, filters.targetId),
    filters.action === undefined ? undefined : eq(auditLog.action, filters.action),
  ];
}

const columns = {
  id: auditLog.id,
  operatorId: auditLog.operatorId,
  operatorName: users.username,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  reason: auditLog.reason,
  before: auditLog.before,
  after: auditLog.after,
  address: auditLog.address,
  createdAt: auditLog.createdAt,
};

export type AuditRow = {
  id: number;
  operatorId: number | null;
  operatorName: string | null;
  action: string;
  targetType: string;
  targetId: number;
  reason: string;
  before: unknown;
  after: unknown;
  address: string | null;
  createdAt: Date;
};

/** Entries newest first, filtered; `limit + 1` rows for sendPage. */
export async function listAudit(
  db: Queryable,
  query: AuditFilters & { limit: number; cursor?: string },
): Promise<AuditRow[]> {
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.operatorId))
    .where(
      and(
        ...conditions(query),
        afterCursor(auditLog.createdAt, auditLog.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    ...row,
    action: row.action as AuditEntry['action'],
    targetType: row.targetType as AuditEntry['targetType'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many entries one CSV export holds at most (newest first). */
export const CSV_MAX_ROWS = 50_000;

const CSV_COLUMNS = [
  'id',
  'created_at',
  'operator_id',
  'operator',
  'action',
  'target_type',
  'target_id',
  'reason',
  'before',
  'after',
  'address',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe: a reason is written by an operator, but quotes a user's words.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function auditCsv(db: Queryable, filters: AuditFilters): Promise<string> {
  const rows = await listAudit(db, { ...filters, limit: CSV_MAX_ROWS - 1 });
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.id,
        row.createdAt.toISOString(),
        row.operatorId,
        row.operatorName,
        row.action,
        row.targetType,
        row.targetId,
        row.reason,
        row.before,
        row.after,
        row.address,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
