/**
 * One lock order (issue 24): every transaction locks a project's row before its deliveries,
 * milestones, bids and payments (core/row-locks.ts, lockProject), so paths that meet on
 * one project take turns instead of deadlocking. Fired together many times: only 200 and 409
 * (never a 500 or a false 404), and the held money moves once. A race needs real concurrency, so
 * this runs on PostgreSQL only (PGlite runs one transaction at a time).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  deliveries,
  milestones,
  payments,
  projects,
  releases,
} from '../../src/server/db/schema.js';
import {
  acceptedBid,
  expectLedgerSound,
  paidProject,
  postEvent,
  sandboxOf,
  startCheckout,
} from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';
import { TIMEOUT_SCALE } from '../setup/timeout-scale.js';

const t = await createTestApp();
const { app, db, database } = t;
const DAY = 24 * 60 * 60 * 1000;
const ROUNDS = 16;
const post = (url: string, who: TestUser, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, ...(payload && { payload }) });
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The job reads more before its claim than a route does: it starts 0-12 ms ahead, by round.
const jobLead = (round: number) => (round % 4) * 4;
/** Backends of this database waiting for a lock another transaction holds. */
const lockWaits = async () => {
  const waiting = (await db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { n: number }[] };
  return waiting.rows[0]!.n;
};
const expectOnly200or409 = (statuses: number[]) => {
  for (const status of statuses) expect([200, 409]).toContain(status);
};

describe.runIf(database.kind === 'postgres')('paths that meet on one project', () => {
  it('approving a delivery by the project, by the delivery and by the job: one wins', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { owner, developer, project, paymentId } = await paidProject(t, 300);
      const delivered = await post(`/api/projects/${project.id}/deliveries`, developer, {
        message: 'Everything is done, see the pull request.',
      });
      expect(delivered.statusCode).toBe(201);
      const deliveryId = delivered.json().id as number;
      // Its reminder went out days ago, so the job goes straight to the approval.
      await db
        .update(deliveries)
        .set({ reminderSentAt: new Date() })
        .where(eq(deliveries.id, deliveryId));
      const approveByProject = () => post(`/api/projects/${project.id}/approve-delivery`, owner);
      const approveByDelivery = () => post(`/api/deliveries/${deliveryId}/approve`, owner);
      const runJob = () => app.autoApprover.runOnce(new Date(Date.now() + 15 * DAY));

      let answers: number[];
      let approvedByJob: number;
      if (round % 2 === 0) {
        // All three at once, the job a little ahead: whoever the scheduler favours wins.
        const lead = jobLead(round);
        const [job, byProject, byDelivery] = await Promise.all([
          runJob(),
          later(lead).then(approveByProject),
          later(lead).then(approveByDelivery),
        ]);
        answers = [byProject.statusCode, byDelivery.statusCode];
        approvedByJob = job.approved;
      } else {
        // A race made certain: the project held elsewhere, both routes wait on its row at once
        // (seen in pg_stat_activity), and the job skips a project it cannot lock.
        let routes!: Promise<{ statusCode: number }[]>;
        approvedByJob = await db.transaction(async (tx) => {
          await tx.execute(sql`select 1 from projects where id = ${project.id} for update`);
          routes = Promise.all([approveByProject(), approveByDelivery()]);
          await expect.poll(lockWaits, { timeout: 5_000 * TIMEOUT_SCALE }).toBe(2);
          return (await runJob()).approved;
        });
        expect(approvedByJob).toBe(0);
        answers = (await routes).map((answer) => answer.statusCode);
      }
      expectOnly200or409(answers);
      expect(answers.filter((status) => status === 200).length + approvedByJob).toBe(1);

      const [done] = await db.select().from(projects).where(eq(projects.id, project.id));
      expect(done!.status).toBe('completed');
      const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
      expect(delivery).toMatchObject({
        status: 'approved',
        approvedAutomatically: approvedByJob === 1,
      });
      const released = await db.select().from(releases).where(eq(releases.paymentId, paymentId));
      expect(released.map((release) => release.gross)).toEqual([30_000]);
    }
    await expectLedgerSound(t);
  });

  it('approving a milestone (owner and job) while the whole delivery is approved', async () => {
    for (let round = 0; round < ROUNDS / 2; round += 1) {
      const { owner, developer, project, paymentId } = await paidProject(t, 300);
      const added = await post(`/api/projects/${project.id}/milestones`, owner, {
        title: 'Backend',
        description: 'The backend part of the work.',
        amount: 100,
      });
      const milestoneId = added.json().id as number;
      expect((await post(`/api/milestones/${milestoneId}/complete`, developer)).statusCode).toBe(
        200,
      );
      await db
        .update(milestones)
        .set({ reminderSentAt: new Date() })
        .where(eq(milestones.id, milestoneId));

      const lead = jobLead(round);
      const [job, byOwner, whole] = await Promise.all([
        app.autoApprover.runOnce(new Date(Date.now() + 15 * DAY)),
        later(lead).then(() => post(`/api/milestones/${milestoneId}/approve`, owner)),
        later(lead).then(() => post(`/api/projects/${project.id}/approve-delivery`, owner)),
      ]);
      expectOnly200or409([byOwner.statusCode, whole.statusCode]);
      expect(whole.statusCode).toBe(200);
      expect(job.approved + (byOwner.statusCode === 200 ? 1 : 0)).toBeLessThanOrEqual(1);

      // However the turns fell, the $300 held left once: a milestone share and the rest, or all.
      const released = await db.select().from(releases).where(eq(releases.paymentId, paymentId));
      expect(released.reduce((sum, release) => sum + release.gross, 0)).toBe(30_000);
      const [milestone] = await db.select().from(milestones).where(eq(milestones.id, milestoneId));
      expect(released.filter((release) => release.milestoneId === milestoneId)).toHaveLength(
        milestone!.status === 'approved' ? 1 : 0,
      );
    }
    await expectLedgerSound(t);
  });

  it('a payment confirmed while the owner opens the checkout again or cancels', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { owner, project, bidId } = await acceptedBid(t, 200);
      const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);
      const sessionId = checkoutUrl.split('/').pop()!;
      await sandboxOf(t).completeCheckout(sessionId);
      const event = {
        id: `evt_lock_order_${round}`,
        type: 'checkout.session.completed',
        data: { object: { id: sessionId } },
      };
      const byOwner =
        round % 2 === 0
          ? () => post(`/api/bids/${bidId}/pay`, owner)
          : () =>
              app.inject({
                method: 'PATCH',
                url: `/api/projects/${project.id}/status`,
                headers: { cookie: owner.cookie },
                payload: { status: 'cancelled' },
              });
      const [confirmed, answered] = await Promise.all([postEvent(t, event), byOwner()]);
      expect(confirmed.statusCode).toBe(200);
      // A cancel after the confirmation opens a dispute (202) and refunds nothing yet.
      for (const status of [answered.statusCode]) expect([200, 202, 409]).toContain(status);
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
      // Confirmed (a cancellation that came second waits for the developer's answer), or
      // refunded in full as a late payment of a project cancelled before it was confirmed.
      expect(['succeeded', 'refunded']).toContain(payment!.status);
    }
    await expectLedgerSound(t);
  });
});
