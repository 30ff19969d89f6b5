/**
 * A dispute's and a chargeback's whole record, as an operator decides the one and answers the
 * provider about the other (decisions.md, Held money: "acceptance, payment, deliveries, approvals,
 * messages' times"; Operators): the project, the accepted bid, the payment and what left it, the
 * milestones, the deliveries with what was read of their code (features/delivery-evidence: the
 * diff, the flags, the checks, staleness) and the bid's conversation (the latest MESSAGES_SHOWN
 * messages).
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OpsCaseRecord, OpsChargeback, OpsDispute } from '@shared/contract/ops.js';
import { OPS_MESSAGES } from '@shared/contract/ops-rules.js';
import type { Query } from '../../core/domain.js';
import { notFound } from '../../core/errors.js';
import type { Queryable } from '../../db/client.js';
import {
  bids,
  chargebacks,
  conversationChannels,
  conversationThreads,
  deliveries,
  disputes,
  messages,
  milestones,
  payments,
  projects,
  refunds,
  releases,
  users,
} from '../../db/schema.js';
import { evidenceOfDeliveries } from '../delivery-evidence/index.js';
import { getDispute } from '../disputes/index.js';
import { clawbackStateOf } from './ops-payments.js';

/** Messages of the bid's conversation a record shows (the latest; the total is given). */
export const MESSAGES_SHOWN = 200;

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function caseRecord(db: Queryable, paymentId: number): Promise<OpsCaseRecord> {
  const [row] = await db
    .select({ payment: payments, bid: bids, project: projects })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(eq(payments.id, paymentId));
  if (!row) throw notFound(OPS_MESSAGES.paymentNotFound);
  const { payment, bid, project } = row;

  const [moved] = await db
    .select({
      released: sql<string>`(select coalesce(sum(${releases.gross}), 0) from ${releases}
        where ${releases.paymentId} = ${payment.id})`,
      refunded: sql<string>`(select coalesce(sum(${refunds.amount}), 0) from ${refunds}
        where ${refunds.paymentId} = ${payment.id})`,
    })
    .from(sql`(values (1)) as one(x)`);
  const milestoneRows = await db
    .select()
    .from(milestones)
    .where(eq(milestones.projectId, project.id))
    .orderBy(asc(milestones.createdAt), asc(milestones.id))
    .limit(100);
  const deliveryRows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.projectId, project.id))
    .orderBy(asc(deliveries.createdAt), asc(deliveries.id))
    .limit(100);
  const evidence = await evidenceOfDeliveries(
    db,
    deliveryRows.map((d) => d.id),
  );

  const [channel] = await db
    .select({ id: conversationChannels.id, creatorId: conversationChannels.creatorId })
    .from(conversationChannels)
    .where(eq(conversationChannels.bidId, bid.id));
  let messageRows: { id: number; senderId: number; content: string; createdAt: Date }[] = [];
  let messagesTotal = 0;
  if (channel) {
    const threadIds = db
      .select({ id: conversationThreads.id })
      .from(conversationThreads)
      .where(eq(conversationThreads.channelId, channel.id));
    messageRows = await db
      .select({
        id: messages.id,
        senderId: messages.senderId,
        content: messages.content,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(inArray(messages.threadId, threadIds))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(MESSAGES_SHOWN);
    const [count] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(messages)
      .where(inArray(messages.threadId, threadIds));
    messagesTotal = Number(count?.count ?? 0);
  }

  return {
    project: {
      id: project.id,
      name: project.name,
      description: project.description,
      status: project.status,
      budget: project.budget,
      timeframe: project.timeframe,
      createdAt: project.createdAt.toISOString(),
    },
    bid: {
      id: bid.id,
      amount: bid.amount,
      timeline: bid.timeline,
      message: bid.message,
      status: bid.status,
      createdAt: bid.createdAt.toISOString(),
    },
    payment: {
      id: payment.id,
      amount: payment.amount,
      platformFee: payment.platformFee,
      developerAmount: payment.developerAmount,
      status: payment.status,
      provider: payment.provider,
      createdAt: payment.createdAt.toISOString(),
      releasedCents: Number(moved?.released ?? 0),
      refundedCents: Number(moved?.refunded ?? 0),
    },
    milestones: milestoneRows.map((m) => ({
      id: m.id,
      title: m.title,
      amount: m.amount,
      status: m.status,
      completedAt: iso(m.completedAt),
      approvedAt: iso(m.approvedAt),
      approvedAutomatically: m.approvedAutomatically,
    })),
    deliveries: deliveryRows.map((d) => ({
      id: d.id,
      message: d.message,
      link: d.link,
      status: d.status,
      changesNote: d.changesNote,
      respondedAt: iso(d.respondedAt),
      approvedAutomatically: d.approvedAutomatically,
      createdAt: d.createdAt.toISOString(),
      repository: d.repository,
      ref: d.ref,
      evidence: evidence.get(d.id) ?? null,
    })),
    messages: messageRows.reverse().map((m) => ({
      id: m.id,
      side: m.senderId === project.submitterId ? ('owner' as const) : ('developer' as const),
      content: m.content,
      createdAt: m.createdAt.toISOString(),
    })),
    messagesTotal,
  };
}

/** GET /api/ops/disputes/{id}: the record the parties see, and the case around it. */
export async function getOpsDispute({
  db,
  actor,
  input,
}: Query<{ disputeId: number }, { id: number }>): Promise<OpsDispute> {
  const dispute = await getDispute(db, {
    disputeId: input.disputeId,
    viewerId: actor.id,
    operator: true,
  });
  const [row] = await db
    .select({ paymentId: disputes.paymentId })
    .from(disputes)
    .where(eq(disputes.id, dispute.id));
  return { dispute, record: await caseRecord(db, row!.paymentId) };
}

const owners = alias(users, 'owner');
const developers = alias(users, 'developer');

/** GET /api/ops/chargebacks/{id}: the chargeback and the evidence the provider asks for. */
export async function getOpsChargeback({
  db,
  input,
}: Query<{ chargebackId: number }, unknown>): Promise<OpsChargeback> {
  const [row] = await db
    .select({
      chargeback: chargebacks,
      owner: { id: owners.id, username: owners.username, email: owners.email },
      developer: { id: developers.id, username: developers.username },
    })
    .from(chargebacks)
    .innerJoin(payments, eq(payments.id, chargebacks.paymentId))
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .innerJoin(owners, eq(owners.id, projects.submitterId))
    .innerJoin(developers, eq(developers.id, bids.finisherId))
    .where(eq(chargebacks.id, input.chargebackId));
  if (!row) throw notFound(OPS_MESSAGES.chargebackNotFound);
  const c = row.chargeback;
  return {
    id: c.id,
    provider: c.provider,
    externalId: c.externalId,
    status: c.status,
    reason: c.reason,
    amount: c.amount,
    withdrawn: c.withdrawn,
    fee: c.fee,
    heldTaken: c.heldTaken,
    reinstated: c.reinstated,
    createdAt: c.createdAt.toISOString(),
    closedAt: iso(c.closedAt),
    owner: row.owner,
    developer: row.developer,
    clawback: await clawbackStateOf(db, c, row.developer.id),
    record: await caseRecord(db, c.paymentId),
  };
}
