/**
 * Closing an account while a money step of theirs arrives (issue 41; docs/decisions/your-data.md):
 * a payment's confirmation, a delivery's approval (a release), a dispute's answer. Either the
 * close is refused, or the money step sees the account closed; never money held for a closed
 * account, and the ledger stays sound. PostgreSQL only: PGlite runs one statement at a time.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLOSE_BLOCKERS } from '../../src/shared/contract/your-data-rules.js';
import { PASSWORD } from '../setup/operators.js';
import {
  acceptedBid,
  expectLedgerSound,
  payOnSandboxPage,
  paidProject,
  projectWaitingForApproval,
  startCheckout,
  waitForPaymentStatus,
} from '../setup/payments.js';
import { projects } from '../../src/server/db/schema.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const test = await createTestApp();
const { app, db, database } = test;
const onPostgres = database.kind === 'postgres';
const ROUNDS = 4;

const post = (url: string, who: TestUser, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, ...(payload && { payload }) });
const close = (who: TestUser) =>
  post(`/api/users/${who.user.id}/close`, who, { password: PASSWORD });

/** No closed account is a party to money still held, an accepted bid or an open dispute. */
async function expectNothingHeldForClosedAccounts() {
  const held = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      sql`exists (select 1 from users u where u.id in (projects.submitter_id, projects.finisher_id)
        and u.closed_at is not null)
      and (projects.status in ('in_progress', 'paid') or exists (select 1 from disputes d
        where d.project_id = projects.id and d.state in ('open', 'countered', 'escalated')))`,
    );
  expect(held).toEqual([]);
}

describe.runIf(onPostgres)('closing while money moves', { timeout: 120_000 }, () => {
  it('a payment confirmation: the close is refused either way', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, developer, bidId } = await acceptedBid(test);
      const { checkoutUrl, paymentId } = await startCheckout(test, owner, bidId);
      const [paid, ownerClose, developerClose] = await Promise.all([
        payOnSandboxPage(test, owner, checkoutUrl),
        close(owner),
        close(developer),
      ]);
      expect(paid.statusCode).toBeLessThan(400);
      await waitForPaymentStatus(test, paymentId, 'succeeded');
      for (const refused of [ownerClose, developerClose]) {
        expect(refused.statusCode).toBe(409);
        expect([CLOSE_BLOCKERS.acceptedBid, CLOSE_BLOCKERS.moneyHeld]).toContain(
          refused.json().message,
        );
      }
    }
    await expectNothingHeldForClosedAccounts();
    await expectLedgerSound(test);
  });

  it("a delivery's approval releasing the money: the owner's close waits for it", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, project } = await projectWaitingForApproval(test);
      const [approved, closed] = await Promise.all([
        post(`/api/projects/${project.id}/approve-delivery`, owner),
        close(owner),
      ]);
      // The approval always goes through; the close is refused while the money was held, or
      // closes the account once the approval committed.
      expect(approved.statusCode, approved.body).toBe(200);
      expect([204, 409]).toContain(closed.statusCode);
      if (closed.statusCode === 409) expect(closed.json().message).toBe(CLOSE_BLOCKERS.moneyHeld);
    }
    await expectNothingHeldForClosedAccounts();
    await expectLedgerSound(test);
  });

  it("a dispute's answer: the developer's close is refused or sees it settled", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, developer, project } = await paidProject(test);
      const cancelled = await app.inject({
        method: 'PATCH',
        url: `/api/projects/${project.id}/status`,
        headers: { cookie: owner.cookie },
        payload: { status: 'cancelled' },
      });
      expect(cancelled.statusCode).toBe(202);
      const [answered, closed] = await Promise.all([
        post(`/api/disputes/${cancelled.json().id}/accept`, developer),
        close(developer),
      ]);
      expect(answered.statusCode, answered.body).toBe(200);
      expect([204, 409]).toContain(closed.statusCode);
      // The refund to the owner has not been sent yet: they cannot close.
      expect((await close(owner)).json().message).toBe(CLOSE_BLOCKERS.payoutPending);
    }
    await expectNothingHeldForClosedAccounts();
    await expectLedgerSound(test);
  });
});
