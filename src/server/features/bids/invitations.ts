import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Invitation } from '@shared/contract/bids.js';
import { BID_ERRORS } from '@shared/contract/bids-rules.js';
import { BLOCK_MESSAGES } from '@shared/contract/safety-rules.js';
import { isOpenForBids } from '@shared/lifecycle.js';
import type { Command, Query } from '../../core/domain.js';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { afterCursor, type CreatedAtCursor } from '../../core/pagination.js';
import { bids, invitations, projects, users, type UserRow } from '../../db/schema.js';
import { lockVisibleProject } from '../projects/index.js';
import { isBlockedBetween } from '../safety/index.js';

/**
 * The owner of an open project invites a developer to bid on it, with an optional note; the
 * developer is notified. One invitation per developer and project (the unique index answers a
 * repeat, also two at once, with 409).
 */
export async function inviteToBid({
  tx,
  actor,
  input,
}: Command<{ projectId: number; username: string; note: string | null }>): Promise<Invitation> {
  const project = await lockVisibleProject(tx, input.projectId, actor.id);
  if (!project) throw notFound(BID_ERRORS.projectNotFound);
  if (project.submitterId !== actor.id) throw forbidden(BID_ERRORS.ownerOnlyInvite);
  if (!isOpenForBids(project.status)) throw refuse('project_not_open', BID_ERRORS.notAcceptingBids);

  const [developer] = await tx
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(eq(users.username, input.username));
  if (!developer) throw notFound(BID_ERRORS.developerNotFound);
  if (developer.id === actor.id)
    throw badRequest(BID_ERRORS.inviteSelf, { username: [BID_ERRORS.inviteSelf] });
  if (developer.role !== 'developer')
    throw badRequest(BID_ERRORS.inviteDevelopersOnly, {
      username: [BID_ERRORS.inviteDevelopersOnly],
    });
  // A block either way ends invitations between the two, in words that do not say who blocked.
  if (await isBlockedBetween(tx, actor.id, developer.id))
    throw forbidden(BLOCK_MESSAGES.cannotInvite);
  const [bid] = await tx
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.projectId, project.id), eq(bids.finisherId, developer.id)));
  if (bid) throw refuse('already_bid', BID_ERRORS.alreadyBidInvite);

  const [invitation] = await tx
    .insert(invitations)
    .values({ projectId: project.id, developerId: developer.id, note: input.note })
    .onConflictDoNothing()
    .returning();
  if (!invitation) throw refuse('already_invited', BID_ERRORS.alreadyInvited);

  await emit(tx, {
    type: 'invitation.created',
    data: { projectId: project.id, invitationId: invitation.id },
    audience: [developer.id],
    notify: [
      {
        userId: developer.id,
        type: 'project',
        title: 'Invitation to bid',
        content: input.note
          ? `${actor.username} invited you to bid on "${project.name}": ${input.note}`
          : `${actor.username} invited you to bid on "${project.name}".`,
        relatedId: project.id,
      },
    ],
  });
  return {
    id: invitation.id,
    note: invitation.note,
    createdAt: invitation.createdAt.toISOString(),
    developerUsername: developer.username,
    ownerUsername: actor.username,
    project: { id: project.id, name: project.name, status: project.status },
    hasBid: false,
  };
}

export interface InvitationListRow {
  id: number;
  createdAt: Date;
  invitation: Invitation;
}

const owners = alias(users, 'owners');

/** The developer's invitations, newest first, each with its project and whether they bid since. */
export async function listInvitations({
  db,
  actor,
  input,
}: Query<{ limit: number; cursor: CreatedAtCursor | null }, UserRow>): Promise<
  InvitationListRow[]
> {
  const rows = await db
    .select({
      id: invitations.id,
      createdAt: invitations.createdAt,
      note: invitations.note,
      project: { id: projects.id, name: projects.name, status: projects.status },
      ownerUsername: owners.username,
      hasBid: sql<boolean>`exists (
        select 1 from ${bids}
        where ${bids.projectId} = ${invitations.projectId} and ${bids.finisherId} = ${actor.id}
      )`,
    })
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .innerJoin(owners, eq(owners.id, projects.submitterId))
    .where(
      and(
        eq(invitations.developerId, actor.id),
        afterCursor(invitations.createdAt, invitations.id, input.cursor),
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(input.limit + 1);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    invitation: {
      id: row.id,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      developerUsername: actor.username,
      ownerUsername: row.ownerUsername,
      project: row.project,
      hasBid: row.hasBid,
    },
  }));
}
