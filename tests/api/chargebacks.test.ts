/**
 * Card chargebacks (issue 27; decisions.md, Held money; money.md): the provider's dispute events
 * go through the signed event inbox and are applied once; the withdrawal and reinstatement are
 * booked as money.md says (escrow what it holds, platform:losses the rest and the fee); while a
 * chargeback is open the project's held money and unsent releases are frozen. The sandbox's card
 * 4000 0000 0000 0259 pays and is charged back a few seconds later; the Stripe side is proven
 * against the stand-in with Stripe's Dispute objects and events signed by the SDK.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { chargebacks, payments, projects, releases, users } from '../../src/server/db/schema.js';
import { balanceOf } from '../../src/server/features/payments/ledger.js';
import { createStripeProvider } from '../../src/server/features/payments/provider/index.js';
import {
  acceptedBid,
  expectLedgerSound,
  paidProject,
  payOnSandboxPage,
  postEvent,
  sandboxOf,
  startCheckout,
  waitForPaymentStatus,
} from '../setup/payments.js';
import { startStripeStandIn } from '../setup/stripe-stand-in.js';
import { createTestApp, type TestApp, type TestUser } from '../setup/test-app.js';

const t = await createTestApp();
const { app, db } = t;
const post = (target: TestApp, url: string, who: TestUser, payload?: object) =>
  target.app.inject({
    method: 'POST',
    url,
    headers: { cookie: who.cookie },
    ...(payload && { payload }),
  });
const escrow = (projectId: number) => balanceOf(db, `escrow:project:${projectId}`);
const chargebackOf = async (target: TestApp, paymentId: number) =>
  (await target.db.select().from(chargebacks).where(eq(chargebacks.paymentId, paymentId)))[0];

describe('chargebacks on the sandbox', { timeout: 120_000 }, () => {
  it('card 0259 pays, is charged back with a $15 fee, freezes the project; won, it thaws', async () => {
    const { owner, developer, project, bidId } = await acceptedBid(t, 500);
    const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);
    const [losses0, fees0] = [
      await balanceOf(db, 'platform:losses'),
      await balanceOf(db, 'provider:dispute_fees'),
    ];
    await payOnSandboxPage(t, owner, checkoutUrl, '4000 0000 0000 0259');
    await waitForPaymentStatus(t, paymentId, 'succeeded');

    // After the payment (a few seconds later, tests wait for none) the chargeback opens and the
    // funds are withdrawn.
    await vi.waitFor(
      async () => expect((await chargebackOf(t, paymentId))?.withdrawn).toBe(50_000),
      { timeout: 20_000, interval: 100 },
    );
    const opened = (await chargebackOf(t, paymentId))!;
    expect(opened).toMatchObject({ status: 'open', fee: 1500, heldTaken: 50_000, amount: 50_000 });
    expect(await escrow(project.id)).toBe(0);
    expect((await balanceOf(db, 'provider:dispute_fees')) - fees0).toBe(1500);
    expect((await balanceOf(db, 'platform:losses')) - losses0).toBe(-1500);

    // Frozen: no approval, no dispute, no cancel moves money.
    expect((await post(t, `/api/projects/${project.id}/approve-delivery`, owner)).statusCode).toBe(
      409,
    );
    const dispute = await post(t, `/api/projects/${project.id}/disputes`, developer, {
      reason: 'other',
      message: 'The bank took the money back; what happens to my work?',
      proposedRelease: 0,
    });
    expect(dispute.statusCode).toBe(409);
    expect(await db.select().from(releases).where(eq(releases.paymentId, paymentId))).toEqual([]);

    // A second delivery of the same event changes nothing.
    const replay = await postEvent(t, {
      id: `evt_replay_${opened.id}`,
      type: 'charge.dispute.funds_withdrawn',
      created: 0,
      data: { object: { id: opened.externalId } },
    });
    expect(replay.json()).toMatchObject({ received: true, duplicate: false });
    const again = await postEvent(t, {
      id: `evt_replay_${opened.id}`,
      type: 'charge.dispute.funds_withdrawn',
      created: 0,
      data: { object: { id: opened.externalId } },
    });
    expect(again.json()).toMatchObject({ received: true, duplicate: true });
    expect(await escrow(project.id)).toBe(0);
    await expectLedgerSound(t);

    // Only the project's owner may close it on the sandbox; won, the money is held again.
    const close = (who: TestUser, outcome: string) =>
      app.inject({
        method: 'POST',
        url: `/sandbox/chargebacks/${opened.externalId}/close`,
        headers: { cookie: who.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `outcome=${outcome}`,
      });
    expect((await close(developer, 'won')).statusCode).toBe(404);
    expect((await close(owner, 'won')).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await chargebackOf(t, paymentId))?.status).toBe('won'), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await chargebackOf(t, paymentId))!.reinstated).toBe(50_000);
    expect(await escrow(project.id)).toBe(50_000);
    expect((await balanceOf(db, 'platform:losses')) - losses0).toBe(-1500);

    const approved = await post(t, `/api/projects/${project.id}/approve-delivery`, owner);
    expect(approved.statusCode).toBe(200);
    await expectLedgerSound(t);
  });

  it('lost after part was released: the escrow gives what it holds, the platform bears the rest', async () => {
    const { owner, developer, project, paymentId, checkoutUrl } = await paidProject(t, 400);
    const milestone = await post(t, `/api/projects/${project.id}/milestones`, owner, {
      title: 'First half',
      amount: 100,
    });
    await post(t, `/api/milestones/${milestone.json().id}/complete`, developer);
    expect(
      (await post(t, `/api/milestones/${milestone.json().id}/approve`, owner)).statusCode,
    ).toBe(200);
    expect(await escrow(project.id)).toBe(30_000);
    const losses0 = await balanceOf(db, 'platform:losses');

    const sessionId = checkoutUrl.split('/').pop()!;
    const { disputeId, events } = await sandboxOf(t).openChargeback(sessionId);
    for (const event of events) expect((await postEvent(t, event)).statusCode).toBe(200);
    expect(await chargebackOf(t, paymentId)).toMatchObject({
      withdrawn: 40_000,
      heldTaken: 30_000,
      fee: 1500,
    });
    expect(await escrow(project.id)).toBe(0);
    expect((await balanceOf(db, 'platform:losses')) - losses0).toBe(-(40_000 + 1500 - 30_000));

    for (const event of await sandboxOf(t).closeChargeback(disputeId, 'lost')) {
      expect((await postEvent(t, event)).statusCode).toBe(200);
    }
    expect((await chargebackOf(t, paymentId))!.status).toBe('lost');
    // Nothing is held any more: approving completes the project and releases nothing.
    const approved = await post(t, `/api/projects/${project.id}/approve-delivery`, owner);
    expect(approved.statusCode).toBe(200);
    const [done] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(done!.status).toBe('completed');
    expect(
      (await db.select().from(releases).where(eq(releases.paymentId, paymentId))).map(
        (r) => r.gross,
      ),
    ).toEqual([10_000]);
    await expectLedgerSound(t);
  });

  it('a release not yet sent waits while the chargeback is open', async () => {
    const { owner, developer, project, paymentId, checkoutUrl } = await paidProject(t, 300);
    const link = await post(t, '/api/stripe/create-connect-account', developer, {});
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
    expect((await post(t, `/api/projects/${project.id}/approve-delivery`, owner)).statusCode).toBe(
      200,
    );
    const { disputeId, events } = await sandboxOf(t).openChargeback(checkoutUrl.split('/').pop()!);
    for (const event of events) await postEvent(t, event);

    await app.payments.worker.runOnce();
    const [waiting] = await db.select().from(releases).where(eq(releases.paymentId, paymentId));
    expect(waiting!.status).not.toBe('sent');

    for (const event of await sandboxOf(t).closeChargeback(disputeId, 'won'))
      await postEvent(t, event);
    await db
      .update(releases)
      .set({ nextAttemptAt: new Date() })
      .where(eq(releases.paymentId, paymentId));
    await vi.waitFor(async () => {
      await app.payments.worker.runOnce();
      const [sent] = await db.select().from(releases).where(eq(releases.paymentId, paymentId));
      expect(sent!.status).toBe('sent');
    });
    await expectLedgerSound(t);
  });
});

const WEBHOOK_SECRET = 'whsec_test_chargebacks';
const stripe = new Stripe('sk_test_unused');
const standIn = await startStripeStandIn();
afterAll(() => standIn.close());
const s = await createTestApp({
  paymentProvider: createStripeProvider({
    secretKey: 'sk_test_finishline',
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
  }),
});

describe(
  'chargebacks through Stripe (the stand-in, real event payloads)',
  { timeout: 120_000 },
  () => {
    it('books the withdrawal once, freezes, and gives the money back when won', async () => {
      const deliver = (
        type: string,
        objectId: string,
        eventId = `evt_${Math.random().toString(36).slice(2)}`,
      ) => {
        const payload = JSON.stringify({
          id: eventId,
          object: 'event',
          api_version: '2025-01-27.acacia',
          type,
          data: {
            object: {
              id: objectId,
              object: type.startsWith('charge.') ? 'dispute' : 'checkout.session',
            },
          },
        });
        return s.app.inject({
          method: 'POST',
          url: '/api/stripe/webhook',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': stripe.webhooks.generateTestHeaderString({
              payload,
              secret: WEBHOOK_SECRET,
            }),
          },
          payload,
        });
      };

      const { owner, project, bidId } = await acceptedBid(s, 250);
      const pay = await post(s, `/api/bids/${bidId}/pay`, owner);
      const [payment] = await s.db
        .select()
        .from(payments)
        .where(eq(payments.id, pay.json().paymentId));
      const paid = standIn.completeSession(payment!.checkoutSessionId!);
      expect(
        (await deliver('checkout.session.completed', payment!.checkoutSessionId!)).statusCode,
      ).toBe(200);

      const dispute = standIn.openDispute({
        chargeId: paid.payment_intent.latest_charge,
        paymentIntentId: paid.payment_intent.id,
        amount: 25_000,
      });
      // Bad signature: refused, nothing booked.
      const forged = await s.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
        payload: JSON.stringify({
          id: 'evt_forged',
          type: 'charge.dispute.created',
          data: { object: { id: dispute.id } },
        }),
      });
      expect(forged.statusCode).toBe(400);
      expect(await chargebackOf(s, payment!.id)).toBeUndefined();

      expect((await deliver('charge.dispute.created', dispute.id)).statusCode).toBe(200);
      const same = `evt_withdrawn_${dispute.id}`;
      const [first, second] = await Promise.all([
        deliver('charge.dispute.funds_withdrawn', dispute.id, same),
        deliver('charge.dispute.funds_withdrawn', dispute.id, same),
      ]);
      expect([first.json().duplicate, second.json().duplicate].sort()).toEqual([false, true]);
      expect(await chargebackOf(s, payment!.id)).toMatchObject({
        status: 'open',
        withdrawn: 25_000,
        fee: 1500,
        heldTaken: 25_000,
      });
      expect(await balanceOf(s.db, `escrow:project:${project.id}`)).toBe(0);
      expect(await balanceOf(s.db, 'provider:chargebacks')).toBe(25_000);
      expect(
        (await post(s, `/api/projects/${project.id}/approve-delivery`, owner)).statusCode,
      ).toBe(409);

      standIn.closeDispute(dispute.id, 'won');
      expect((await deliver('charge.dispute.funds_reinstated', dispute.id)).statusCode).toBe(200);
      expect((await deliver('charge.dispute.closed', dispute.id)).statusCode).toBe(200);
      expect(await chargebackOf(s, payment!.id)).toMatchObject({
        status: 'won',
        reinstated: 25_000,
      });
      expect(await balanceOf(s.db, `escrow:project:${project.id}`)).toBe(25_000);
      expect(await balanceOf(s.db, 'provider:chargebacks')).toBe(0);
      expect(
        standIn.requests.some((r) => r.method === 'GET' && r.path === `/v1/disputes/${dispute.id}`),
      ).toBe(true);
      expect(
        (await post(s, `/api/projects/${project.id}/approve-delivery`, owner)).statusCode,
      ).toBe(200);
      await expectLedgerSound(s);
    });
  },
);
