/**
 * Held money is one fact (issue 37: payments' escrowOf and heldOfProject, nothing else): after a
 * card chargeback takes the escrow, every place that shows what is held says so — the owner's
 * payments and project page, the developer's earnings and project page, the operators' project
 * list and the delivery mail — and both sides see the chargeback and, when it closes, its
 * outcome (issue 35).
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { chargebacks, mailOutbox, notifications } from '../../src/server/db/schema.js';
import { signUpOperator } from '../setup/operators.js';
import {
  acceptedBid,
  payOnSandboxPage,
  startCheckout,
  waitForPaymentStatus,
} from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const t = await createTestApp();
const { app, db } = t;
const operator = await signUpOperator(t);
const get = (url: string, who: TestUser) =>
  app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

describe('held money after a chargeback', { timeout: 60_000 }, () => {
  it('is what escrowOf says on every view, and both sides see the chargeback', async () => {
    const { owner, developer, project, bidId } = await acceptedBid(t, 1000);
    const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);
    await payOnSandboxPage(t, owner, checkoutUrl, '4000 0000 0000 0259');
    await waitForPaymentStatus(t, paymentId, 'succeeded');
    const chargeback = async () =>
      (await db.select().from(chargebacks).where(eq(chargebacks.paymentId, paymentId)))[0];
    await vi.waitFor(async () => expect((await chargeback())?.withdrawn).toBe(100_000), {
      timeout: 20_000,
      interval: 100,
    });

    /** The held figure (cents) on each view that shows it, and the chargeback both sides see. */
    const views = async () => {
      const ownerPayments = (await get(`/api/users/${owner.user.id}/payments`, owner)).json();
      const earnings = (await get(`/api/users/${developer.user.id}/earnings`, developer)).json();
      const asOwner = (await get(`/api/projects/${project.id}`, owner)).json();
      const asDeveloper = (await get(`/api/projects/${project.id}`, developer)).json();
      const opsList = (
        await get(`/api/ops/projects?q=${encodeURIComponent(project.name)}`, operator)
      ).json();
      return {
        held: {
          ownerPayments: ownerPayments[0].held,
          ownerProject: asOwner.payment.held,
          developerProject: asDeveloper.payment.held,
          // The developer's share (90%) of what is held.
          developerEarnings: earnings.held,
          ops: opsList[0].heldCents,
        },
        ownerSees: ownerPayments[0].chargeback?.status,
        developerSees: [asDeveloper.payment.chargeback?.status, earnings.chargebacks[0]?.status],
        chargedBack: ownerPayments[0].chargedBack,
      };
    };

    expect(await views()).toEqual({
      held: {
        ownerPayments: 0,
        ownerProject: 0,
        developerProject: 0,
        developerEarnings: 0,
        ops: 0,
      },
      ownerSees: 'open',
      developerSees: ['open', 'open'],
      chargedBack: 100_000,
    });

    // The delivery mail names what approving would release: nothing while the bank has it.
    const delivered = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/deliveries`,
      headers: { cookie: developer.cookie },
      payload: { message: 'Everything is done; the README explains how to run it.' },
    });
    expect(delivered.statusCode).toBe(201);
    await app.jobs.runDue({ names: ['mail.activity'] });
    const [deliveryMail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, owner.user.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(deliveryMail!.bodyText).toContain('release the $0 still held');

    // Won: the money is held again everywhere, and both sides see the outcome.
    const won = await app.inject({
      method: 'POST',
      url: `/sandbox/chargebacks/${(await chargeback())!.externalId}/close`,
      headers: { cookie: owner.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=won',
    });
    expect(won.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await chargeback())?.status).toBe('won'), {
      timeout: 10_000,
      interval: 50,
    });
    expect(await views()).toEqual({
      held: {
        ownerPayments: 100_000,
        ownerProject: 100_000,
        developerProject: 100_000,
        developerEarnings: 90_000,
        ops: 100_000,
      },
      ownerSees: 'won',
      developerSees: ['won', 'won'],
      chargedBack: 0,
    });

    // Every amount the notifications and mails of this journey name, by the one formatter.
    const texts = [
      ...(await db.select().from(notifications)).map((n) => n.content),
      ...(await db.select().from(mailOutbox)).flatMap((m) => [m.subject, m.bodyText]),
    ];
    const amounts = texts.flatMap((text) => text.match(/-?\$\d+(,\d+)*(\.\d+)?/g) ?? []);
    expect(amounts).toContain('$1,000');
    for (const amount of amounts) expect(amount).toMatch(/^-?\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
  });
});
