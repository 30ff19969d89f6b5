/**
 * A dispute's whole record (decisions.md, Held money: "proposals, messages, evidence,
 * deadlines"), for its two parties (and operators); anyone else gets 404.
 */
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Dispute, DisputeSummary, MyDispute } from '@shared/contract/disputes.js';
import { DISPUTE_LIMITS, DISPUTE_MESSAGES } from '@shared/contract/disputes-rules.js';
import { isOpenDispute, OPEN_DISPUTE_STATES } from '@shared/lifecycle.js';
import type { Queryable } from '../../db/client.js';
import {
  disputeEvents,
  disputeFiles,
  disputes,
  payments,
  projects,
  users,
} from '../../db/schema.js';
import { notFound } from '../../core/errors.js';
import { releasedBefore } from '../payments/index.js';

const owners = alias(users, 'owners');
const developers = alias(users, 'developers');

export async function getDispute(
  db: Queryable,
  input: { disputeId: number; viewerId: number; operator?: boolean },
): Promise<Dispute> {
  const [row] = await db
    .select({
      dispute: disputes,
      projectName: projects.name,
      ownerName: owners.username,
      developerName: developers.username,
      amount: payments.amount,
      developerAmount: payments.developerAmount,
    })
    .from(disputes)
    .innerJoin(projects, eq(projects.id, disputes.projectId))
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .innerJoin(owners, eq(owners.id, disputes.ownerId))
    .innerJoin(developers, eq(developers.id, disputes.developerId))
    .where(eq(disputes.id, input.disputeId));
  const dispute = row?.dispute;
  const viewerSide =
    dispute?.ownerId === input.viewerId
      ? 'owner'
      : dispute?.developerId === input.viewerId
        ? 'developer'
        : input.operator
          ? 'operator'
          : null;
  if (!row || !dispute || !viewerSide) throw notFound(DISPUTE_MESSAGES.notFound);

  const events = await db
    .select({
      event: disputeEvents,
      file: {
        id: disputeFiles.id,
        filename: disputeFiles.filename,
        contentType: disputeFiles.contentType,
        size: disputeFiles.size,
      },
    })
    .from(disputeEvents)
    .leftJoin(disputeFiles, eq(disputeFiles.id, disputeEvents.fileId))
    .where(eq(disputeEvents.disputeId, dispute.id))
    .orderBy(asc(disputeEvents.id));

  const sideOf = (userId: number | null) =>
    userId === null
      ? ('system' as const)
      : userId === dispute.ownerId
        ? ('owner' as const)
        : userId === dispute.developerId
          ? ('developer' as const)
          : ('operator' as const);
  const open = isOpenDispute(dispute.state);
  const isParty = viewerSide !== 'operator';
  return {
    id: dispute.id,
    projectId: dispute.projectId,
    projectName: row.projectName,
    submitterId: dispute.ownerId,
    ownerId: dispute.ownerId,
    ownerName: row.ownerName,
    finisherId: dispute.developerId,
    developerId: dispute.developerId,
    developerName: row.developerName,
    openedBy: dispute.openedBy === dispute.ownerId ? 'owner' : 'developer',
    reason: dispute.reason,
    status: dispute.state,
    state: dispute.state,
    held: dispute.held,
    amount: row.amount,
    developerAmount: row.developerAmount,
    releasedBefore: await releasedBefore(db, dispute.paymentId, dispute.createdAt),
    proposedRelease: dispute.proposedRelease,
    proposedBy: dispute.proposedBy === dispute.ownerId ? 'owner' : 'developer',
    viewerSide,
    canAnswer: isParty && open && dispute.proposedBy !== input.viewerId,
    canEscalate: isParty && open && dispute.state !== 'escalated',
    deadline: dispute.deadline?.toISOString() ?? null,
    release: dispute.release,
    decisionReason: dispute.decisionReason,
    closedAt: dispute.closedAt?.toISOString() ?? null,
    createdAt: dispute.createdAt.toISOString(),
    events: events.map(({ event, file }) => ({
      id: event.id,
      kind: event.kind,
      actor: sideOf(event.actorId),
      proposedRelease: event.proposedRelease,
      message: event.message,
      link: event.link,
      file: file?.id ? file : null,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

/** A project's disputes, newest first, for its two parties (the project page links to them). */
export async function listProjectDisputes(
  db: Queryable,
  input: { projectId: number; viewerId: number },
): Promise<DisputeSummary[]> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, input.projectId))
    .limit(1);
  if (!project) throw notFound(DISPUTE_MESSAGES.projectNotFound);
  const rows = await db
    .select()
    .from(disputes)
    .where(eq(disputes.projectId, input.projectId))
    .orderBy(desc(disputes.id))
    .limit(DISPUTE_LIMITS.projectListMax);
  return rows
    .filter((d) => d.ownerId === input.viewerId || d.developerId === input.viewerId)
    .map((d) => ({
      id: d.id,
      projectId: d.projectId,
      status: d.state,
      state: d.state,
      held: d.held,
      proposedRelease: d.proposedRelease,
      release: d.release,
      deadline: d.deadline?.toISOString() ?? null,
      createdAt: d.createdAt.toISOString(),
    }));
}

/**
 * The viewer's open disputes, on either side, newest first (the dashboards' card): at most
 * DISPUTE_LIMITS.openListMax, read through disputes_owner_idx and disputes_developer_idx.
 */
export async function listMyOpenDisputes(
  db: Queryable,
  input: { viewerId: number },
): Promise<MyDispute[]> {
  const rows = await db
    .select({ dispute: disputes, projectName: projects.name })
    .from(disputes)
    .innerJoin(projects, eq(projects.id, disputes.projectId))
    .where(
      and(
        or(eq(disputes.ownerId, input.viewerId), eq(disputes.developerId, input.viewerId)),
        inArray(disputes.state, [...OPEN_DISPUTE_STATES]),
      ),
    )
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(DISPUTE_LIMITS.openListMax);
  return rows.map(({ dispute: d, projectName }) => ({
    id: d.id,
    projectId: d.projectId,
    projectName,
    status: d.state,
    state: d.state,
    held: d.held,
    proposedRelease: d.proposedRelease,
    release: d.release,
    deadline: d.deadline?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    viewerSide: d.ownerId === input.viewerId ? 'owner' : 'developer',
    canAnswer: d.proposedBy !== input.viewerId,
  }));
}
