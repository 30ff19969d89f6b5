/**
 * Receipts, payout statements and CSV exports (issue 29; decisions.md, "Email";
 * docs/decisions/payments.md, "Receipts"): every charged payment and every refund sent gets a
 * receipt number, once, gap-free and consecutive per year even when confirmations race; the
 * payer (and an operator) reads it, nobody else; the receipt and the payout statement are mailed
 * as account mail through jobs; each side exports its own rows as CSV.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, payments, receipts, users } from '../../src/server/db/schema.js';
import { csvField, dollars } from '../../src/server/features/payments/exports.js';
import { issueReceipt, receiptNumber } from '../../src/server/features/payments/receipts.js';
import {
  acceptedBid,
  cancelAndRefund,
  paidProject,
  payOnSandboxPage,
  sandboxOf,
  startCheckout,
  waitForPaymentStatus,
} from '../setup/payments.js';
import { signUpOperator } from '../setup/operators.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const t = await createTestApp({ config: { publicUrl: 'https://finishline.test' } });
const { app, db, database } = t;

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const get = (url: string, who: TestUser | null) =>
  app.inject({ method: 'GET', url, headers: as(who) });
const post = (url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method: 'POST', url, headers: as(who), ...(payload && { payload }) });

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const receiptOf = async (paymentId: number, kind: 'payment' | 'refund' = 'payment') => {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.paymentId, paymentId), eq(receipts.kind, kind)));
  return row;
};
const outboxTo = (who: TestUser) =>
  db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, who.user.email))
    .orderBy(desc(mailOutbox.id));
/** A developer whose sandbox payout account can receive transfers. */
async function onboard(developer: TestUser) {
  expect((await post('/api/stripe/create-connect-account', developer, {})).statusCode).toBe(200);
  const [row] = await db.select().from(users).where(eq(users.id, developer.user.id));
  await sandboxOf(t).completeOnboarding(row!.stripeConnectId!);
  await db.update(users).set({ onboardingComplete: true }).where(eq(users.id, developer.user.id));
}
const runAccountMail = () => app.jobs.runDue({ names: ['mail.account', 'mail.activity'] });

describe('receipt numbers', () => {
  it('are issued once per paid payment, in the confirming transaction, as FL-YYYY-NNNNNN', async () => {
    const { owner, paymentId } = await paidProject(t, 250);
    const receipt = await receiptOf(paymentId);
    const year = new Date().getUTCFullYear();
    expect(receipt).toMatchObject({ kind: 'payment', payerId: owner.user.id, amount: 25_000 });
    expect(receipt!.fee).toBe(2_500);
    expect(receipt!.number).toMatch(new RegExp(`^FL-${year}-\\d{6}$`));
    expect(receipt!.number).toBe(receiptNumber(year, receipt!.sequence));
    // A second delivery of the provider's event changes nothing, and takes no number.
    const [counter] = await rowsOf<{ last: number }>(
      sql`select last from receipt_counters where year = ${year}`,
    );
    const confirmed = await app.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      return issueReceipt(tx, {
        kind: 'payment',
        paymentId,
        payerId: owner.user.id,
        amount: row!.amount,
        fee: row!.platformFee,
      });
    });
    expect(confirmed.number).toBe(receipt!.number);
    const [after] = await rowsOf<{ last: number }>(
      sql`select last from receipt_counters where year = ${year}`,
    );
    expect(after!.last).toBe(counter!.last);
  });

  it('leave no gap when the issuing transaction rolls back', async () => {
    const first = await paidProject(t, 100);
    const before = (await receiptOf(first.paymentId))!.sequence;
    await expect(
      app.transaction(async (tx) => {
        await issueReceipt(tx, {
          kind: 'payment',
          paymentId: first.paymentId + 10_000_000,
          payerId: first.owner.user.id,
          amount: 100,
          fee: 10,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow();
    const second = await paidProject(t, 100);
    expect((await receiptOf(second.paymentId))!.sequence).toBe(before + 1);
  });

  it('are distinct and consecutive when confirmations race', { timeout: 120_000 }, async () => {
    const count = database.kind === 'postgres' ? 6 : 3;
    const setups = await Promise.all(
      Array.from({ length: count }, async () => {
        const setup = await acceptedBid(t, 120);
        const checkout = await startCheckout(t, setup.owner, setup.bidId);
        return { ...setup, ...checkout };
      }),
    );
    // Every checkout paid at once: their webhooks confirm concurrently.
    await Promise.all(setups.map((s) => payOnSandboxPage(t, s.owner, s.checkoutUrl)));
    await Promise.all(setups.map((s) => waitForPaymentStatus(t, s.paymentId, 'succeeded')));
    const issued = await db
      .select()
      .from(receipts)
      .where(
        inArray(
          receipts.paymentId,
          setups.map((s) => s.paymentId),
        ),
      );
    expect(issued).toHaveLength(count);
    const sequences = issued.map((r) => r.sequence).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(count);
    expect(sequences.at(-1)! - sequences[0]!).toBe(count - 1);
    // And the year has no gap at all: 1..last.
    const year = new Date().getUTCFullYear();
    const [all] = await rowsOf<{ n: number; max: number }>(
      sql`select count(*)::int as n, max(sequence) as max from receipts where year = ${year}`,
    );
    expect(all!.n).toBe(all!.max);
  });

  it('are issued to the payer when a refund is sent, with no fee kept', async () => {
    const { owner, developer, project, paymentId } = await paidProject(t, 300);
    await cancelAndRefund(t, { owner, developer, projectId: project.id });
    expect(await receiptOf(paymentId, 'refund')).toBeUndefined();
    await app.jobs.runDue({ names: ['payments.send'] });
    const refund = await receiptOf(paymentId, 'refund');
    expect(refund).toMatchObject({
      kind: 'refund',
      payerId: owner.user.id,
      amount: 30_000,
      fee: 0,
    });
    const view = (await get(`/api/payments/${paymentId}`, owner)).json();
    expect(view.receipts.map((r: { kind: string }) => r.kind)).toEqual(['payment', 'refund']);
  });
});

describe('the receipt page', () => {
  it('is the payer’s and an operator’s only; anyone else gets 404', async () => {
    const { owner, developer, paymentId } = await paidProject(t, 420);
    const { number } = (await receiptOf(paymentId))!;
    const mine = await get(`/api/receipts/${number}`, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      number,
      kind: 'payment',
      paymentId,
      amount: 42_000,
      fee: 4_200,
      currency: 'USD',
      developerUsername: developer.user.username,
      payerUsername: owner.user.username,
    });
    expect(mine.headers['cache-control']).toContain('no-store');

    const stranger = await t.signUp({ role: 'creator' });
    for (const who of [developer, stranger]) {
      const refused = await get(`/api/receipts/${number}`, who);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'Receipt not found' });
    }
    expect((await get(`/api/receipts/${number}`, null)).statusCode).toBe(401);
    expect((await get('/api/receipts/FL-1999-000001', owner)).statusCode).toBe(404);
    expect((await get('/api/receipts/not-a-number', owner)).statusCode).toBe(404);

    const operator = await signUpOperator(t);
    expect((await get(`/api/receipts/${number}`, operator)).statusCode).toBe(200);
    // An operator account whose session has not passed the second factor: not as an operator.
    await db.update(users).set({ isOperator: true }).where(eq(users.id, stranger.user.id));
    expect((await get(`/api/receipts/${number}`, stranger)).statusCode).toBe(404);
  });

  it('is listed on the payer’s payments, and not on the developer’s view of the payment', async () => {
    const { owner, developer, paymentId } = await paidProject(t, 150);
    const { number } = (await receiptOf(paymentId))!;
    const list = (await get(`/api/users/${owner.user.id}/payments`, owner)).json();
    expect(list.find((p: { id: number }) => p.id === paymentId).receipts).toEqual([
      { number, kind: 'payment' },
    ]);
    expect((await get(`/api/payments/${paymentId}`, developer)).json().receipts).toEqual([]);
  });
});

describe('account mail', () => {
  it('mails the payer the receipt, and no separate payment mail; the developer is told', async () => {
    const { owner, developer, project, paymentId } = await paidProject(t, 275);
    const { number } = (await receiptOf(paymentId))!;
    await runAccountMail();
    // The owner's mail of the bid they accepted aside: the receipt, and nothing else.
    const ownerMail = (await outboxTo(owner)).filter((m) => !m.subject.startsWith('New bid'));
    expect(ownerMail).toHaveLength(1);
    const [receiptMail] = ownerMail;
    expect(receiptMail!.subject).toBe(`Receipt ${number} for “${project.name}”`);
    expect(receiptMail!.bodyText).toContain('$275');
    expect(receiptMail!.bodyText).toContain(`https://finishline.test/receipts/${number}`);
    expect(receiptMail!.bodyHtml).toContain(`href="https://finishline.test/receipts/${number}"`);
    // Account mail: always sent, no unsubscribe headers.
    expect(receiptMail!.headers ?? {}).not.toHaveProperty('List-Unsubscribe');
    const developerMail = await outboxTo(developer);
    expect(developerMail.map((m) => m.subject)).toContain(
      `“${project.name}” is paid: you can start`,
    );
  });

  it('mails the receipt even when payment mail is turned off', async () => {
    const { owner } = await acceptedBid(t, 90);
    const off = await app.inject({
      method: 'PUT',
      url: '/api/email-preferences',
      headers: as(owner),
      payload: { category: 'payment', enabled: false },
    });
    expect(off.statusCode).toBe(200);
    const [bid] = await rowsOf<{ id: number }>(
      sql`select b.id from bids b join projects p on p.id = b.project_id where p.submitter_id = ${owner.user.id}`,
    );
    const { checkoutUrl, paymentId } = await startCheckout(t, owner, bid!.id);
    await payOnSandboxPage(t, owner, checkoutUrl);
    await waitForPaymentStatus(t, paymentId, 'succeeded');
    await runAccountMail();
    const subjects = (await outboxTo(owner)).map((m) => m.subject);
    expect(subjects.filter((s) => !s.startsWith('New bid'))).toEqual([
      expect.stringMatching(/^Receipt FL-/),
    ]);
  });

  it('mails a refund receipt when the refund is sent', async () => {
    const { owner, developer, project, paymentId } = await paidProject(t, 310);
    await cancelAndRefund(t, { owner, developer, projectId: project.id });
    await app.jobs.runDue({ names: ['payments.send'] });
    await runAccountMail();
    const refund = (await receiptOf(paymentId, 'refund'))!;
    const mail = (await outboxTo(owner)).find((m) => m.subject.startsWith('Refund receipt'));
    expect(mail!.subject).toBe(`Refund receipt ${refund.number} for “${project.name}”`);
    expect(mail!.bodyText).toContain('$310');
  });

  it('mails the developer a payout statement when a release is sent, and nothing else', async () => {
    const { owner, developer, project } = await paidProject(t, 500);
    await onboard(developer);
    await runAccountMail();
    const before = (await outboxTo(developer)).length;
    expect(
      (
        await post(`/api/projects/${project.id}/deliveries`, developer, {
          message: 'Everything is done and documented.',
        })
      ).statusCode,
    ).toBe(201);
    expect((await post(`/api/projects/${project.id}/approve-delivery`, owner)).statusCode).toBe(
      200,
    );
    await app.jobs.runDue({ names: ['payments.send'] });
    await runAccountMail();
    const added = (await outboxTo(developer)).slice(0, (await outboxTo(developer)).length - before);
    const statements = added.filter((m) => m.subject.startsWith('Payout statement'));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.subject).toBe(`Payout statement: $450 for “${project.name}”`);
    expect(statements[0]!.bodyText).toContain('$500');
    expect(statements[0]!.bodyText).toContain('$50');
    expect(added.filter((m) => m.subject.startsWith('Payout on its way'))).toHaveLength(0);
  });
});

describe('CSV exports', () => {
  it('streams the owner’s own payments, escaped, in dollars', async () => {
    const { owner, project, paymentId } = await paidProject(t, 1234);
    const tricky = `=HYPERLINK("x"), "quoted", a,b\nline`;
    await db.execute(sql`update projects set name = ${tricky} where id = ${project.id}`);
    const other = await paidProject(t, 999);
    const response = await get(`/api/users/${owner.user.id}/payments/export`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="finishline-payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'Date,Receipt,Project,Developer,Status,Paid (USD),Finishline fee (USD),Held (USD),Released (USD),Refunded (USD),Refund receipts',
    );
    const { number } = (await receiptOf(paymentId))!;
    expect(response.body).toContain(`${number},${csvField(tricky)},`);
    expect(csvField(tricky)).toBe(`"'=HYPERLINK(""x""), ""quoted"", a,b\nline"`);
    expect(response.body).toContain(',paid,1234.00,123.40,1234.00,0.00,0.00,');
    expect(response.body).not.toContain((await receiptOf(other.paymentId))!.number);

    expect((await get(`/api/users/${other.owner.user.id}/payments/export`, owner)).statusCode).toBe(
      403,
    );
  });

  it('pages through more rows than one read', async () => {
    const { owner, bidId, paymentId } = await paidProject(t, 100);
    const base = (await db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;
    // 1,100 old refunded payments of the same bid: more than two of the export's pages.
    await db.execute(sql`
      insert into payments (bid_id, amount, platform_fee, developer_amount, provider, status, created_at)
      select ${bidId}, 100, 10, 90, 'sandbox', 'refunded', ${base.createdAt}::timestamptz - (n || ' minutes')::interval
      from generate_series(1, 1100) as n`);
    const response = await get(`/api/users/${owner.user.id}/payments/export`, owner);
    expect(response.statusCode).toBe(200);
    const rows = response.body.trimEnd().split('\r\n');
    expect(rows).toHaveLength(1 + 1101);
    expect(new Set(rows).size).toBeGreaterThan(2);
  });

  it('streams the developer’s own earnings; an owner has none to export', async () => {
    const { owner, developer, project } = await paidProject(t, 800);
    expect(
      (
        await post(`/api/projects/${project.id}/deliveries`, developer, {
          message: 'Everything is done and documented.',
        })
      ).statusCode,
    ).toBe(201);
    expect((await post(`/api/projects/${project.id}/approve-delivery`, owner)).statusCode).toBe(
      200,
    );
    const response = await get(`/api/users/${developer.user.id}/earnings/export`, developer);
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date released,Project,For,Gross (USD),Finishline fee (USD),Clawed back (USD),Net (USD),Status,Paid out on',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${csvField(project.name)},Delivery,800.00,80.00,0.00,720.00,`);
    expect((await get(`/api/users/${owner.user.id}/earnings/export`, owner)).statusCode).toBe(403);
    expect((await get(`/api/users/${owner.user.id}/earnings/export`, developer)).statusCode).toBe(
      403,
    );
  });

  it('writes cents as dollars exactly', () => {
    expect([0, 5, 100, 123456, -5, -12345].map(dollars)).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '1234.56',
      '-0.05',
      '-123.45',
    ]);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
  });
});

describe('dispute mail (account mail)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const subjectsTo = async (who: TestUser) => (await outboxTo(who)).map((m) => m.subject);

  it('mails each step to the other side, and the reminder to the side that must answer', async () => {
    const { owner, developer, project } = await paidProject(t, 400);
    const name = `on “${project.name}”`;
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}/status`,
      headers: as(owner),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(202);
    const disputeId = cancelled.json().id as number;
    await runAccountMail();
    expect(await subjectsTo(developer)).toContain(`A dispute was opened ${name}`);
    const opened = (await outboxTo(developer)).find((m) => m.subject.startsWith('A dispute'))!;
    expect(opened.bodyText).toContain('$400');
    expect(opened.headers ?? {}).not.toHaveProperty('List-Unsubscribe');
    expect(await subjectsTo(owner)).not.toContain(`A dispute was opened ${name}`);

    const countered = await post(`/api/disputes/${disputeId}/counter`, developer, {
      proposedRelease: 20_000,
      message: 'Half of the work is done and delivered; I propose to split the money.',
    });
    expect(countered.statusCode).toBe(200);
    await runAccountMail();
    expect(await subjectsTo(owner)).toContain(`A new proposal in the dispute ${name}`);

    // Shortly before the counter's deadline the owner, who must answer, is reminded.
    await app.disputes.sweep(new Date(Date.now() + 4.5 * DAY));
    await runAccountMail();
    expect((await subjectsTo(owner)).some((s) => s.startsWith('Answer by '))).toBe(true);
    expect((await subjectsTo(developer)).some((s) => s.startsWith('Answer by '))).toBe(false);

    expect((await post(`/api/disputes/${disputeId}/accept`, owner)).statusCode).toBe(200);
    await runAccountMail();
    expect(await subjectsTo(developer)).toContain(`The dispute is settled ${name}`);
    const settled = (await outboxTo(developer)).find((m) => m.subject.startsWith('The dispute'))!;
    expect(settled.bodyText).toContain('$200');
  });
});
