/**
 * Clawing back after a lost chargeback (money.md: developer payable −C, platform:losses +C;
 * docs/decisions/operators.md, "The clawback"): an operator takes C from the developer's unsent
 * releases, oldest first; the money worker transfers what is left of each and nothing of a release
 * taken in full (settled without a transfer); `ledger:check` ties each transfer to its net amount
 * and the developer's payable to what their unsent releases will still transfer. The same request
 * key claws once; two clawbacks at once, or a clawback and the worker's transfer, never take more
 * than is unsent (run on PGlite and on PostgreSQL with TEST_DATABASE_URL).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  chargebacks,
  clawbacks,
  notifications,
  releases,
  users,
} from '../../src/server/db/schema.js';
import { balanceOf } from '../../src/server/features/payments/ledger.js';
import { signUpOperator } from '../setup/operators.js';
import {
  expectLedgerSound,
  paidProject,
  payOnSandboxPage,
  postEvent,
  sandboxOf,
  startCheckout,
  waitForPaymentStatus,
} from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const t = await createTestApp();
const { app, db } = t;
const operator = await signUpOperator(t);

const post = (url: string, who: TestUser, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, ...(payload && { payload }) });

let keys = 0;
const clawBack = (
  chargebackId: number,
  amountCents: number,
  idempotencyKey = `clawback-key-${++keys}`,
) =>
  post(`/api/ops/chargebacks/${chargebackId}/clawback`, operator, {
    amountCents,
    reason: 'The owner’s bank kept the money; taking it from unsent earnings.',
    idempotencyKey,
  });

/** Connects the developer's payout account (the sandbox's onboarding), so releases are queued. */
async function onboard(developer: TestUser) {
  const link = await post('/api/stripe/create-connect-account', developer, {});
  await app.inject({
    method: 'POST',
    url: `${link.json().url}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: developer.cookie },
    payload: '',
  });
  await vi.waitFor(async () => {
    const [me] = await db.select().from(users).where(eq(users.id, developer.user.id));
    expect(me!.onboardingComplete).toBe(true);
  });
}

/** Another project of `developer`, paid by a new owner and approved: one more unsent release. */
async function anotherRelease(developer: TestUser, amount: number) {
  const owner = await t.signUp({ role: 'creator' });
  const created = await post('/api/projects', owner, {
    name: `Second project ${Math.random().toString(36).slice(2, 7)}`,
    description: 'Another project of the same developer, paid and approved in this test.',
    techStack: ['Go'],
    timeframe: '2 weeks',
    budget: amount,
  });
  const bid = await post(`/api/projects/${created.json().id}/bids`, developer, {
    amount,
    timeline: 5,
    message: 'I will finish this one too, with tests and documentation.',
  });
  expect((await post(`/api/bids/${bid.json().id}/accept`, owner)).statusCode).toBe(200);
  const { checkoutUrl, paymentId } = await startCheckout(t, owner, bid.json().id);
  await payOnSandboxPage(t, owner, checkoutUrl);
  await waitForPaymentStatus(t, paymentId, 'succeeded');
  expect(
    (await post(`/api/projects/${created.json().id}/approve-delivery`, owner)).statusCode,
  ).toBe(200);
  const [release] = await db.select().from(releases).where(eq(releases.paymentId, paymentId));
  return release!;
}

/**
 * A project of $`amount` whose milestone of $`milestone` was released before its owner's bank
 * charged the whole payment back and won: the platform lost withdrawn + fee − what was held.
 */
async function lostChargeback(amount: number, milestone: number, openNow = true) {
  const paid = await paidProject(t, amount);
  const created = await post(`/api/projects/${paid.project.id}/milestones`, paid.owner, {
    title: 'First part',
    amount: milestone,
  });
  await post(`/api/milestones/${created.json().id}/complete`, paid.developer);
  expect((await post(`/api/milestones/${created.json().id}/approve`, paid.owner)).statusCode).toBe(
    200,
  );
  let disputeId = '';
  const chargeback = {
    id: 0,
    /** The owner's bank charges the whole payment back; the platform books it. */
    open: async () => {
      const opened = await sandboxOf(t).openChargeback(paid.checkoutUrl.split('/').pop()!);
      disputeId = opened.disputeId;
      for (const event of opened.events) expect((await postEvent(t, event)).statusCode).toBe(200);
      const [row] = await db
        .select()
        .from(chargebacks)
        .where(eq(chargebacks.paymentId, paid.paymentId));
      chargeback.id = row!.id;
    },
  };
  if (openNow) await chargeback.open();
  const lose = async () => {
    for (const event of await sandboxOf(t).closeChargeback(disputeId, 'lost')) {
      expect((await postEvent(t, event)).statusCode).toBe(200);
    }
  };
  return { ...paid, chargeback, lose };
}

const releasesOf = (developerId: number) =>
  db.select().from(releases).where(eq(releases.developerId, developerId)).orderBy(releases.id);

describe('clawing back after a lost chargeback', { timeout: 60_000 }, () => {
  it('takes C from the unsent releases oldest first, once per key, and the worker sends the rest', async () => {
    // $400 paid, $100 released (the developer's $90 unsent), then all $400 charged back:
    // the escrow gave $300 and the platform lost $100 + the $15 fee.
    const { developer, chargeback, lose } = await lostChargeback(400, 100);
    const second = await anotherRelease(developer, 500); // $450 unsent
    const [first] = await releasesOf(developer.user.id);
    expect([first!.status, second.status]).toEqual([
      'waiting_for_onboarding',
      'waiting_for_onboarding',
    ]);

    // Not while the chargeback is open.
    expect((await clawBack(chargeback.id, 1000)).statusCode).toBe(409);
    await lose();

    const page = await app.inject({
      url: `/api/ops/chargebacks/${chargeback.id}`,
      headers: { cookie: operator.cookie },
    });
    expect(page.json().clawback).toEqual({
      unsentCents: 9000 + 45_000,
      lossCents: 11_500,
      clawedBackCents: 0,
      maxCents: 11_500,
    });

    // Refused, and nothing changes: no reason, above what is unsent, above the platform's loss.
    const noReason = await post(`/api/ops/chargebacks/${chargeback.id}/clawback`, operator, {
      amountCents: 1000,
      idempotencyKey: 'no-reason-1',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeDefined();
    const aboveUnsent = await clawBack(chargeback.id, 54_001);
    expect(aboveUnsent.statusCode).toBe(400);
    expect(aboveUnsent.json()).toMatchObject({
      message: "You can claw back at most the developer's unsent earnings.",
      errors: { amountCents: ["You can claw back at most the developer's unsent earnings."] },
    });
    const aboveLoss = await clawBack(chargeback.id, 11_501);
    expect(aboveLoss.statusCode).toBe(400);
    expect(aboveLoss.json().message).toBe(
      'You can claw back at most what the platform lost on this chargeback.',
    );
    const zero = await clawBack(chargeback.id, 0);
    expect(zero.statusCode).toBe(400);
    expect(await db.select().from(clawbacks)).toEqual([]);
    expect(
      (
        await post(`/api/ops/chargebacks/999999/clawback`, operator, {
          amountCents: 1,
          reason: 'x',
          idempotencyKey: 'missing-1',
        })
      ).statusCode,
    ).toBe(404);
    expect((await clawBack(chargeback.id, 1000, 'a-first-small-one')).statusCode).toBe(200);
    // Only operators may: the guard refuses the developer.
    expect(
      (
        await post(`/api/ops/chargebacks/${chargeback.id}/clawback`, developer, {
          amountCents: 1,
          reason: 'x',
          idempotencyKey: 'developer-1',
        })
      ).statusCode,
    ).toBe(403);

    const losses0 = await balanceOf(db, 'platform:losses');
    const payable0 = await balanceOf(db, `developer:${developer.user.id}:payable`);
    // $100 more: the first release's $90 less the $10 above is taken in full, $20 of the second.
    const claw = await clawBack(chargeback.id, 10_000, 'the-main-clawback');
    expect(claw.statusCode, claw.body).toBe(200);
    expect(claw.json()).toMatchObject({
      finisherId: developer.user.id,
      developerId: developer.user.id,
      clawedBackCents: 10_000,
      unsentCents: 54_000 - 1000 - 10_000,
      replayed: false,
      releases: [
        { releaseId: first!.id, cents: 8000, settled: true },
        { releaseId: second.id, cents: 2000, settled: false },
      ],
    });
    expect((await balanceOf(db, 'platform:losses')) - losses0).toBe(10_000);
    expect((await balanceOf(db, `developer:${developer.user.id}:payable`)) - payable0).toBe(
      -10_000,
    );
    // The same key again claws nothing more.
    const again = await clawBack(chargeback.id, 10_000, 'the-main-clawback');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ clawbackId: claw.json().clawbackId, replayed: true });
    expect((await balanceOf(db, 'platform:losses')) - losses0).toBe(10_000);
    expect((await db.select().from(clawbacks)).map((c) => c.amount)).toEqual([1000, 10_000]);
    await expectLedgerSound(t);

    const after = await releasesOf(developer.user.id);
    expect(after.map((r) => [r.status, r.clawedBack])).toEqual([
      ['settled', 9000],
      ['waiting_for_onboarding', 2000],
    ]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'chargeback.clawback'), eq(auditLog.targetId, chargeback.id)))
      .orderBy(auditLog.id)
      .offset(1);
    expect(entry).toMatchObject({
      operatorId: operator.user.id,
      targetType: 'chargeback',
      before: { unsentCents: 53_000, clawedBackCents: 1000 },
      after: { unsentCents: 43_000, clawedBackCents: 11_000 },
    });
    const told = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, developer.user.id),
          eq(notifications.title, 'Earnings reduced'),
        ),
      );
    expect(told).toHaveLength(2);
    expect(told[1]!.content).toContain('$100 was taken');

    // The developer's earnings show the net; the worker sends $430 and nothing for the first.
    const earnings = await app.inject({
      url: `/api/users/${developer.user.id}/earnings`,
      headers: { cookie: developer.cookie },
    });
    expect(earnings.json()).toMatchObject({ waitingForOnboarding: 43_000 });
    await onboard(developer);
    await vi.waitFor(async () => {
      await app.payments.worker.runOnce();
      const [, sent] = await releasesOf(developer.user.id);
      expect(sent!.status).toBe('sent');
    });
    const [settled, sent] = await releasesOf(developer.user.id);
    expect(settled).toMatchObject({ status: 'settled', transferId: null });
    // The earnings file says what was clawed back and nets it: $90 of the $100 delivery's
    // milestone, $20 of the $500 delivery (newest first).
    const csv = await app.inject({
      url: `/api/users/${developer.user.id}/earnings/export`,
      headers: { cookie: developer.cookie },
    });
    expect(
      csv.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',').slice(3, 8).join(',')),
    ).toEqual(['500.00,50.00,20.00,430.00,paid out', '100.00,10.00,90.00,0.00,clawed back']);
    expect(await balanceOf(db, `developer:${developer.user.id}:payable`)).toBe(0);
    expect((await balanceOf(db, 'provider:payouts')) > 0).toBe(true);
    expect(sent!.transferId).not.toBeNull();
    await expectLedgerSound(t);

    // Nothing unsent is left: the panel says so and a clawback is refused.
    const later = await app.inject({
      url: `/api/ops/chargebacks/${chargeback.id}`,
      headers: { cookie: operator.cookie },
    });
    expect(later.json().clawback).toMatchObject({
      unsentCents: 0,
      clawedBackCents: 11_000,
      maxCents: 0,
    });
    expect((await clawBack(chargeback.id, 1)).statusCode).toBe(400);
  });

  it('two clawbacks at once never take more than is unsent; one key at once claws once', async () => {
    const { developer, chargeback, lose } = await lostChargeback(400, 100); // $90 unsent
    await lose();
    const both = await Promise.all([clawBack(chargeback.id, 6000), clawBack(chargeback.id, 6000)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const sameKey = await Promise.all([
      clawBack(chargeback.id, 1000, 'same-key-twice'),
      clawBack(chargeback.id, 1000, 'same-key-twice'),
    ]);
    expect(sameKey.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(sameKey.map((r) => r.json().replayed).sort()).toEqual([false, true]);
    const [release] = await releasesOf(developer.user.id);
    expect(release!.clawedBack).toBe(7000);
    await expectLedgerSound(t);
  });

  it('a clawback racing the worker’s transfer: either the transfer or the clawback, never both', async () => {
    const { developer, chargeback, lose } = await lostChargeback(400, 100);
    await lose();
    const payouts0 = await balanceOf(db, 'provider:payouts');
    await onboard(developer); // queues the $90 release; the worker may be sending it already
    const [claw] = await Promise.all([
      clawBack(chargeback.id, 9000),
      app.payments.worker.runOnce(),
    ]);
    await app.payments.worker.runOnce();
    const [release] = await releasesOf(developer.user.id);
    if (claw.statusCode === 200) {
      expect(release).toMatchObject({ status: 'settled', clawedBack: 9000, transferId: null });
      expect(await balanceOf(db, 'provider:payouts')).toBe(payouts0);
    } else {
      expect(claw.statusCode).toBe(400);
      expect(release).toMatchObject({ status: 'sent', clawedBack: 0 });
      expect((await balanceOf(db, 'provider:payouts')) - payouts0).toBe(9000);
    }
    expect(await balanceOf(db, `developer:${developer.user.id}:payable`)).toBe(0);
    await expectLedgerSound(t);
  });

  it('a release the worker has claimed is not clawed from; the worker sends it whole', async () => {
    const { developer, chargeback, lose } = await lostChargeback(400, 100);
    await lose();
    const [release] = await releasesOf(developer.user.id);
    // As if a worker claimed it and is talking to the provider right now.
    await db
      .update(releases)
      .set({ status: 'sending', claimedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(releases.id, release!.id));
    const claw = await clawBack(chargeback.id, 1000);
    expect(claw.statusCode).toBe(400);
    expect(claw.json().message).toBe("You can claw back at most the developer's unsent earnings.");
    await onboard(developer);
    await app.payments.worker.runOnce();
    const [sent] = await releasesOf(developer.user.id);
    expect(sent).toMatchObject({ status: 'sent', clawedBack: 0 });
    await expectLedgerSound(t);
  });

  it('a release whose send was tried waits out the chargeback, is not clawed from, and is found again', async () => {
    // Found by the money property test: the provider made the transfer but its answer was lost,
    // then a chargeback froze the payment, and a clawback could have shrunk a release already paid.
    const { developer, chargeback, lose } = await lostChargeback(400, 100, false);
    await onboard(developer);
    const sandbox = sandboxOf(t);
    const createTransfer = sandbox.createTransfer.bind(sandbox);
    const made: string[] = [];
    vi.spyOn(sandbox, 'createTransfer').mockImplementationOnce(async (input) => {
      made.push((await createTransfer(input)).id);
      throw new Error('answer lost');
    });
    await app.payments.worker.runOnce();
    const [tried] = await releasesOf(developer.user.id);
    expect(tried).toMatchObject({ status: 'queued', attempts: 1, transferId: null });
    expect(made).toHaveLength(1);

    await chargeback.open();
    await db.update(releases).set({ nextAttemptAt: new Date() }).where(eq(releases.id, tried!.id));
    await app.payments.worker.runOnce();
    expect((await releasesOf(developer.user.id))[0]).toMatchObject({ status: 'queued' });

    await lose();
    const claw = await clawBack(chargeback.id, 1000);
    expect(claw.statusCode).toBe(400);
    expect(claw.json().message).toBe("You can claw back at most the developer's unsent earnings.");
    await app.payments.worker.runOnce();
    const [sent] = await releasesOf(developer.user.id);
    expect(sent).toMatchObject({ status: 'sent', clawedBack: 0, transferId: made[0] });
    await expectLedgerSound(t);
  });

  it('a completed milestone whose money a lost chargeback took does not stop the automatic approvals', async () => {
    // $400 paid, $100 released; a second milestone of $200 is completed, then all is charged back.
    const { owner, developer, project, paymentId, chargeback, lose } = await lostChargeback(
      400,
      100,
      false,
    );
    const second = await post(`/api/projects/${project.id}/milestones`, owner, {
      title: 'Second part',
      amount: 200,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect((await post(`/api/milestones/${second.json().id}/complete`, developer)).statusCode).toBe(
      200,
    );
    await chargeback.open();
    await lose();
    const approvals = await app.autoApprover.runOnce(new Date(Date.now() + 30 * 86_400_000));
    expect(approvals.approved).toBe(0);
    expect(
      (await db.select().from(releases).where(eq(releases.paymentId, paymentId))).map(
        (r) => r.gross,
      ),
    ).toEqual([10_000]);
    await expectLedgerSound(t);
  });
});
