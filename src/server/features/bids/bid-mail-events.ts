/**
 * Which bid events mail whom (docs/decisions/email.md): a new bid to the owner (`new_bid`), an
 * accepted bid to the chosen developer and to the others (`bid_decision`). Registered with the
 * email feature when the bids feature starts; rendered from the bid as it is when the job runs.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.js';
import { bids, projects, users } from '../../db/schema.js';
import type { ActivityMailContext } from '../email/index.js';
import { bidAcceptedMail, bidNotChosenMail, newBidMail } from './bid-mail.js';

const cents = (dollars: number) => dollars * 100;

const base = (context: ActivityMailContext) => ({
  siteUrl: context.siteUrl,
  recipientName: context.recipient.username,
  unsubscribeUrl: context.unsubscribeUrl,
});

async function projectWithOwner(db: Queryable, projectId: number) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, ownerName: users.username })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .where(eq(projects.id, projectId));
  return row ?? null;
}

export function registerBidMail(app: FastifyInstance) {
  app.email.activityMail('bid.created', {
    category: 'new_bid',
    async render(context, data) {
      const [bid] = await context.db
        .select({
          amount: bids.amount,
          timeline: bids.timeline,
          message: bids.message,
          developerName: users.username,
          projectTitle: projects.name,
        })
        .from(bids)
        .innerJoin(users, eq(users.id, bids.finisherId))
        .innerJoin(projects, eq(projects.id, bids.projectId))
        .where(eq(bids.id, data.bidId));
      if (!bid) return null;
      return newBidMail({
        ...base(context),
        projectId: data.projectId,
        projectTitle: bid.projectTitle,
        developerName: bid.developerName,
        amountCents: cents(bid.amount),
        timelineDays: bid.timeline,
        message: bid.message,
      });
    },
  });

  app.email.activityMail('bid.accepted', {
    category: 'bid_decision',
    async render(context, data) {
      const project = await projectWithOwner(context.db, data.projectId);
      const [bid] = await context.db
        .select({ finisherId: bids.finisherId, amount: bids.amount })
        .from(bids)
        .where(eq(bids.id, data.bidId));
      if (!project || !bid) return null;
      if (bid.finisherId === context.recipient.id) {
        return bidAcceptedMail({
          ...base(context),
          projectId: project.id,
          projectTitle: project.name,
          ownerName: project.ownerName,
          amountCents: cents(bid.amount),
        });
      }
      return bidNotChosenMail({ ...base(context), projectTitle: project.name, reason: null });
    },
  });
}
