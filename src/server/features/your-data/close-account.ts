/**
 * Closing an account (docs/decisions/your-data.md), by its holder or by an operator on request,
 * under the same rules. Refused, changing nothing, while money or a decision still depends on
 * the account; otherwise one transaction signs it out everywhere, cancels what it had open,
 * removes what only it used, and anonymizes the rest: what others and the ledger point at stays,
 * shown as from "a closed account".
 */
import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import {
  BID_LIFECYCLE,
  CLOSED_PROJECT_STATUSES,
  OPEN_DISPUTE_STATES,
  OPEN_FOR_BIDS,
} from '@shared/lifecycle.js';
import {
  CLOSE_BLOCKERS,
  CLOSE_MESSAGES,
  CLOSED_ACCOUNT_NAME,
  type CloseBlocker,
} from '@shared/contract/your-data-rules.js';
import type { Transaction } from '../../db/client.js';
import { statusList } from '../../db/status-list.js';
import {
  blocks,
  bids,
  dataExports,
  emailOptOuts,
  invitations,
  mailOutbox,
  notifications,
  passwordResetTokens,
  projects,
  recoveryCodes,
  savedSearches,
  twoFactorCredentials,
  users,
  type UserRow,
} from '../../db/schema.js';
import { notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { inStatusFor, statusAfter } from '../../core/lifecycle.js';
import { closedAccountEmail, suppress } from '../../core/mail/suppressions.js';
import { lockProject } from '../../core/row-locks.js';
import { deleteSessions } from '../../core/sessions.js';
import { updateProjectStatus } from '../projects/index.js';

/** What the caller removes from storage once the transaction committed. */
export interface ClosedAccount {
  userId: number;
  files: string[];
}

/**
 * Locks the account, then every project it is a party to or has a pending bid on (the lock
 * order of core/row-locks.ts: a user before projects), so that no payment, release, dispute
 * answer or acceptance of theirs can move while this decides; refuses while one is unfinished.
 * Returns the locked row.
 */
export async function lockClosable(tx: Transaction, userId: number): Promise<UserRow> {
  // NO KEY UPDATE, as lockUser: a money step holding one of their projects may still insert
  // rows that point at the user (a key-share lock) and commit, instead of deadlocking with us.
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  if (!user || user.closedAt) throw notFound(CLOSE_MESSAGES.alreadyClosed);
  if (user.isOperator) throw refuse('operator_target', CLOSE_MESSAGES.operatorTarget);

  const touched = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        notInArray(projects.status, [...CLOSED_PROJECT_STATUSES]),
        or(
          eq(projects.submitterId, userId),
          eq(projects.finisherId, userId),
          sql`exists (select 1 from ${bids} where ${bids.projectId} = ${projects.id}
            and ${bids.finisherId} = ${userId} and ${bids.status} = 'pending')`,
        ),
      ),
    )
    .orderBy(projects.id);
  for (const { id } of touched) await lockProject(tx, id);

  const blockers = await closeBlockers(tx, userId);
  if (blockers.length > 0) {
    throw refuse('account_not_closable', CLOSE_BLOCKERS[blockers[0]!], {
      blockers: blockers.map((blocker) => CLOSE_BLOCKERS[blocker]),
    });
  }
  return user;
}

/** Why the account cannot close yet, most pressing first; empty when it can. */
export async function closeBlockers(tx: Transaction, userId: number): Promise<CloseBlocker[]> {
  // Plain SQL with aliases: Drizzle leaves columns unqualified in a one-table select.
  const party = sql`(p.submitter_id = ${userId} or p.finisher_id = ${userId})`;
  const [row] = await tx
    .select({
      acceptedBid: sql<boolean>`exists (select 1 from projects p where ${party}
        and p.status = 'in_progress')`,
      moneyHeld: sql<boolean>`exists (select 1 from projects p where ${party}
        and p.status = 'paid')`,
      openDispute: sql<boolean>`exists (select 1 from disputes d
        where (d.owner_id = ${userId} or d.developer_id = ${userId})
        and d.state in (${statusList(OPEN_DISPUTE_STATES)}))`,
      openChargeback: sql<boolean>`exists (select 1 from chargebacks c
        join projects p on p.id = c.project_id where ${party} and c.status = 'open')`,
      payoutPending: sql<boolean>`(exists (select 1 from releases r
        where r.developer_id = ${userId} and r.status not in ('sent', 'settled'))
        or exists (select 1 from refunds f join payments pm on pm.id = f.payment_id
        join bids b on b.id = pm.bid_id join projects p on p.id = b.project_id
        where p.submitter_id = ${userId} and f.status <> 'sent'))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return (Object.keys(CLOSE_BLOCKERS) as CloseBlocker[]).filter((blocker) => row?.[blocker]);
}

/**
 * Closes the account `lockClosable` locked and let through: in the caller's transaction, so it
 * all commits or none of it does.
 */
export async function closeLockedAccount(
  tx: Transaction,
  user: UserRow,
  options: { disputeResponseMs: number },
): Promise<ClosedAccount> {
  const files: (string | null)[] = [user.avatarUrl];

  // Their open projects are cancelled as the owner's cancel does it: bidders are told.
  const open = await tx
    .select({ id: projects.id, imageUrl: projects.imageUrl, thumbnailUrl: projects.thumbnailUrl })
    .from(projects)
    .where(
      and(
        eq(projects.submitterId, user.id),
        or(inArray(projects.status, [...OPEN_FOR_BIDS]), eq(projects.status, 'paused')),
      ),
    );
  for (const project of open) {
    await updateProjectStatus({
      tx,
      actor: user,
      input: {
        projectId: project.id,
        status: 'cancelled',
        disputeResponseMs: options.disputeResponseMs,
      },
    });
    files.push(project.imageUrl, project.thumbnailUrl);
  }
  if (open.length > 0) {
    await tx
      .update(projects)
      .set({ imageUrl: null, thumbnailUrl: null })
      .where(
        inArray(
          projects.id,
          open.map((p) => p.id),
        ),
      );
  }

  // Their pending bids are withdrawn; each project's owner is told.
  const withdrawn = await tx
    .update(bids)
    .set({ status: statusAfter(BID_LIFECYCLE, 'reject') })
    .where(and(eq(bids.finisherId, user.id), inStatusFor(bids.status, BID_LIFECYCLE, 'reject')))
    .returning({ projectId: bids.projectId });
  const owners = withdrawn.length
    ? await tx
        .select({ id: projects.id, name: projects.name, submitterId: projects.submitterId })
        .from(projects)
        .where(
          inArray(
            projects.id,
            withdrawn.map((b) => b.projectId),
          ),
        )
    : [];

  // What only they used goes: sign-in, second factor, searches, invitations, preferences,
  // their own notifications, exports and kept mail, their blocks.
  await deleteSessions(tx, user.id);
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await tx.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, user.id));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  await tx.delete(savedSearches).where(eq(savedSearches.userId, user.id));
  await tx
    .delete(invitations)
    .where(
      or(
        eq(invitations.developerId, user.id),
        inArray(
          invitations.projectId,
          tx.select({ id: projects.id }).from(projects).where(eq(projects.submitterId, user.id)),
        ),
      ),
    );
  await tx.delete(emailOptOuts).where(eq(emailOptOuts.userId, user.id));
  await tx.delete(notifications).where(eq(notifications.userId, user.id));
  await tx.delete(dataExports).where(eq(dataExports.userId, user.id));
  await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
  await tx.delete(blocks).where(or(eq(blocks.blockerId, user.id), eq(blocks.blockedId, user.id)));

  // Others' notifications named them ("ada bid $500…"): they now name a closed account.
  await renameInNotifications(tx, user);

  await suppress(tx, user.email);
  await tx
    .update(users)
    .set({
      username: CLOSED_ACCOUNT_NAME,
      email: closedAccountEmail(user.id),
      // No argon2 hash: verifying any password against it fails.
      passwordHash: 'closed',
      avatarUrl: null,
      bio: null,
      location: null,
      website: null,
      githubUrl: null,
      linkedinUrl: null,
      twitterUrl: null,
      skills: [],
      hourlyRate: null,
      yearsOfExperience: null,
      languages: [],
      frameworks: [],
      githubProjects: [],
      available: false,
      closedAt: new Date(),
    })
    .where(and(eq(users.id, user.id), isNull(users.closedAt)));

  // The name changed on their projects, bids, messages and reviews, which instances may hold.
  await emit(tx, {
    type: 'user.renamed',
    data: { userId: user.id },
    notify: owners
      .filter((project) => project.submitterId !== user.id)
      .map((project) => ({
        userId: project.submitterId,
        type: 'bid' as const,
        title: 'Bid withdrawn',
        content: `A bid on "${project.name}" was withdrawn: its developer closed their account.`,
        relatedId: project.id,
      })),
  });
  return { userId: user.id, files: files.filter((file): file is string => file !== null) };
}

/** `ada` as a whole word (not inside `adam`), in notifications other users hold. */
async function renameInNotifications(tx: Transaction, user: UserRow) {
  const name = user.username.replace(/[.\\]/g, (c) => `\\${c}`);
  const pattern = `(^|[^A-Za-z0-9_.-])${name}(?![A-Za-z0-9_-])`;
  const replacement = `\\1${CLOSED_ACCOUNT_NAME}`;
  await tx
    .update(notifications)
    .set({
      title: sql`regexp_replace(${notifications.title}, ${pattern}, ${replacement}, 'g')`,
      content: sql`regexp_replace(${notifications.content}, ${pattern}, ${replacement}, 'g')`,
    })
    .where(
      and(
        ne(notifications.userId, user.id),
        or(
          sql`strpos(${notifications.title}, ${user.username}) > 0`,
          sql`strpos(${notifications.content}, ${user.username}) > 0`,
        ),
      ),
    );
}
