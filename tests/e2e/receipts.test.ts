/**
 * Receipts in the browser (issue 29): after paying, the owner finds the receipt on /payments and
 * opens its printable page, and opens the same page from the receipt mail's link (development
 * keeps mail in the outbox); printed, the page shows the receipt alone. The developer of the
 * project gets "Receipt not found". Both export their rows as CSV.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxMail } from '../../src/shared/contract/dev-outbox.js';
import type { PaymentView } from '../../src/shared/contract/payments.js';
import { expectAccessible, PHONE, screenshot, useBrowser } from './support/browser.js';
import { acceptedBidViaApi, payViaSandbox } from './support/marketplace.js';
import { expectRefusal } from './support/page-problems.js';

const browser = useBrowser();

/** The owner's payment of the bid, once its confirmation issued the receipt. */
async function paidWithReceipt(owner: Page, ownerId: number, bidId: number) {
  let paid: PaymentView | undefined;
  await vi.waitFor(
    async () => {
      const list = (await (
        await owner.request.get(`/api/users/${ownerId}/payments`)
      ).json()) as PaymentView[];
      paid = list.find((p) => p.bidId === bidId);
      expect(paid?.receipts).toHaveLength(1);
    },
    { timeout: 15_000, interval: 200 },
  );
  return paid!;
}

/** The receipt mail, once its job ran (jobs poll every second). */
async function receiptMail(page: Page, email: string) {
  let mail: OutboxMail | undefined;
  await vi.waitFor(
    async () => {
      const outbox = (await (
        await page.request.get('/api/dev/outbox?limit=100')
      ).json()) as OutboxMail[];
      mail = outbox.find((m) => m.to === email && m.subject.startsWith('Receipt FL-'));
      expect(mail).toBeDefined();
    },
    { timeout: 20_000, interval: 250 },
  );
  return mail!;
}

async function download(page: Page, linkName: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  return readFile((await file.path())!, 'utf8');
}

/** A project paid by its owner (on a phone), with its receipt issued. */
async function paidProject(amount: number) {
  const setup = await acceptedBidViaApi(() => browser.newPage(PHONE), amount, {
    name: 'Harbour ledger ',
    description:
      'A bookkeeping app for a harbour whose export is half done, created by the receipts test.',
    techStack: ['TypeScript'],
    timeframe: '2 weeks',
  });
  await payViaSandbox(setup.owner, setup.bidId);
  const me = (await (await setup.owner.request.get('/api/session')).json()) as {
    user: { id: number };
  };
  const payment = await paidWithReceipt(setup.owner, me.user.id, setup.bidId);
  const number = payment.receipts[0]!.number;
  expect(number).toMatch(/^FL-\d{4}-\d{6}$/);
  return { ...setup, number };
}

describe('receipts', () => {
  it('the owner opens the receipt from /payments; it prints alone; the developer may not', async () => {
    const { owner, dev, project, number } = await paidProject(640);

    // /payments lists the receipt with the payment; its link opens the page.
    await owner.goto('/payments');
    const card = owner.getByRole('article', { name: `Payment for ${project.name}` });
    await card.getByRole('link', { name: `Receipt ${number}` }).click();
    await owner.waitForURL(`**/receipts/${number}`);
    await owner.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
    const receipt = owner.getByRole('article', { name: 'Receipt' });
    await receipt.getByText(number, { exact: true }).waitFor();
    await receipt.getByText(project.name).waitFor();
    await receipt.getByText('$64', { exact: true }).waitFor();
    expect(await receipt.getByText('$640', { exact: true }).count()).toBe(2);
    await expectAccessible(owner);
    await screenshot(owner, 'receipt-phone');

    // Printed: the receipt alone, no page frame, no buttons.
    await owner.emulateMedia({ media: 'print' });
    expect(await owner.getByRole('banner').isVisible()).toBe(false);
    expect(await owner.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await owner.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await receipt.isVisible()).toBe(true);
    await screenshot(owner, 'receipt-print');

    // The developer of the project is not the payer.
    expectRefusal(dev, { status: 404, path: `/api/receipts/${number}` });
    await dev.goto(`/receipts/${number}`);
    await dev.getByRole('heading', { name: 'Receipt not found' }).waitFor();
    await expectAccessible(dev);
  });

  it('the receipt mail links to the page; each side exports its own rows as CSV', async () => {
    const { owner, creator, dev, number } = await paidProject(380);

    const mail = await receiptMail(owner, creator.email);
    const link = new RegExp(`https?://[^\\s]+/receipts/${number}`).exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await owner.goto(new URL(link!).pathname);
    await owner.getByRole('article', { name: 'Receipt' }).getByText(number).waitFor();

    await owner.goto('/payments');
    await screenshot(owner, 'payments-with-receipt');
    const payments = await download(owner, 'Export your payments as CSV');
    expect(payments.split('\r\n')[0]).toMatch(/^Date,Receipt,Project,Developer,/);
    expect(payments).toContain(`${number},Harbour ledger`);
    expect(payments).toContain(',paid,380.00,38.00,380.00,0.00,0.00,');
    await dev.goto('/payments');
    const earnings = await download(dev, 'Export your earnings as CSV');
    expect(earnings.trimEnd().split('\r\n')).toEqual([
      'Date released,Project,For,Gross (USD),Finishline fee (USD),Clawed back (USD),Net (USD),Status,Paid out on',
    ]);
  });
});
