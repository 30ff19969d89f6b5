/**
 * The money walk (issue 35): every page, dialog and mail that shows money writes each amount with
 * the one formatter (shared/money.ts): thousands separated, and where one amount of a view has
 * cents, all do. A bid of $535 (fee $53.50) beside one of $1,250 is compared, paid on the hosted
 * checkout and split by a settled dispute ($240.75 released); the walk reads the bid table, the
 * compare dialog, the payment summary, the checkout, both sides' project, payments, dashboard,
 * My Bids and notifications pages, the receipt, the operators' console and every mail sent. After
 * the split, the developer's bid card and My Bids say "Partly refunded", not "Paid", with what
 * each side got, as the owner's bid table does.
 */
import type { Page } from 'playwright-core';
import { expect, it, vi } from 'vitest';
import type { OutboxMail } from '../../src/shared/contract/dev-outbox.js';
import type { PaymentView } from '../../src/shared/contract/payments.js';
import { newUser, registerViaApi, type E2eUser } from './support/accounts.js';
import {
  expectAccessible,
  PHONE,
  screenshot,
  screenshotAtBothWidths,
  uniqueName,
  useBrowser,
} from './support/browser.js';
import { bidViaApi, postProjectViaApi } from './support/marketplace.js';
import { expectMoneyWrittenOneWay, moneyProblemsOf } from './support/money.js';
import { signInAsOperator } from './support/operator.js';
import { steps } from './support/steps.js';
import { dismissToasts } from './support/toasts.js';

const browser = useBrowser();
const MESSAGE = 'I have finished projects like this one before, with tests and documentation.';

async function userId(page: Page) {
  const session = (await (await page.request.get('/api/session')).json()) as {
    user: { id: number };
  };
  return session.user.id;
}

let walked = 0;

/**
 * Opens `path` on each page and checks its money once it shows `ready`; with E2E_SCREENSHOTS=1,
 * each page walked is kept at 1366 and 390 px, numbered in the walk's order.
 */
async function walk(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page.getByRole('main').getByText(ready, { exact: false }).first().waitFor();
  await dismissToasts(page);
  const money = await expectMoneyWrittenOneWay(page);
  walked += 1;
  const slug = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  await screenshotAtBothWidths(page, `money-walk-${String(walked).padStart(2, '0')}-${slug}`);
  return money;
}

it('writes money one way on every page, dialog and mail; a split bid says what happened', async () => {
  const step = steps();

  step('an owner, two developers and their bids of $535 and $1,250');
  const owner = await browser.newPage();
  const creator: E2eUser = newUser('creator');
  await registerViaApi(owner, creator);
  const project = await postProjectViaApi(owner, {
    name: uniqueName('Tide tables '),
    description: 'A tide table app whose offline sync was never finished, for the money walk.',
    techStack: ['TypeScript'],
    timeframe: '2 weeks',
    budget: 1500,
  });
  const dev = await browser.newPage();
  const developer = newUser('developer');
  await registerViaApi(dev, developer);
  const bid = await bidViaApi(dev, project.id, {
    amount: 535,
    timeline: 9,
    message: MESSAGE,
  });
  const other = await browser.newPage();
  const otherDeveloper = newUser('developer');
  await registerViaApi(other, otherDeveloper);
  await bidViaApi(other, project.id, {
    amount: 1250,
    timeline: 12,
    message: MESSAGE,
  });
  const projectPath = `/projects/${project.id}`;

  step('the bid table and the compare dialog: $481.50 beside $1,250.00');
  const table = await walk(owner, projectPath, `they get $481.50`);
  expect(table).toContain('$1,125.00');
  for (const username of [developer.username, otherDeveloper.username])
    await owner.getByRole('checkbox', { name: `Select the bid by ${username}` }).check();
  await owner.getByRole('button', { name: 'Compare' }).click();
  const compare = owner.getByRole('dialog', { name: 'Compare bids' });
  await compare.getByText('$481.50').waitFor();
  await screenshotAtBothWidths(owner, 'money-walk-compare');
  expect(await expectMoneyWrittenOneWay(owner, compare)).toEqual(
    expect.arrayContaining(['$535.00', '$1,250.00', '$1,125.00']),
  );
  await owner.keyboard.press('Escape');

  step('accepted: the payment summary, the hosted checkout, the return page');
  expect((await owner.request.post(`/api/bids/${bid.id}/accept`)).status()).toBe(200);
  expect(await walk(owner, `/payment/bid/${bid.id}`, 'Includes platform fee')).toEqual(
    expect.arrayContaining(['$535.00', '$53.50']),
  );
  await owner.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await owner.waitForURL(/\/sandbox\/checkout\//);
  expect(moneyProblemsOf(await owner.locator('body').innerText(), 'the checkout')).toEqual([]);
  await owner.getByLabel('Card number').fill('4242 4242 4242 4242');
  await owner.getByRole('button', { name: 'Pay $535' }).click();
  await owner.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
  await expectMoneyWrittenOneWay(owner);

  step('paid: both sides’ project, payments and dashboard pages, the receipt');
  const ownerId = await userId(owner);
  let paid: PaymentView | undefined;
  await vi.waitFor(
    async () => {
      const list = (await (
        await owner.request.get(`/api/users/${ownerId}/payments`)
      ).json()) as PaymentView[];
      paid = list.find((p) => p.bidId === bid.id);
      expect(paid?.receipts).toHaveLength(1);
    },
    { timeout: 15_000, interval: 200 },
  );
  await walk(owner, projectPath, 'Held by Finishline');
  await walk(owner, '/payments', project.name);
  await walk(owner, `/receipts/${paid!.receipts[0]!.number}`, project.name);
  await walk(owner, '/dashboard', 'Total Spending');
  await walk(dev, projectPath, 'Held by Finishline');
  await walk(dev, '/payments', 'Held by Finishline');
  await walk(dev, '/dashboard', project.name);

  step('a dispute settled by agreement: $240.75 released, the rest refunded');
  const opened = await owner.request.post(`/api/projects/${project.id}/disputes`, {
    data: {
      reason: 'not_as_agreed',
      message: 'Half of the sync works; I propose paying for the half that does.',
      proposedRelease: 24_075,
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const disputeId = ((await opened.json()) as { id: number }).id;
  // The split as the release will book it: $216.68 is what the bid card says once it is done.
  await walk(dev, `/disputes/${disputeId}`, '$216.68 to the developer (after the $24.07 fee)');
  const accepted = await dev.request.post(`/api/disputes/${disputeId}/accept`, {
    data: {},
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  step('the developer’s bid card and My Bids say what happened, not "Paid"');
  const phone = await browser.newPage(PHONE);
  await phone.context().addCookies(await dev.context().cookies());
  for (const page of [dev, phone]) {
    await walk(page, `${projectPath}?tab=bids`, 'released to you $216.68 (net)');
    const card = page.getByRole('article', {
      name: `Bid by ${developer.username}`,
    });
    await card.getByText('Partly refunded', { exact: true }).waitFor();
    await card.getByText('refunded to the owner $294.25').waitFor();
    expect(await card.getByText('Paid', { exact: true }).count()).toBe(0);
  }
  await screenshot(phone, 'money-walk-developer-bid-390');
  for (const page of [dev, phone]) {
    await walk(page, '/my-projects?tab=bids', project.name);
    const myBid = page.getByRole('listitem').filter({ hasText: project.name });
    await myBid.getByText('Partly refunded', { exact: true }).waitFor();
    await myBid.getByText('released to you $216.68 (net)').waitFor();
    expect(await myBid.getByText('Paid', { exact: true }).count()).toBe(0);
  }
  await expectAccessible(dev);
  await screenshot(dev, 'money-walk-my-bids');
  await screenshot(phone, 'money-walk-my-bids-390');
  await walk(dev, '/payments', project.name);
  await walk(dev, '/notifications', project.name);

  step('the owner’s side after the split');
  await walk(owner, `${projectPath}?tab=bids`, 'refunded to you $294.25');
  await owner
    .getByRole('article', { name: `Bid by ${developer.username}` })
    .getByText('Partly refunded', { exact: true })
    .waitFor();
  await walk(owner, '/payments', project.name);
  await walk(owner, '/dashboard', 'Total Spending');
  await walk(owner, '/notifications', project.name);

  step('the operators’ console: overview, queue, projects, the developer');
  const operator = await browser.newPage();
  await signInAsOperator(operator, 'money-walk');
  await walk(operator, '/ops', 'Held now');
  await walk(operator, '/ops/queue', 'Queue');
  await walk(operator, `/ops/projects?q=${encodeURIComponent(project.name)}`, project.name);
  await walk(operator, `/ops/users/${await userId(dev)}`, developer.username);
  await walk(operator, `/ops/disputes/${disputeId}`, '$240.75');

  step('every mail sent to the three of them');
  const emails = [creator.email, developer.email, otherDeveloper.email];
  let mails: OutboxMail[] = [];
  // Mail goes out from jobs (every second): the bids', the receipt's and the dispute's.
  await vi.waitFor(
    async () => {
      const outbox = (await (
        await owner.request.get('/api/dev/outbox?limit=100')
      ).json()) as OutboxMail[];
      mails = outbox.filter((mail) => emails.includes(mail.to));
      expect(mails.filter((mail) => /\$\d/.test(mail.text)).length).toBeGreaterThan(3);
    },
    { timeout: 20_000, interval: 250 },
  );
  expect(
    mails.flatMap((mail) => [
      ...moneyProblemsOf(mail.subject, `the subject "${mail.subject}"`),
      ...moneyProblemsOf(mail.text, `the mail "${mail.subject}"`),
    ]),
  ).toEqual([]);
  await walk(owner, '/dev/outbox', creator.email);
});
