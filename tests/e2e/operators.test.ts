/**
 * The operator console in the browser (issue 28; decisions.md, Operators): the demo operator signs
 * in with the password and the code `npm run operator -- code` prints, hides a project (its owner
 * sees the reason; browsing no longer lists it) and suspends a developer whose open page signs
 * them out at once (their socket closes; the page asks who is signed in and goes to sign-in). It
 * finds the reported project in the queue and closes the report (the reporter is told), and
 * decides an escalated dispute from its page (both parties get the decision). A second journey
 * claws back part of a lost chargeback from the developer's unsent earnings.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { demoCode } from '../../src/server/features/ops/operator-role.js';
import { addCommit, buildRepository, git, serveSmartHttp } from '../setup/git-repositories.js';
import { testConfig } from '../setup/test-app.js';
import { newUser, registerViaApi, signInViaUi } from './support/accounts.js';
import {
  DESKTOP,
  expectAccessible,
  PHONE,
  screenshot,
  uniqueName,
  useBrowser,
} from './support/browser.js';
import {
  acceptedBidViaApi,
  bidViaApi,
  payViaSandbox,
  postProjectViaApi,
} from './support/marketplace.js';
import { gotoLive } from './support/realtime.js';
import { steps } from './support/steps.js';
import { dismissToasts, toastText } from './support/toasts.js';

const browser = useBrowser();
// The disputed project's code: a repository this test builds, served over smart HTTP on loopback.
const scratch = await mkdtemp(path.join(os.tmpdir(), 'operators-e2e-'));
const gitServer = await serveSmartHttp(scratch);
afterAll(async () => {
  await gitServer.close();
  await rm(scratch, { recursive: true, force: true });
});

/** The notifications of whoever `page` is signed in as, newest first. */
async function notificationsOf(page: Page) {
  const session = (await (await page.request.get('/api/session')).json()) as {
    user: { id: number };
  };
  const response = await page.request.get(`/api/users/${session.user.id}/notifications`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { title: string; content: string }[];
}
const OPERATOR = { email: 'ops@demo.finishline.dev', password: 'finishline-demo' };

/**
 * The demo operator's code for the next sign-in. The server takes a code's 30-second step once,
 * and this file signs the operator in twice, often within one step: the second gets the next
 * step's code, as an authenticator whose clock runs a little ahead shows it.
 */
let lastOperatorStep = 0;
function nextOperatorCode(): string {
  const step = Math.max(Math.floor(Date.now() / 30_000), lastOperatorStep + 1);
  lastOperatorStep = step;
  return demoCode({
    email: OPERATOR.email,
    sessionSecret: testConfig().sessionSecret,
    production: false,
    now: step * 30_000,
  });
}

it('signs in with a code, hides a project and suspends a developer', async () => {
  const step = steps();

  step('the operator opens the sign-in page');
  const page = await browser.newPage();
  await page.goto('/auth');

  step('an owner with an open project, a developer with an open page');
  const owner = newUser('creator');
  const ownerPage = await browser.newPage();
  await registerViaApi(ownerPage, owner);
  const name = uniqueName('Too good to be true');
  const project = await postProjectViaApi(ownerPage, {
    name,
    description: 'Double your money in a week: send us the code and your wallet keys.',
    techStack: ['Solidity'],
    timeframe: '1 week',
    budget: 900,
  });
  const developer = newUser('developer');
  const developerPage = await browser.newPage();
  await registerViaApi(developerPage, developer);
  await gotoLive(developerPage, '/dashboard');

  step('someone reports the project');
  const reporter = newUser('developer');
  const reporterPage = await browser.newPage();
  await registerViaApi(reporterPage, reporter);
  const reported = await reporterPage.request.post('/api/reports', {
    data: {
      targetType: 'project',
      targetId: project.id,
      reason: 'fraud',
      details: 'It asks for wallet keys.',
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const reportId = ((await reported.json()) as { id: number }).id;

  step('a paid project whose delivery deletes a test, and whose dispute the owner escalates');
  const repoName = uniqueName('dashboard');
  const repository = await buildRepository(path.join(scratch, repoName), [
    {
      files: {
        'src/chart.ts': 'export const chart = () => [];\n',
        'src/chart.test.ts':
          "import { chart } from './chart';\n\ntest('empty', () => {\n  expect(chart()).toEqual([]);\n});\n",
      },
      at: new Date(Date.now() - 86_400_000),
    },
  ]);
  // The developer's branch, pushed before the bid is accepted: HEAD (the baseline) stays main.
  await git(repository, ['checkout', '--quiet', '-b', 'screens']);
  await addCommit(repository, {
    files: { 'src/screens.ts': 'export const screens = 1;\n', 'src/chart.test.ts': null },
    at: new Date(),
  });
  await git(repository, ['checkout', '--quiet', 'main']);
  const paid = await acceptedBidViaApi(() => browser.newPage(), 300, {
    name: 'Disputed dashboard',
    description: 'A dashboard whose delivery the owner and the developer disagree about.',
    techStack: ['React'],
    codeLink: gitServer.url(repoName),
    timeframe: '2 weeks',
  });

  const pay = await paid.owner.request.post(`/api/bids/${paid.bidId}/pay`);
  const { checkoutUrl, paymentId } = (await pay.json()) as {
    checkoutUrl: string;
    paymentId: number;
  };
  const charged = await paid.owner.request.post(`${checkoutUrl}/pay`, {
    form: { card: '4242424242424242' },
    maxRedirects: 0,
  });
  expect(charged.status()).toBe(303);
  await expect
    .poll(
      async () =>
        (
          (await (await paid.owner.request.get(`/api/payments/${paymentId}`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 20_000 },
    )
    .toBe('succeeded');
  const delivered = await paid.dev.request.post(`/api/projects/${paid.project.id}/deliveries`, {
    data: { message: 'Half of the screens, and the chart without its test.', ref: 'screens' },
  });
  expect(delivered.status(), await delivered.text()).toBe(201);
  const deliveryId = ((await delivered.json()) as { id: number }).id;
  // The job reads the delivered commit in the background.
  await expect
    .poll(
      async () =>
        (
          (await (
            await paid.owner.request.get(`/api/deliveries/${deliveryId}/evidence`)
          ).json()) as { status: string }
        ).status,
      { timeout: 30_000 },
    )
    .toBe('ready');
  const why = 'Half of the screens we agreed on are missing from the delivery.';
  const opened = await paid.dev.request.post(`/api/projects/${paid.project.id}/disputes`, {
    data: { reason: 'not_as_agreed', message: why, proposedRelease: 30_000 },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const disputeId = ((await opened.json()) as { id: number }).id;
  const escalated = await paid.owner.request.post(`/api/disputes/${disputeId}/escalate`, {
    data: { message: why },
  });
  expect(escalated.status(), await escalated.text()).toBe(200);
  await gotoLive(paid.owner, '/notifications');

  step('the operator signs in with the password, then a code');
  await signInViaUi(page, OPERATOR);
  await page.getByRole('heading', { level: 2, name: 'Two-factor sign-in' }).waitFor();
  await page.getByLabel('Authentication code').fill(nextOperatorCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');

  step('the console: its link, the overview');
  await page.getByRole('link', { name: 'Operations' }).click();
  await page.waitForURL((url) => url.pathname === '/ops');
  await page.getByRole('heading', { level: 1, name: 'Operator console' }).waitFor();
  await page.getByText('Held now').waitFor();
  await expectAccessible(page);
  await screenshot(page, 'ops-overview');
  // Nobody else sees the link (once their header shows them signed in).
  await ownerPage.goto('/dashboard');
  await ownerPage.getByRole('button', { name: `Account menu for ${owner.username}` }).waitFor();
  await ownerPage.getByRole('link', { name: 'Dashboard' }).first().waitFor();
  expect(await ownerPage.getByRole('link', { name: 'Operations' }).count()).toBe(0);

  step('the queue: the reported project and the escalated dispute, counted in the navigation');
  const consoleNav = page.getByRole('navigation', { name: 'Console' });
  await consoleNav.getByRole('link', { name: /^Queue.*waiting: \d+$/ }).click();
  await page.waitForURL((url) => url.pathname === '/ops/queue');
  const queue = page.getByRole('table', { name: 'Queue' });
  const reportRow = queue.getByRole('row').filter({ hasText: name });
  await reportRow.getByText('Fraud or scam: reported project').waitFor();
  const disputeRow = queue.getByRole('row').filter({ hasText: paid.project.name });
  await disputeRow.getByRole('link', { name: `Decide dispute ${disputeId}` }).waitFor();
  await expectAccessible(page);
  await screenshot(page, 'ops-queue');

  step('close the report: the reporter is told');
  await reportRow.getByRole('button', { name: `Close report ${reportId} on ${name}` }).click();
  const closeDialog = page.getByRole('dialog');
  await closeDialog.getByLabel('Outcome').fill('We hid the project and are looking at its owner.');
  await closeDialog.getByLabel('Reason').fill('Scam confirmed: asks for wallet keys');
  await closeDialog.getByRole('button', { name: 'Close report' }).click();
  await toastText(page, 'The report is closed; the reporter is told').waitFor();
  await reportRow.waitFor({ state: 'detached' });
  await dismissToasts(page);
  expect(await notificationsOf(reporterPage)).toContainEqual(
    expect.objectContaining({
      title: 'Your report was reviewed',
      content: expect.stringContaining('We hid the project and are looking at its owner.'),
    }),
  );

  step('decide the escalated dispute from its page: both parties are told');
  await disputeRow.getByRole('link', { name: `Decide dispute ${disputeId}` }).click();
  await page.waitForURL((url) => url.pathname === `/ops/disputes/${disputeId}`);
  await page.getByText(why).first().waitFor();
  await page.getByLabel('Release to the developer, in dollars').fill('150');
  await page
    .getByText('The developer gets $135 (after the 10% fee), the owner $150 back.')
    .waitFor();
  await page
    .getByLabel('Reason both parties see')
    .fill('The delivery covers half of the screens in the bid, so half is released.');
  // What was read of the delivered code, beside the rest of the record.
  const deliveries = page.getByRole('region', { name: 'Deliveries (1)' });
  await deliveries.getByText(/^Code: .+ at screens$/).waitFor();
  await deliveries.getByText('2 files changed', { exact: false }).waitFor();
  await deliveries.getByText('1 thing to look at before approving').waitFor();
  await deliveries
    .getByRole('list', { name: 'Flags' })
    .getByText('The test file src/chart.test.ts was deleted')
    .waitFor();
  await deliveries.getByText('No automatic checks were read for this commit.').waitFor();
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectAccessible(page);
  await screenshot(page, 'ops-dispute');
  await page.setViewportSize(PHONE);
  await deliveries.getByText('The test file src/chart.test.ts was deleted').waitFor();
  await expectAccessible(page);
  await screenshot(page, 'ops-dispute-phone');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Decide', exact: true }).click();
  // Money moves on it: the split is shown and asked for once more.
  const confirm = page.getByRole('dialog', { name: 'Decide this dispute?' });
  const line = (label: string) => confirm.locator('dl > div').filter({ hasText: label });
  await line('To the developer (after the 10% fee)').getByText('$135').waitFor();
  await line('Finishline’s fee').getByText('$15').waitFor();
  await line('Back to the owner').getByText('$150').waitFor();
  await expectAccessible(page);
  await screenshot(page, 'ops-dispute-confirm');
  await confirm.getByRole('button', { name: 'Decide and move the money' }).click();
  await toastText(page, 'Decided: both parties are told').waitFor();
  await page.getByTestId('dispute-state').getByText('decided').waitFor();
  await dismissToasts(page);
  // The owner's open page gets the notification live; the developer has it too.
  await paid.owner.getByText('Dispute decided').first().waitFor();
  expect((await notificationsOf(paid.dev)).map((n) => n.title)).toContain('Dispute decided');

  step('hide the project with a reason');
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await page.waitForURL((url) => url.pathname === '/ops/projects');
  await page.getByLabel('Search projects by name or id').fill(name);
  // The search's answer, not the page before it: one project (and the header row).
  const projectsTable = page.getByRole('table', { name: 'Projects' });
  await expect.poll(() => projectsTable.getByRole('row').count()).toBe(2);
  const row = projectsTable.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  await row.getByRole('button', { name: `Hide ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Asks for wallet keys: a scam');
  await expectAccessible(page);
  await screenshot(page, 'ops-hide-dialog');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await toastText(page, 'The project is hidden').waitFor();
  await row.getByText('hidden', { exact: true }).waitFor();
  await dismissToasts(page);

  step('the owner sees the reason; browsing no longer lists it');
  await ownerPage.goto(`/projects/${project.id}`);
  const notice = ownerPage.getByTestId('hidden-notice');
  await notice.getByText('Reason: Asks for wallet keys: a scam').waitFor();
  await screenshot(ownerPage, 'ops-hidden-project-owner');
  const listed = await ownerPage.request.get(`/api/projects?q=${encodeURIComponent(name)}`);
  expect(((await listed.json()) as { id: number }[]).map((p) => p.id)).not.toContain(project.id);

  step('suspend the developer: their open page signs them out');
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByLabel('Search users by name or email').fill(developer.email);
  await page.getByRole('link', { name: developer.username }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/ops/users/'));
  await page.getByRole('button', { name: 'Suspend' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Fake reviews');
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await toastText(page, `${developer.username} is suspended`).waitFor();
  await page.getByTestId('user-status').getByText('suspended').waitFor();
  await expectAccessible(page, { toasts: true });
  await screenshot(page, 'ops-user-suspended');

  await developerPage.waitForURL((url) => url.pathname === '/auth');
  expect(await (await developerPage.request.get('/api/session')).json()).toEqual({ user: null });

  step('the audit log has both entries');
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  const log = page.getByRole('table', { name: 'Audit log' });
  await log.getByRole('row').filter({ hasText: 'Fake reviews' }).waitFor();
  await log.getByRole('row').filter({ hasText: 'Asks for wallet keys: a scam' }).waitFor();
  await expectAccessible(page);
  await screenshot(page, 'ops-audit');
  // Seven people and some fifty steps: longer than the suite's 60 s for one journey.
}, 240_000);

it('claws back a lost chargeback from the developer’s unsent earnings', async () => {
  const step = steps();

  step('a developer with $270 released but not sent (no payout account yet)');
  const earned = await acceptedBidViaApi(() => browser.newPage(), 300, {
    name: 'Bakery menu board',
    description: 'A menu board for a bakery, delivered and approved before any chargeback.',
    techStack: ['Vue'],
    timeframe: '1 week',
  });
  await payViaSandbox(earned.owner, earned.bidId);
  await expect
    .poll(async () => {
      const approved = await earned.owner.request.post(
        `/api/projects/${earned.project.id}/approve-delivery`,
      );
      return approved.status();
    })
    .toBe(200);

  step('another owner pays them with the card that is charged back');
  const ownerPage = await browser.newPage();
  await registerViaApi(ownerPage, newUser('creator'));
  const project = await postProjectViaApi(ownerPage, {
    name: uniqueName('Charged back storefront'),
    description: 'A storefront whose owner’s bank takes the payment back, for the operators test.',
    techStack: ['React'],
    timeframe: '1 week',
    budget: 200,
  });
  const bid = await bidViaApi(earned.dev, project.id, {
    amount: 200,
    timeline: 5,
    message: 'I have built storefronts like this one before, with tests and documentation.',
  });
  expect((await ownerPage.request.post(`/api/bids/${bid.id}/accept`)).status()).toBe(200);
  const pay = await ownerPage.request.post(`/api/bids/${bid.id}/pay`);
  const { checkoutUrl } = (await pay.json()) as { checkoutUrl: string };
  const charged = await ownerPage.request.post(`${checkoutUrl}/pay`, {
    form: { card: '4000000000000259' },
    maxRedirects: 0,
  });
  expect(charged.status()).toBe(303);

  step('the operator signs in and finds the chargeback in the queue');
  const page = await browser.newPage();
  await page.goto('/auth');
  await signInViaUi(page, OPERATOR);
  await page.getByLabel('Authentication code').fill(nextOperatorCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  // The sandbox charges the payment back a few seconds after it succeeded.
  let chargebackId = 0;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/ops/queue?kind=chargeback&limit=100');
        const items = (await response.json()) as { id: number; projectName: string | null }[];
        chargebackId = items.find((item) => item.projectName === project.name)?.id ?? 0;
        return chargebackId;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await page.goto('/ops/queue');
  await page
    .getByRole('table', { name: 'Queue' })
    .getByRole('link', { name: `Chargeback ${chargebackId}` })
    .click();
  await page.waitForURL((url) => url.pathname === `/ops/chargebacks/${chargebackId}`);
  const clawback = page.getByRole('region', { name: 'Clawback' });
  await clawback.getByText('A clawback is possible once the chargeback is lost.').waitFor();

  step('the chargeback is lost; the operator claws back $10 of the $15 lost');
  const { externalId } = (await (
    await page.request.get(`/api/ops/chargebacks/${chargebackId}`)
  ).json()) as { externalId: string };
  const lost = await ownerPage.request.post(`/sandbox/chargebacks/${externalId}/close`, {
    form: { outcome: 'lost' },
  });
  expect(lost.status()).toBe(200);
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/ops/chargebacks/${chargebackId}`);
      return ((await response.json()) as { status: string }).status;
    })
    .toBe('lost');
  await page.reload();
  const unsent = clawback
    .getByRole('term')
    .filter({ hasText: `${earned.developer.username}'s unsent earnings` });
  await unsent.waitFor();
  await clawback.getByRole('definition').getByText('$270', { exact: true }).waitFor();
  await clawback.getByLabel('Amount to claw back, in dollars').fill('20');
  await clawback.getByRole('button', { name: 'Claw back' }).click();
  await clawback.getByText('Enter an amount between $0.01 and $15').waitFor();
  await clawback.getByText('Write the reason for this action', { exact: false }).waitFor();
  await clawback.getByLabel('Amount to claw back, in dollars').fill('10');
  await clawback.getByLabel('Reason').fill('The bank kept the payment; part of the loss.');
  // Corrected, the messages go.
  await clawback.getByText('Enter an amount between $0.01 and $15').waitFor({ state: 'detached' });
  await expectAccessible(page);
  await screenshot(page, 'ops-chargeback-clawback');
  await clawback.getByRole('button', { name: 'Claw back' }).click();
  await toastText(page, 'Clawed back $10: the developer is told').waitFor();
  await clawback.getByRole('definition').getByText('$260', { exact: true }).waitFor();
  await dismissToasts(page);

  step('the developer is told, and their earnings show the net');
  expect(await notificationsOf(earned.dev)).toContainEqual(
    expect.objectContaining({ title: 'Earnings reduced' }),
  );
  await earned.dev.goto('/payments');
  const released = earned.dev.getByRole('listitem').filter({ hasText: earned.project.name });
  await released.getByText('$10 clawed back after a chargeback', { exact: false }).waitFor();
  await released.getByText('$260', { exact: true }).waitFor();
}, 120_000);
