/**
 * Payments (issue 11): checkout for an accepted bid, confirmation only from the provider, escrow,
 * release on approval, payouts after onboarding, refunds on cancellation, and a ledger that
 * balances after every step. The sandbox provider runs the real flow: hosted page, signed events
 * delivered to the webhook.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createMoneyWorker } from '../../src/server/features/payments/money-worker.js';
import { describe, expect, it } from 'vitest';
import {
  bids,
  ledgerTransactions,
  notifications,
  payments,
  projects,
  providerEvents,
  refunds,
  releases,
  sandboxObjects,
  users,
} from '../../src/server/db/schema.js';
import {
  acceptedBid,
  expectLedgerSound,
  paidProject,
  payOnSandboxPage,
  paymentStatus,
  postEvent,
  sandboxOf,
  startCheckout,
  waitForPaymentStatus,
  cancelAndRefund,
} from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const t = await createTestApp();
const { app, db } = t;
const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const post = (url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method: 'POST', url, headers: as(who), ...(payload && { payload }) });
const ledgerCount = async () =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions))[0]!.n;

describe('paying for an accepted bid', () => {
  it('is for the owner of an accepted bid only', async () => {
    const { owner, developer, bidId } = await acceptedBid(t);
    const stranger = await t.signUp({ role: 'creator' });
    expect((await post(`/api/bids/${bidId}/pay`, null)).statusCode).toBe(401);
    for (const who of [developer, stranger]) {
      const refused = await post(`/api/bids/${bidId}/pay`, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only the project owner can pay for this bid');
    }
    // A bid that is still pending (another one on a fresh project) cannot be paid.
    const [project] = await db
      .insert(projects)
      .values({
        name: 'Still choosing',
        description: 'A project whose owner has not accepted any bid yet, so nothing to pay.',
        submitterId: owner.user.id,
      })
      .returning();
    const pending = await post(`/api/projects/${project!.id}/bids`, developer, {
      amount: 100,
      timeline: 2,
      message: 'A pending bid that nobody accepted yet.',
    });
    const early = await post(`/api/bids/${pending.json().id}/pay`, owner);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only an accepted bid can be paid');
    expect(await db.select().from(payments).where(eq(payments.bidId, bidId))).toEqual([]);
  });

  it('opens one checkout, however many times the owner clicks', async () => {
    const { owner, bidId } = await acceptedBid(t, 750);
    const clicks = await Promise.all([1, 2, 3].map(() => post(`/api/bids/${bidId}/pay`, owner)));
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    const urls = new Set(clicks.map((c) => c.json().checkoutUrl));
    expect(urls.size).toBe(1);
    expect([...urls][0]).toMatch(/^\/sandbox\/checkout\/cs_sandbox_[0-9a-f]+$/);
    const rows = await db.select().from(payments).where(eq(payments.bidId, bidId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 75_000,
      platformFee: 7_500,
      developerAmount: 67_500,
      status: 'pending',
      provider: 'sandbox',
    });
    await expectLedgerSound(t);
  });

  it('is confirmed by the signed event, never by the return URL, and notifies both sides', async () => {
    const { owner, developer, project, bidId } = await acceptedBid(t, 400);
    const bidPayment = async (who: TestUser) =>
      (await app.inject({ url: `/api/bids/${bidId}`, headers: as(who) })).json().payment;
    expect(await bidPayment(owner)).toBeNull();
    const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);
    // The payment screen sees the open checkout ('Ready for Payment').
    expect(await bidPayment(owner)).toMatchObject({ id: paymentId, status: 'pending', held: 0 });
    const declined = await payOnSandboxPage(t, owner, checkoutUrl, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined');
    expect(declined.body).toContain('SANDBOX');

    // The browser's return alone proves nothing: the payment stays pending.
    const returned = await app.inject({
      url: `/payment/bid/${bidId}/return?payment=${paymentId}`,
      headers: as(owner),
    });
    expect(returned.statusCode).not.toBe(500);
    expect(await paymentStatus(t, paymentId)).toBe('pending');

    const paid = await payOnSandboxPage(t, owner, checkoutUrl);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(
      new RegExp(`/payment/bid/${bidId}/return\\?payment=${paymentId}$`),
    );
    await waitForPaymentStatus(t, paymentId, 'succeeded');

    const [bid] = await db.select().from(bids).where(eq(bids.id, bidId));
    const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(bid!.status).toBe('paid');
    expect(bid!.paymentIntentId).toMatch(/^pi_sandbox_/);
    expect(row!.status).toBe('paid');
    const titles = await db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.relatedId, project.id), eq(notifications.type, 'project')));
    expect(titles).toEqual(
      expect.arrayContaining([
        { userId: owner.user.id, title: 'Payment confirmed' },
        { userId: developer.user.id, title: 'Project paid' },
      ]),
    );
    const view = await app.inject({ url: `/api/payments/${paymentId}`, headers: as(owner) });
    expect(view.json()).toMatchObject({
      status: 'succeeded',
      held: 40_000,
      released: 0,
      refunded: 0,
    });
    expect(
      (await app.inject({ url: `/api/payments/${paymentId}`, headers: as(developer) })).statusCode,
    ).toBe(200);
    const stranger = await t.signUp();
    expect(
      (await app.inject({ url: `/api/payments/${paymentId}`, headers: as(stranger) })).statusCode,
    ).toBe(404);
    const detail = async (who: TestUser | null) =>
      (await app.inject({ url: `/api/projects/${project.id}`, headers: as(who) })).json().payment;
    expect(await detail(owner)).toMatchObject({ id: paymentId, status: 'succeeded', held: 40_000 });
    expect(await detail(developer)).toMatchObject({ id: paymentId });
    expect(await detail(stranger)).toBeNull();
    expect(await detail(null)).toBeNull();
    expect(await bidPayment(developer)).toMatchObject({ id: paymentId, status: 'succeeded' });
    const again = await post(`/api/bids/${bidId}/pay`, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This bid has already been paid');
    await expectLedgerSound(t);
  });

  it('confirms a paid checkout whose event never arrived when the return page asks the provider', async () => {
    const { owner, bidId } = await acceptedBid(t, 300);
    const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);
    // Paid at the provider, but the event is lost (never delivered).
    await sandboxOf(t).completeCheckout(checkoutUrl.split('/').pop()!);
    expect(await paymentStatus(t, paymentId)).toBe('pending');
    const synced = await post(`/api/payments/${paymentId}/sync`, owner);
    expect(synced.json().status).toBe('succeeded');
    await expectLedgerSound(t);
  });
});

describe("the sandbox's hosted pages", () => {
  const form = (who: TestUser | null) => ({
    ...as(who),
    'content-type': 'application/x-www-form-urlencoded',
  });
  const signInFor = (page: string) => `/auth?next=${encodeURIComponent(page)}`;

  it('take a payment only from the owner who opened the checkout; a visitor signs in first', async () => {
    const { owner, developer, bidId } = await acceptedBid(t, 250);
    const stranger = await t.signUp({ role: 'creator' });
    const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);
    const sessionId = checkoutUrl.split('/').pop()!;
    const sessionStatus = async () => (await sandboxOf(t).findCheckout(sessionId))!.status;
    const actions = [
      { method: 'GET' as const, url: checkoutUrl },
      { method: 'POST' as const, url: `${checkoutUrl}/pay`, payload: 'card=4242424242424242' },
      { method: 'POST' as const, url: `${checkoutUrl}/cancel` },
    ];

    for (const action of actions) {
      // A visitor holding the link: to the sign-in page, which brings them back to the checkout.
      const visitor = await app.inject({ ...action, headers: form(null) });
      expect(visitor.statusCode, action.url).toBe(303);
      expect(visitor.headers.location).toBe(signInFor(checkoutUrl));
      // Anyone else signed in, the developer included: nothing there.
      for (const who of [stranger, developer]) {
        const refused = await app.inject({ ...action, headers: form(who) });
        expect(refused.statusCode, action.url).toBe(404);
        expect(refused.body).toContain('Checkout not found');
        expect(refused.body).not.toContain('Pay $250');
      }
    }
    // An id that does not exist looks the same: sign in, then not found.
    const missing = '/sandbox/checkout/cs_sandbox_0123456789abcdef01234567';
    expect((await app.inject({ url: missing })).headers.location).toBe(signInFor(missing));
    expect((await app.inject({ url: missing, headers: as(owner) })).statusCode).toBe(404);
    expect(await sessionStatus()).toBe('open');
    expect(await paymentStatus(t, paymentId)).toBe('pending');

    const page = await app.inject({ url: checkoutUrl, headers: as(owner) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay $250');
    const paid = await payOnSandboxPage(t, owner, checkoutUrl);
    expect(paid.statusCode).toBe(303);
    await waitForPaymentStatus(t, paymentId, 'succeeded');
  });

  it('set up payouts only for the developer whose account it is; a visitor signs in first', async () => {
    const developer = await t.signUp({ role: 'developer' });
    const other = await t.signUp({ role: 'developer' });
    const link = await post('/api/stripe/create-connect-account', developer, {});
    const url = link.json().url as string;
    expect(url).toMatch(/^\/sandbox\/onboarding\/al_sandbox_/);
    const [row] = await db.select().from(users).where(eq(users.id, developer.user.id));
    const accountId = row!.stripeConnectId!;
    const payoutsEnabled = async () =>
      (await sandboxOf(t).retrieveAccount(accountId)).payoutsEnabled;

    for (const action of [
      { method: 'GET' as const, url },
      { method: 'POST' as const, url: `${url}/complete` },
      { method: 'POST' as const, url: `${url}/abandon` },
    ]) {
      const visitor = await app.inject({ ...action, headers: form(null) });
      expect(visitor.statusCode, action.url).toBe(303);
      expect(visitor.headers.location).toBe(signInFor(url));
      const refused = await app.inject({ ...action, headers: form(other) });
      expect(refused.statusCode, action.url).toBe(404);
      expect(refused.body).toContain('Link not found');
    }
    expect(await payoutsEnabled()).toBe(false);

    expect((await app.inject({ url, headers: as(developer) })).body).toContain('Set up payouts');
    const done = await app.inject({
      method: 'POST',
      url: `${url}/complete`,
      headers: form(developer),
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toMatch(/\/onboarding-redirect\?outcome=success$/);
    expect(await payoutsEnabled()).toBe(true);
  });
});

describe('the webhook', () => {
  it('refuses a forged or malformed event with 400, ignores an unhandled type, changes nothing', async () => {
    const { owner, bidId } = await acceptedBid(t);
    const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);
    const sessionId = checkoutUrl.split('/').pop()!;
    await sandboxOf(t).completeCheckout(sessionId);
    const event = {
      id: 'evt_forged_1',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId } },
    };
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(providerEvents);

    const forged = await postEvent(t, event, 't=1700000000,v1=deadbeef');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid webhook signature');
    const unsigned = await postEvent(t, event, '');
    expect(unsigned.statusCode).toBe(400);
    const unknown = await postEvent(t, { ...event, id: 'evt_u', type: 'invoice.paid' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().ignored).toBe('unhandled event type');
    const malformed = await postEvent(t, '{"id":');
    expect(malformed.json().message).toBe('Malformed webhook event');

    expect(await paymentStatus(t, paymentId)).toBe('pending');
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(providerEvents)).toEqual(before);
  });

  it('applies a replayed, duplicated or simultaneous event once, and ignores a late expiry', async () => {
    const { owner, bidId } = await acceptedBid(t, 600);
    const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);
    const sessionId = checkoutUrl.split('/').pop()!;
    await sandboxOf(t).completeCheckout(sessionId);
    const event = {
      id: 'evt_twice_1',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId } },
    };
    const ledgerBefore = await ledgerCount();

    const together = await Promise.all([postEvent(t, event), postEvent(t, event)]);
    expect(together.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(together.map((r) => r.json().duplicate).sort()).toEqual([false, true]);
    const replay = await postEvent(t, event);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // The same fact under another event id (Stripe may send one twice) still moves money once.
    expect((await postEvent(t, { ...event, id: 'evt_twice_2' })).statusCode).toBe(200);
    // An expiry arriving after the completion changes nothing.
    expect(
      (await postEvent(t, { ...event, id: 'evt_late', type: 'checkout.session.expired' }))
        .statusCode,
    ).toBe(200);

    expect(await paymentStatus(t, paymentId)).toBe('succeeded');
    expect(await ledgerCount()).toBe(ledgerBefore + 1);
    await expectLedgerSound(t);
  });
});

describe('delivery approval, payouts and refunds', () => {
  it('holds the money until approval, waits for onboarding, then pays the developer once', async () => {
    const { owner, developer, project, paymentId } = await paidProject(t, 1000);
    const approve = (who: TestUser) => post(`/api/projects/${project.id}/approve-delivery`, who);
    expect((await approve(developer)).statusCode).toBe(403);

    const approved = await approve(owner);
    expect(approved.json()).toEqual({ released: 90_000, releaseStatus: 'waiting_for_onboarding' });
    expect((await approve(owner)).statusCode).toBe(409);
    const [done] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(done!.status).toBe('completed');
    await app.payments.worker.runOnce();
    const [waiting] = await db.select().from(releases).where(eq(releases.paymentId, paymentId));
    expect(waiting).toMatchObject({
      gross: 100_000,
      developerAmount: 90_000,
      fee: 10_000,
      status: 'waiting_for_onboarding',
    });
    let earnings = (
      await app.inject({ url: `/api/users/${developer.user.id}/earnings`, headers: as(developer) })
    ).json();
    expect(earnings).toMatchObject({ held: 0, waitingForOnboarding: 90_000, paidOut: 0 });

    // Onboarding: only the developer, only for themselves; the state comes from the provider.
    expect((await post('/api/stripe/create-connect-account', owner)).statusCode).toBe(403);
    expect(
      (await post('/api/stripe/create-connect-account', developer, { userId: owner.user.id }))
        .statusCode,
    ).toBe(403);
    const link = await post('/api/stripe/create-connect-account', developer, {
      userId: developer.user.id,
      email: developer.user.email,
    });
    expect(link.json().url).toMatch(/^\/sandbox\/onboarding\/al_sandbox_/);
    const status = await post('/api/stripe/check-onboarding-status', developer, {});
    expect(status.json()).toMatchObject({ isComplete: false });
    const finish = await app.inject({
      method: 'POST',
      url: `${link.json().url}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: developer.cookie },
      payload: '',
    });
    expect(finish.headers.location).toMatch(/\/onboarding-redirect\?outcome=success$/);
    // The signed account.updated event queues the waiting release without anyone clicking.
    await expect
      .poll(
        async () =>
          (await db.select().from(releases).where(eq(releases.paymentId, paymentId)))[0]!.status,
      )
      .toBe('queued');
    const [me] = await db.select().from(users).where(eq(users.id, developer.user.id));
    expect(me!.onboardingComplete).toBe(true);

    expect(await app.payments.worker.runOnce()).toMatchObject({ transfers: 1, failures: 0 });
    expect(await app.payments.worker.runOnce()).toMatchObject({ transfers: 0 });
    const [sent] = await db.select().from(releases).where(eq(releases.paymentId, paymentId));
    expect(sent).toMatchObject({
      status: 'sent',
      transferId: expect.stringMatching(/^tr_sandbox_/),
    });
    earnings = (
      await app.inject({ url: `/api/users/${developer.user.id}/earnings`, headers: as(developer) })
    ).json();
    expect(earnings).toMatchObject({
      held: 0,
      waitingForOnboarding: 0,
      inTransit: 0,
      paidOut: 90_000,
    });
    await expectLedgerSound(t);
  });

  it('refunds what is held when a paid project is cancelled and the developer agrees, and counts it out of Total Spending', async () => {
    const { owner, developer, project, paymentId } = await paidProject(t, 250);
    const spending = async () =>
      (
        await app.inject({ url: `/api/users/${owner.user.id}/total-spending`, headers: as(owner) })
      ).json().totalSpent;
    expect(await spending()).toBe(250);

    // decisions.md, Held money: the developer is asked first, and agrees to the full refund.
    await cancelAndRefund(t, { owner, developer, projectId: project.id });
    expect(await paymentStatus(t, paymentId)).toBe('refunded');
    const [refund] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(refund).toMatchObject({ amount: 25_000, status: 'queued' });
    expect(await spending()).toBe(0);
    await app.payments.worker.runOnce();
    const [sent] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(sent).toMatchObject({
      status: 'sent',
      providerRefundId: expect.stringMatching(/^re_sandbox_/),
    });
    const history = (
      await app.inject({ url: `/api/users/${owner.user.id}/payments`, headers: as(owner) })
    ).json();
    expect(history.find((p: { id: number }) => p.id === paymentId)).toMatchObject({
      amount: 25_000,
      refunded: 25_000,
      held: 0,
      status: 'refunded',
    });
    await expectLedgerSound(t);
  });

  it('sends each transfer once when two workers (two instances) run at the same moment', async () => {
    const onboarded = await Promise.all([1, 2, 3, 4].map(() => paidProject(t, 100)));
    for (const { developer, owner, project } of onboarded) {
      const link = await post('/api/stripe/create-connect-account', developer, {});
      await app.inject({
        method: 'POST',
        url: `${link.json().url}/complete`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: developer.cookie },
        payload: '',
      });
      await expect
        .poll(
          async () =>
            (await db.select().from(users).where(eq(users.id, developer.user.id)))[0]!
              .onboardingComplete,
        )
        .toBe(true);
      expect(
        (await post(`/api/projects/${project.id}/approve-delivery`, owner)).json().releaseStatus,
      ).toBe('queued');
    }
    const other = createMoneyWorker({
      db,
      provider: app.payments.provider,
      transaction: (work) => app.transaction(work),
      log: app.log,
    });
    const [a, b] = await Promise.all([app.payments.worker.runOnce(), other.runOnce()]);
    expect(a.transfers + b.transfers).toBe(4);
    const transfers = await db
      .select()
      .from(sandboxObjects)
      .where(eq(sandboxObjects.kind, 'transfer'));
    const ids = onboarded.map(({ paymentId }) => paymentId);
    const sent = await db.select().from(releases).where(inArray(releases.paymentId, ids));
    expect(sent.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(new Set(sent.map((r) => r.transferId)).size).toBe(4);
    expect(transfers.filter((row) => sent.some((r) => r.transferId === row.id))).toHaveLength(4);
    await expectLedgerSound(t);
  });

  it('will not cancel while a checkout is open, but will once it has expired', async () => {
    const { owner, project, bidId } = await acceptedBid(t);
    const { paymentId } = await startCheckout(t, owner, bidId);
    const cancel = () =>
      app.inject({
        method: 'PATCH',
        url: `/api/projects/${project.id}/status`,
        headers: as(owner),
        payload: { status: 'cancelled' },
      });
    expect((await cancel()).statusCode).toBe(409);
    await db
      .update(payments)
      .set({ checkoutExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, paymentId));
    expect((await cancel()).statusCode).toBe(200);
    expect(await paymentStatus(t, paymentId)).toBe('expired');
    await expectLedgerSound(t);
  });
});
