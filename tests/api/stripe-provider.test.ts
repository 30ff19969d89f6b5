/**
 * The Stripe provider (issue 11): the official SDK against a local stand-in for the Stripe API,
 * through the whole flow of the app. The requests it sends are asserted (amounts, idempotency
 * keys, transfer group, source transaction, metadata) and events are signed with the SDK's own
 * test helper, exactly as Stripe signs them.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createStripeProvider } from '../../src/server/features/payments/provider/index.js';
import { releases, users } from '../../src/server/db/schema.js';
import {
  acceptedBid,
  cancelAndRefund,
  expectLedgerSound,
  paymentStatus,
} from '../setup/payments.js';
import { startStripeStandIn } from '../setup/stripe-stand-in.js';
import { createTestApp } from '../setup/test-app.js';

const standIn = await startStripeStandIn();
afterAll(() => standIn.close());
const WEBHOOK_SECRET = 'whsec_test_finishline';
const provider = createStripeProvider({
  secretKey: 'sk_test_finishline',
  webhookSecret: WEBHOOK_SECRET,
  host: '127.0.0.1',
  port: standIn.port,
  protocol: 'http',
});
const t = await createTestApp({ paymentProvider: provider });
const { app, db } = t;
const stripe = new Stripe('sk_test_unused');

function deliver(type: string, objectId: string, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object: { id: objectId } },
  });
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

const lastRequest = (method: string, path: RegExp) =>
  standIn.requests.filter((r) => r.method === method && path.test(r.path)).at(-1)!;

describe('the Stripe provider', () => {
  it('pays, releases, transfers and refunds through the Stripe API with the right requests', async () => {
    const { owner, developer, project, bidId } = await acceptedBid(t, 500);
    const pay = await app.inject({
      method: 'POST',
      url: `/api/bids/${bidId}/pay`,
      // The return URLs name the configured site, never the Host a request chose.
      headers: { cookie: owner.cookie, host: 'evil.example' },
    });
    expect(pay.json().checkoutUrl).toBe('https://checkout.stripe.test/pay');
    const paymentId = pay.json().paymentId as number;
    const created = lastRequest('POST', /^\/v1\/checkout\/sessions$/);
    expect(created.authorization).toBe('Bearer sk_test_finishline');
    expect(created.idempotencyKey).toBe(`checkout-${paymentId}`);
    expect(created.body).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '50000',
      'line_items[0][quantity]': '1',
      'payment_intent_data[transfer_group]': `project-${project.id}`,
      'metadata[paymentId]': String(paymentId),
      'metadata[bidId]': String(bidId),
    });
    expect(created.body.success_url).toBe(
      `${t.app.siteUrl}/payment/bid/${bidId}/return?payment=${paymentId}`,
    );

    // A second click reuses the session: no second request to Stripe.
    const sessionsBefore = standIn.requests.filter(
      (r) => r.path === '/v1/checkout/sessions',
    ).length;
    await app.inject({
      method: 'POST',
      url: `/api/bids/${bidId}/pay`,
      headers: { cookie: owner.cookie },
    });
    expect(standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').length).toBe(
      sessionsBefore,
    );

    const sessionId = [...standIn.requests]
      .reverse()
      .find((r) => r.path.startsWith('/v1/checkout/sessions/'))
      ? undefined
      : undefined;
    void sessionId;
    const session = standIn.requests.length; // keep the count for the retrieval check below
    const csId = (await db.query.payments.findFirst({
      where: (p, { eq: is }) => is(p.id, paymentId),
    }))!.checkoutSessionId!;
    const paid = standIn.completeSession(csId);

    // A badly signed event changes nothing; a well signed one makes the app ask Stripe.
    expect((await deliver('checkout.session.completed', csId, 'whsec_wrong')).statusCode).toBe(400);
    expect(await paymentStatus(t, paymentId)).toBe('pending');
    expect((await deliver('checkout.session.completed', csId)).statusCode).toBe(200);
    expect(
      standIn.requests
        .slice(session)
        .some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${csId}`),
    ).toBe(true);
    expect(await paymentStatus(t, paymentId)).toBe('succeeded');

    const approve = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/approve-delivery`,
      headers: { cookie: owner.cookie },
    });
    expect(approve.json()).toEqual({ released: 45_000, releaseStatus: 'waiting_for_onboarding' });

    const link = await app.inject({
      method: 'POST',
      url: '/api/stripe/create-connect-account',
      headers: { cookie: developer.cookie },
      payload: {},
    });
    const account = lastRequest('POST', /^\/v1\/accounts$/);
    expect(account.body).toMatchObject({
      type: 'express',
      email: developer.user.email,
      'capabilities[transfers][requested]': 'true',
    });
    expect(account.idempotencyKey).toBe(`account-${developer.user.id}`);
    const [me] = await db.select().from(users).where(eq(users.id, developer.user.id));
    expect(link.json().url).toBe(`https://connect.stripe.test/setup/${me!.stripeConnectId}`);
    expect(lastRequest('POST', /^\/v1\/account_links$/).body).toMatchObject({
      type: 'account_onboarding',
      return_url: expect.stringMatching(/\/onboarding-redirect\?outcome=success$/),
      refresh_url: expect.stringMatching(/\/onboarding-redirect\?outcome=refresh$/),
    });

    standIn.finishOnboarding(me!.stripeConnectId!);
    expect((await deliver('account.updated', me!.stripeConnectId!)).statusCode).toBe(200);
    await app.payments.worker.runOnce();
    const [release] = await db.select().from(releases).where(eq(releases.paymentId, paymentId));
    const transfer = lastRequest('POST', /^\/v1\/transfers$/);
    expect(transfer.idempotencyKey).toBe(`transfer-${release!.id}`);
    expect(transfer.body).toMatchObject({
      amount: '45000',
      currency: 'usd',
      destination: me!.stripeConnectId!,
      transfer_group: `project-${project.id}`,
      source_transaction: paid.payment_intent.latest_charge,
    });
    expect(release!.status).toBe('sent');
    await expectLedgerSound(t);
  });

  it('refunds with the payment intent and a key derived from the refund', async () => {
    const { owner, developer, project, bidId } = await acceptedBid(t, 120);
    const pay = await app.inject({
      method: 'POST',
      url: `/api/bids/${bidId}/pay`,
      headers: { cookie: owner.cookie },
    });
    const payment = (await db.query.payments.findFirst({
      where: (p, { eq: is }) => is(p.id, pay.json().paymentId),
    }))!;
    const paid = standIn.completeSession(payment.checkoutSessionId!);
    expect(
      (await deliver('checkout.session.completed', payment.checkoutSessionId!)).statusCode,
    ).toBe(200);
    await cancelAndRefund(t, { owner, developer, projectId: project.id });
    expect(await app.payments.worker.runOnce()).toMatchObject({ refunds: 1, failures: 0 });
    const refund = lastRequest('POST', /^\/v1\/refunds$/);
    expect(refund.body).toMatchObject({ payment_intent: paid.payment_intent.id, amount: '12000' });
    expect(refund.idempotencyKey).toMatch(/^refund-\d+$/);
    await vi.waitFor(async () => expect(await paymentStatus(t, payment.id)).toBe('refunded'));
    await expectLedgerSound(t);
  });

  it('acknowledges a signed event about a session or account Stripe does not have', async () => {
    for (const [type, objectId] of [
      ['checkout.session.completed', 'cs_test_nowhere'],
      ['account.updated', 'acct_nowhere'],
    ] as const) {
      const response = await deliver(type, objectId);
      expect(response.statusCode, type).toBe(200);
      expect(response.json()).toMatchObject({ received: true, ignored: 'unknown object' });
    }
    // Stripe was asked (its answer decides), and not again: a missing object is not retried.
    const asked = standIn.requests.filter((r) => /nowhere/.test(r.path)).map((r) => r.path);
    expect(asked).toEqual(['/v1/checkout/sessions/cs_test_nowhere', '/v1/accounts/acct_nowhere']);
  });
});
