/**
 * Users as operators see them (decisions.md, Operators): search, a user's page, suspension and
 * reinstatement, revoking sessions. Suspension signs the user out everywhere at once (their
 * sessions deleted in the same transaction, their sockets closed by the `sessions.ended` event on
 * every instance), and from then on: sign-in answers 403 with the reason, their projects have no
 * card (browsing, search) and are a 404 to strangers, their public profile is gone, their pending
 * bids are out of every list, and releases to them wait (docs/decisions/operators.md).
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OpsUser, OpsUserDetail, OpsUsersQuery } from '@shared/contract/ops.js';
import { OPS_MESSAGES } from '@shared/contract/ops-rules.js';
import type { Command, Query } from '../../core/domain.js';
import { forbidden, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { afterCursor, decodeCursor } from '../../core/pagination.js';
import { deleteSessions } from '../../core/sessions.js';
import type { Queryable, Transaction } from '../../db/client.js';
import {
  auditLog,
  bids,
  ledgerEntries,
  payments,
  projects,
  sessions,
  twoFactorCredentials,
  users,
  type UserRow,
} from '../../db/schema.js';
import { appendAudit, toAuditEntry, type AuditRow } from './audit.js';

/** An operator's command: the reason they wrote and the address they act from. */
export type OpsCommand<Input> = Command<Input & { reason: string; address: string | null }>;

const twoFactorOn = sql<boolean>`exists (select 1 from ${twoFactorCredentials}
  where ${twoFactorCredentials.userId} = ${users.id} and ${twoFactorCredentials.enabledAt} is not null)`;

const opsUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  isOperator: users.isOperator,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
  payoutsHeldAt: users.payoutsHeldAt,
  closedAt: users.closedAt,
  twoFactor: twoFactorOn,
  createdAt: users.createdAt,
};

type OpsUserRow = {
  id: number;
  username: string;
  email: string;
  role: string;
  isOperator: boolean;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  payoutsHeldAt: Date | null;
  closedAt: Date | null;
  twoFactor: boolean;
  createdAt: Date;
};

export function toOpsUser(row: OpsUserRow): OpsUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role as OpsUser['role'],
    isOperator: row.isOperator,
    status: row.closedAt ? 'closed' : row.suspendedAt ? 'suspended' : 'active',
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
    payoutsHeld: row.payoutsHeldAt !== null,
    twoFactor: Boolean(row.twoFactor),
    createdAt: row.createdAt.toISOString(),
  };
}

/** `%`, `_` and `\` typed by the operator match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users whose name or email contains `q` (any case), newest first; `limit + 1` rows. */
export async function searchUsers({ db, input }: Query<OpsUsersQuery, UserRow>) {
  const q = input.q?.trim();
  const conditions: (SQL | undefined)[] = [
    q
      ? or(
          sql`${users.username} ilike ${likePattern(q)}`,
          sql`${users.email} ilike ${likePattern(q)}`,
        )
      : undefined,
    input.status === 'suspended' ? isNotNull(users.suspendedAt) : undefined,
    input.status === 'active' ? isNull(users.suspendedAt) : undefined,
    afterCursor(users.createdAt, users.id, decodeCursor(input.cursor)),
  ];
  return db
    .select(opsUserColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(input.limit + 1);
}

/** A session as operators may name it: a hash of its stored id, never the id itself. */
export const sessionHandle = (sessionId: string) =>
  createHash('sha256').update(`ops ${sessionId}`).digest('base64url').slice(0, 22);

const SHOWN = 50;

export async function getOpsUser({
  db,
  input: { userId },
}: Query<{ userId: number }, UserRow>): Promise<OpsUserDetail> {
  const [user] = await db.select(opsUserColumns).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(OPS_MESSAGES.userNotFound);
  const [ownProjects, ownBids, paid, earned, payable, openSessions, audit] = await Promise.all([
    db
      .select({
        id: projects.id,
        name: projects.name,
        status: projects.status,
        hiddenAt: projects.hiddenAt,
        createdAt: projects.createdAt,
      })
      .from(projects)
      .where(eq(projects.submitterId, userId))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(SHOWN),
    db
      .select({
        id: bids.id,
        projectId: bids.projectId,
        projectName: projects.name,
        amount: bids.amount,
        status: bids.status,
        createdAt: bids.createdAt,
      })
      .from(bids)
      .innerJoin(projects, eq(projects.id, bids.projectId))
      .where(eq(bids.finisherId, userId))
      .orderBy(desc(bids.createdAt), desc(bids.id))
      .limit(SHOWN),
    paymentsOf(db, eq(projects.submitterId, userId)),
    paymentsOf(db, eq(bids.finisherId, userId)),
    db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, `developer:${userId}:payable`)),
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        secondFactorAt: sessions.secondFactorAt,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          eq(sessions.pendingSecondFactor, false),
          sql`${sessions.expiresAt} > now()`,
        ),
      )
      .orderBy(desc(sessions.createdAt)),
    db
      .select({
        id: auditLog.id,
        operatorId: auditLog.operatorId,
        operatorName: sql<
          string | null
        >`(select ${users.username} from ${users} where ${users.id} = ${auditLog.operatorId})`,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        reason: auditLog.reason,
        before: auditLog.before,
        after: auditLog.after,
        address: auditLog.address,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(SHOWN),
  ]);
  return {
    ...toOpsUser(user),
    projects: ownProjects.map((p) => ({
      id: p.id,
      name: p.name,
      status: p.status,
      hidden: p.hiddenAt !== null,
      createdAt: p.createdAt.toISOString(),
    })),
    bids: ownBids.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })),
    payments: [
      ...paid.map((p) => ({ ...p, side: 'payer' as const })),
      ...earned.map((p) => ({ ...p, side: 'payee' as const })),
    ]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .slice(0, SHOWN)
      .map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    payableCents: Number(payable[0]?.total ?? 0),
    sessions: openSessions.map((s) => ({
      handle: sessionHandle(s.id),
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      secondFactor: s.secondFactorAt !== null,
    })),
    audit: (audit as AuditRow[]).map(toAuditEntry),
  };
}

function paymentsOf(db: Queryable, whose: SQL) {
  return db
    .select({
      id: payments.id,
      projectId: projects.id,
      projectName: projects.name,
      amount: payments.amount,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(whose)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(SHOWN);
}

/** The target user's row, locked first (lock order: a user before their projects). */
async function lockTarget(tx: Transaction, actor: UserRow, userId: number) {
  if (userId === actor.id) throw forbidden(OPS_MESSAGES.notSelf);
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound(OPS_MESSAGES.userNotFound);
  return user;
}

const statusOf = (user: UserRow) => ({
  status: user.suspendedAt ? 'suspended' : 'active',
  suspensionReason: user.suspensionReason,
});

async function readOpsUser(tx: Transaction, userId: number): Promise<OpsUser> {
  const [row] = await tx.select(opsUserColumns).from(users).where(eq(users.id, userId));
  return toOpsUser(row!);
}

export async function suspendUser({
  tx,
  actor,
  input: { userId, reason, address },
}: OpsCommand<{ userId: number }>): Promise<OpsUser> {
  const user = await lockTarget(tx, actor, userId);
  if (user.isOperator) throw refuse('operator_target', OPS_MESSAGES.operatorTarget);
  if (user.suspendedAt) throw refuse('already_so', OPS_MESSAGES.alreadySuspended);
  // Rewrites the cards of their projects (trigger users_owner_cards): none is listed now.
  const [after] = await tx
    .update(users)
    .set({ suspendedAt: new Date(), suspensionReason: reason })
    .where(eq(users.id, userId))
    .returning();
  const ended = await deleteSessions(tx, userId);
  await appendAudit(tx, {
    operatorId: actor.id,
    action: 'user.suspend',
    targetType: 'user',
    targetId: userId,
    reason,
    before: statusOf(user),
    after: { ...statusOf(after!), sessionsEnded: ended },
    address,
  });
  await emit(tx, { type: 'user.suspended', data: { userId } });
  return readOpsUser(tx, userId);
}

export async function reinstateUser({
  tx,
  actor,
  input: { userId, reason, address },
}: OpsCommand<{ userId: number }>): Promise<OpsUser> {
  const user = await lockTarget(tx, actor, userId);
  if (!user.suspendedAt) throw refuse('already_so', OPS_MESSAGES.notSuspended);
  const [after] = await tx
    .update(users)
    .set({ suspendedAt: null, suspensionReason: null })
    .where(eq(users.id, userId))
    .returning();
  await appendAudit(tx, {
    operatorId: actor.id,
    action: 'user.reinstate',
    targetType: 'user',
    targetId: userId,
    reason,
    before: statusOf(user),
    after: statusOf(after!),
    address,
  });
  await emit(tx, { type: 'user.reinstated', data: { userId }, audience: [userId] });
  return readOpsUser(tx, userId);
}

/** Signs a user out of one session (by its handle) or all of them; how many ended. */
export async function revokeSessions({
  tx,
  actor,
  input: { userId, handle, reason, address },
}: OpsCommand<{ userId: number; handle?: string }>): Promise<{ ended: number }> {
  const user = await lockTarget(tx, actor, userId);
  let ended: number;
  if (handle === undefined) {
    ended = await deleteSessions(tx, userId);
  } else {
    const own = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    const match = own.find((s) => sessionHandle(s.id) === handle);
    if (!match) throw notFound(OPS_MESSAGES.sessionNotFound);
    ended = await deleteOneSession(tx, userId, match.id);
  }
  await appendAudit(tx, {
    operatorId: actor.id,
    action: 'user.sessions_revoke',
    targetType: 'user',
    targetId: user.id,
    reason,
    before: null,
    after: { sessionsEnded: ended, ...(handle && { session: handle }) },
    address,
  });
  return { ended };
}

/** One session ended and announced, as deleteSessions does for all (its sockets close). */
async function deleteOneSession(
  tx: Transaction,
  userId: number,
  sessionId: string,
): Promise<number> {
  const gone = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  if (gone.length > 0) {
    await emit(tx, { type: 'sessions.ended', data: { userId, sessionIds: [sessionId] } });
  }
  return gone.length;
}
