/**
 * Blocks (decisions.md, "Reports and blocks"; docs/decisions/safety.md): a user blocks another,
 * and from then on neither can bid on the other's projects, start a conversation with the other,
 * or send the other a message; what they already said stays readable. Blocking is private: only
 * the blocker ever reads a block, and the other side is only told, in neutral words, that
 * something cannot be done (BLOCK_MESSAGES). The bids and conversations features ask here.
 */
import { and, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Block, BlockState } from '@shared/contract/safety.js';
import { BLOCK_MESSAGES } from '@shared/contract/safety-rules.js';
import type { Command, Query } from '../../core/domain.js';
import { badRequest, notFound } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { afterCursor, decodeCursor } from '../../core/pagination.js';
import type { Queryable } from '../../db/client.js';
import { blocks, users, type UserRow } from '../../db/schema.js';

type Actor = Pick<UserRow, 'id'>;
/** A user id in SQL: a column, an expression or a value. */
type UserIdSql = SQLWrapper | number;

/** SQL: true when either user blocked the other (both ids may be columns or values). */
export function eitherBlocks(a: UserIdSql, b: UserIdSql): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${blocks}
    where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b})
       or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;
}

/** SQL: true when `blockerId` blocked `blockedId` (one way only). */
export function blockedBy(blockerId: UserIdSql, blockedId: UserIdSql): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${blocks}
    where ${blocks.blockerId} = ${blockerId} and ${blocks.blockedId} = ${blockedId})`;
}

/** Whether either of the two users blocked the other. */
export async function isBlockedBetween(db: Queryable, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The other user a block names: 400 for oneself, 404 for nobody (block, unblock and read alike). */
async function userToBlock(db: Queryable, actor: Actor, userId: number) {
  if (userId === actor.id) throw badRequest(BLOCK_MESSAGES.self, { userId: [BLOCK_MESSAGES.self] });
  const [user] = await db
    .select({ id: users.id, username: users.username, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound(BLOCK_MESSAGES.userNotFound);
  return user;
}

/**
 * Blocks a user. Blocking someone already blocked changes nothing and answers the same (a second
 * click, two tabs). Only the blocker's own screens are told (their other tabs refresh); the
 * blocked user gets no event, no notification.
 */
export async function blockUser({
  tx,
  actor,
  input,
}: Command<{ userId: number }, Actor>): Promise<Block> {
  const user = await userToBlock(tx, actor, input.userId);
  await tx
    .insert(blocks)
    .values({ blockerId: actor.id, blockedId: user.id })
    .onConflictDoNothing({ target: [blocks.blockerId, blocks.blockedId] });
  const [row] = await tx
    .select({ createdAt: blocks.createdAt })
    .from(blocks)
    .where(and(eq(blocks.blockerId, actor.id), eq(blocks.blockedId, user.id)))
    .limit(1);
  await emit(tx, { type: 'block.changed', data: { userId: user.id }, audience: [actor.id] });
  return { user, createdAt: row!.createdAt.toISOString() };
}

/** Lifts the actor's block of a user; lifting one that is not there changes nothing. */
export async function unblockUser({
  tx,
  actor,
  input,
}: Command<{ userId: number }, Actor>): Promise<void> {
  await userToBlock(tx, actor, input.userId);
  const removed = await tx
    .delete(blocks)
    .where(and(eq(blocks.blockerId, actor.id), eq(blocks.blockedId, input.userId)))
    .returning({ id: blocks.id });
  if (removed.length > 0) {
    await emit(tx, { type: 'block.changed', data: { userId: input.userId }, audience: [actor.id] });
  }
}

/** The actor's blocks, newest first; `limit + 1` rows for paging. */
export async function listBlocks({
  db,
  actor,
  input,
}: Query<{ limit: number; cursor?: string }, Actor>) {
  return db
    .select({
      id: blocks.id,
      createdAt: blocks.createdAt,
      user: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(
      and(
        eq(blocks.blockerId, actor.id),
        afterCursor(blocks.createdAt, blocks.id, decodeCursor(input.cursor)),
      ),
    )
    .orderBy(desc(blocks.createdAt), desc(blocks.id))
    .limit(input.limit + 1);
}

export const toBlock = (row: Awaited<ReturnType<typeof listBlocks>>[number]): Block => ({
  user: row.user,
  createdAt: row.createdAt.toISOString(),
});

/** Whether the actor blocked that user; never whether that user blocked the actor. */
export async function getBlockState({
  db,
  actor,
  input,
}: Query<{ userId: number }, Actor>): Promise<BlockState> {
  await userToBlock(db, actor, input.userId);
  const [row] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(and(eq(blocks.blockerId, actor.id), eq(blocks.blockedId, input.userId)))
    .limit(1);
  return { userId: input.userId, blocked: row !== undefined };
}
