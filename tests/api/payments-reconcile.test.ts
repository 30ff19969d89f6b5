/**
 * Checkouts left pending (issue 24): a payment the provider took whose event was lost, and whose
 * owner never came back to the return page, is found by the money worker's sweep, which asks the
 * provider and confirms it through the same step as the return page; once, however often it
 * runs or however many instances run it. A file of its own: the sweep looks at every pending
 * payment, so no other test's checkouts may be in its database.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ledgerTransactions,
  notifications,
  projects,
  sandboxObjects,
} from '../../src/server/db/schema.js';
import { createMoneyWorker } from '../../src/server/features/payments/money-worker.js';
import {
  acceptedBid,
  expectLedgerSound,
  paymentStatus,
  postEvent,
  sandboxOf,
  startCheckout,
} from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const t = await createTestApp();
const { app, db } = t;
const as = (who: TestUser) => ({ cookie: who.cookie });
const ledgerCount = async () =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions))[0]!.n;

describe('a checkout left pending', () => {
  const minuteLater = () => new Date(Date.now() + 61_000);

  it('is confirmed by asking the provider when the event never came and the owner never returned', async () => {
    const { owner, developer, project, bidId } = await acceptedBid(t, 350);
    const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);
    // Paid at the provider; the event is lost and nobody visits the return page.
    await sandboxOf(t).completeCheckout(checkoutUrl.split('/').pop()!);
    const ledgerBefore = await ledgerCount();

    // Its event may still come: not asked about within the first minute.
    expect(await app.payments.worker.reconcileOnce()).toMatchObject({ checked: 0 });
    expect(await paymentStatus(t, paymentId)).toBe('pending');

    expect(await app.payments.worker.reconcileOnce(minuteLater())).toMatchObject({
      checked: 1,
      confirmed: 1,
    });
    expect(await paymentStatus(t, paymentId)).toBe('succeeded');
    const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.status).toBe('paid');
    const view = await app.inject({ url: `/api/payments/${paymentId}`, headers: as(owner) });
    expect(view.json()).toMatchObject({ status: 'succeeded', held: 35_000 });
    const told = await db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.relatedId, project.id), eq(notifications.type, 'project')));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: owner.user.id, title: 'Payment confirmed' },
        { userId: developer.user.id, title: 'Project paid' },
      ]),
    );

    // Twice changes nothing more; nor does the lost event arriving late after all.
    expect(await app.payments.worker.reconcileOnce(minuteLater())).toMatchObject({ checked: 0 });
    const late = await postEvent(t, {
      id: 'evt_late_after_reconcile',
      type: 'checkout.session.completed',
      data: { object: { id: checkoutUrl.split('/').pop()! } },
    });
    expect(late.statusCode).toBe(200);
    expect(await ledgerCount()).toBe(ledgerBefore + 1);
    await expectLedgerSound(t);
  });

  it('is closed when the provider says they expired, and asked again later while open', async () => {
    const { owner, bidId } = await acceptedBid(t, 150);
    const open = await startCheckout(t, owner, bidId);
    const later = new Date(Date.now() + 61_000);
    expect(await app.payments.worker.reconcileOnce(later)).toMatchObject({
      checked: 1,
      confirmed: 0,
      expired: 0,
    });
    expect(await paymentStatus(t, open.paymentId)).toBe('pending');
    // Still open: not asked about again at once, but later.
    expect(await app.payments.worker.reconcileOnce(later)).toMatchObject({ checked: 0 });

    // The provider's clock passed the checkout's expiry; its expiry event was lost.
    const sessionId = open.checkoutUrl.split('/').pop()!;
    await db
      .update(sandboxObjects)
      .set({
        data: sql`jsonb_set(${sandboxObjects.data}, '{expiresAt}', to_jsonb(${new Date(Date.now() - 1000).toISOString()}::text))`,
      })
      .where(eq(sandboxObjects.id, sessionId));
    expect(
      await app.payments.worker.reconcileOnce(new Date(Date.now() + 10 * 60_000)),
    ).toMatchObject({ checked: 1, expired: 1 });
    expect(await paymentStatus(t, open.paymentId)).toBe('expired');
    await expectLedgerSound(t);
  });

  it('is asked once when two instances sweep at the same moment', async () => {
    const { owner, bidId } = await acceptedBid(t, 200);
    const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);
    await sandboxOf(t).completeCheckout(checkoutUrl.split('/').pop()!);
    const ledgerBefore = await ledgerCount();
    const other = createMoneyWorker({
      db,
      provider: app.payments.provider,
      transaction: (work) => app.transaction(work),
      log: app.log,
    });
    const at = new Date(Date.now() + 61_000);
    const [a, b] = await Promise.all([
      app.payments.worker.reconcileOnce(at),
      other.reconcileOnce(at),
    ]);
    expect(a.checked + b.checked).toBe(1);
    expect(a.confirmed + b.confirmed).toBe(1);
    expect(await paymentStatus(t, paymentId)).toBe('succeeded');
    expect(await ledgerCount()).toBe(ledgerBefore + 1);
    await expectLedgerSound(t);
  });
});
