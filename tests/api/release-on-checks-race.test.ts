/**
 * The opt-in release racing everything else that moves a waiting delivery's money (issue 39):
 * the owner's approval, the automatic approval after the waiting period, a dispute opened by
 * either side, the owner turning the opt-in off, and the release asked twice at once. Whatever
 * order they land in, the money is released at most once, a dispute that got in first holds the
 * release back, and the ledger stays sound. PostgreSQL only: PGlite runs one statement at a time.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disputes, payments, projects, releases } from '../../src/server/db/schema.js';
import { setEvidence } from '../setup/delivery-checks.js';
import { expectLedgerSound, paidProject } from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const t = await createTestApp();
const { app, db, database } = t;
const onPostgres = database.kind === 'postgres';
const ROUNDS = 6;

const post = (url: string, who: TestUser, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, ...(payload && { payload }) });

/** A paid project of 400 whose delivery waits with sound evidence and the opt-in on. */
async function readyToRelease() {
  const paid = await paidProject(t, 400);
  const delivered = await post(`/api/projects/${paid.project.id}/deliveries`, paid.developer, {
    message: 'The whole project, delivered.',
  });
  expect(delivered.statusCode, delivered.body).toBe(201);
  const deliveryId = delivered.json().id as number;
  await setEvidence(db, { deliveryId, projectId: paid.project.id });
  return { ...paid, deliveryId };
}

async function outcomeOf(projectId: number, bidId: number) {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  const released = await db
    .select({ gross: releases.gross })
    .from(releases)
    .innerJoin(payments, eq(payments.id, releases.paymentId))
    .where(and(eq(payments.bidId, bidId), isNull(releases.milestoneId)));
  const open = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(
      and(
        eq(disputes.projectId, projectId),
        inArray(disputes.state, ['open', 'countered', 'escalated']),
      ),
    );
  return { status: project!.status, released, openDisputes: open.length };
}

describe.runIf(onPostgres)('the opt-in release racing', { timeout: 180_000 }, () => {
  it('the owner’s approval and the release twice: one release', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, project, bidId, deliveryId } = await readyToRelease();
      const [approved, first, second] = await Promise.all([
        post(`/api/projects/${project.id}/approve-delivery`, owner),
        app.deliveryEvidence.releaseOnChecks(deliveryId),
        app.deliveryEvidence.releaseOnChecks(deliveryId),
      ]);
      expect([200, 409]).toContain(approved.statusCode);
      const wins = [approved.statusCode === 200, first === 'released', second === 'released'];
      expect(wins.filter(Boolean)).toHaveLength(1);
      const after = await outcomeOf(project.id, bidId);
      expect(after.status).toBe('completed');
      expect(after.released).toEqual([{ gross: 400_00 }]);
    }
    await expectLedgerSound(t);
  });

  it('the automatic approval after the waiting period: one release', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { project, bidId, deliveryId } = await readyToRelease();
      const [, released] = await Promise.all([
        app.autoApprover.runOnce(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)),
        app.deliveryEvidence.releaseOnChecks(deliveryId),
      ]);
      expect(['released', 'not waiting', 'not paid']).toContain(released);
      const after = await outcomeOf(project.id, bidId);
      expect(after.status).toBe('completed');
      expect(after.released).toEqual([{ gross: 400_00 }]);
    }
    await expectLedgerSound(t);
  });

  it('a dispute opened by either side: released once, or held back by the dispute', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, developer, project, bidId, deliveryId } = await readyToRelease();
      const opener = round % 2 === 0 ? owner : developer;
      const [opened, released] = await Promise.all([
        post(`/api/projects/${project.id}/disputes`, opener, {
          reason: 'other',
          message: 'A dispute racing the release on checks.',
          proposedRelease: round % 2 === 0 ? 0 : 400_00,
        }),
        app.deliveryEvidence.releaseOnChecks(deliveryId),
      ]);
      const after = await outcomeOf(project.id, bidId);
      if (released === 'released') {
        // The release came first: the dispute found nothing held (409).
        expect(opened.statusCode).toBe(409);
        expect(after).toMatchObject({ status: 'completed', openDisputes: 0 });
        expect(after.released).toEqual([{ gross: 400_00 }]);
      } else {
        expect(released).toBe('held back');
        expect(opened.statusCode, opened.body).toBe(201);
        expect(after).toMatchObject({ status: 'paid', openDisputes: 1, released: [] });
        // Held back while it is open, asked again.
        expect(await app.deliveryEvidence.releaseOnChecks(deliveryId)).toBe('held back');
      }
    }
    await expectLedgerSound(t);
  });

  it('the owner turning the opt-in off at the same moment: released once or not at all', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, project, bidId, deliveryId } = await readyToRelease();
      const [off, released] = await Promise.all([
        app.inject({
          method: 'PUT',
          url: `/api/projects/${project.id}/delivery-checks`,
          headers: { cookie: owner.cookie },
          payload: { requiredChecks: ['test', 'build'], releaseOnChecks: false },
        }),
        app.deliveryEvidence.releaseOnChecks(deliveryId),
      ]);
      const after = await outcomeOf(project.id, bidId);
      if (released === 'released') {
        // Turned off after the release committed: the project is finished (409) or it was saved.
        expect([200, 409]).toContain(off.statusCode);
        expect(after.released).toEqual([{ gross: 400_00 }]);
      } else {
        expect(released).toBe('not opted in');
        expect(off.statusCode).toBe(200);
        expect(after).toMatchObject({ status: 'paid', released: [] });
      }
    }
    await expectLedgerSound(t);
  });
});
