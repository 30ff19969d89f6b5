/**
 * Your data in the browser (issue 41; docs/decisions/your-data.md): a developer downloads their
 * data from the profile's "Your data" tab, then closes their account there: first refused while
 * a project of theirs is in progress (the page says which and what to do), then closed once its
 * owner cancelled it. The
 * owner's conversation shows their messages from "a closed account", the public profile is gone,
 * and the operator's audit log shows the close.
 */
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CLOSE_BLOCKERS } from '../../src/shared/contract/your-data-rules.js';
import { newUser, registerViaApi, signInViaUi } from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, uniqueName, useBrowser } from './support/browser.js';
import { bidViaApi, postProjectViaApi } from './support/marketplace.js';
import { signInAsOperator } from './support/operator.js';
import { expectRefusal } from './support/page-problems.js';
import { steps } from './support/steps.js';
import { dismissToasts, toastText } from './support/toasts.js';

const browser = useBrowser();

it('downloads a developer’s data, then closes the account: nothing names them', async () => {
  const step = steps();

  step('an owner with two projects; the developer bids on both, one is accepted');
  const owner = newUser('creator');
  const ownerPage = await browser.newPage();
  await registerViaApi(ownerPage, owner);
  const developer = newUser('developer');
  const page = await browser.newPage();
  await registerViaApi(page, developer);
  const project = await postProjectViaApi(ownerPage, {
    name: uniqueName('Recipe box'),
    description: 'A recipe app with search and a shopping list, half finished in Vue.',
    techStack: ['Vue'],
    timeframe: '2 weeks',
    budget: 700,
  });
  const accepted = await postProjectViaApi(ownerPage, {
    name: uniqueName('Booking widget'),
    description: 'A booking widget for a climbing gym, missing its payment step.',
    techStack: ['React'],
    timeframe: '1 week',
    budget: 400,
  });
  const bid = await bidViaApi(page, project.id, {
    amount: 650,
    timeline: 10,
    message: 'I have finished two Vue apps like this one; I can start this week.',
  });
  const acceptedBid = await bidViaApi(page, accepted.id, {
    amount: 400,
    timeline: 7,
    message: 'The payment step is my speciality; a week is enough.',
  });
  expect((await ownerPage.request.post(`/api/bids/${acceptedBid.id}/accept`)).status()).toBe(200);

  step('they talk about the recipe box');
  const channel = await ownerPage.request.post(`/api/bids/${bid.id}/conversations`);
  const { id: channelId, threads } = (await channel.json()) as {
    id: number;
    threads: { id: number }[];
  };
  for (const [who, content] of [
    [ownerPage, 'Can you start with the shopping list?'],
    [page, 'Yes, the shopping list first.'],
  ] as const) {
    const sent = await who.request.post(`/api/threads/${threads[0]!.id}/messages`, {
      data: { content },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  step('the developer downloads their data from the Your data tab');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/profile?tab=data');
  const data = page.getByRole('region', { name: 'Download your data' });
  await data.getByRole('button', { name: 'Prepare a new archive' }).click();
  await toastText(page, 'Preparing your archive').waitFor();
  // The toast is checked while it is shown: it leaves after 5 s, about when the archive is
  // ready, and a check during its fade-out measures half-transparent text.
  await expectAccessible(page, { toasts: true });
  await dismissToasts(page);
  // Built by the job in the background; the socket (or the tab's polling) shows the link.
  const link = data.getByRole('link', { name: /Download archive/ });
  await link.waitFor({ timeout: 20_000 });
  await data.getByText('One archive a day').waitFor();
  await expectAccessible(page);
  await screenshot(page, 'your-data-export-ready');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^finishline-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(archive)).toEqual(
    expect.arrayContaining(['README.md', 'profile.json', 'messages.json']),
  );
  expect(strFromU8(archive['messages.json']!)).toContain('Yes, the shopping list first.');

  step('the Your data tab refuses to close while the booking widget is in progress');
  const card = page.getByRole('region', { name: 'Close account' });
  await card.getByText('Closing is permanent.').waitFor();
  const closePath = `/api/users/${await userId(page)}/close`;
  expectRefusal(page, { status: 403, path: closePath });
  await card.getByLabel('Password').fill('not-my-password');
  await card.getByRole('button', { name: 'Close my account' }).click();
  await card.getByText('That password is not right').waitFor();
  expectRefusal(page, { status: 409, path: closePath });
  await card.getByLabel('Password').fill(developer.password);
  await card.getByRole('button', { name: 'Close my account' }).click();
  const refusal = card.getByRole('alert');
  await refusal.getByText('Your account cannot be closed yet.').waitFor();
  await refusal.getByText(CLOSE_BLOCKERS.acceptedBid).waitFor();
  await expectAccessible(page);
  await screenshot(page, 'your-data-close-refused');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'your-data-close-refused-phone');

  step('the owner cancels the booking widget; now the account closes');
  const cancelled = await ownerPage.request.patch(`/api/projects/${accepted.id}/status`, {
    data: { status: 'cancelled' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await card.getByRole('button', { name: 'Close my account' }).click();
  await toastText(page, 'Your account is closed').waitFor();
  // Signed out, as after any sign-out from a signed-in page: the sign-in page.
  await page.waitForURL((url) => url.pathname === '/auth');
  await page.getByRole('link', { name: 'Log in / Sign up' }).waitFor();
  await screenshot(page, 'your-data-closed-phone');
  expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null });

  step('the old password signs in no more');
  expectRefusal(page, { status: 401, path: '/api/login' });
  await signInViaUi(page, developer);
  await page.getByText('Invalid email or password').waitFor();

  step("the owner's conversation shows the messages from a closed account");
  await ownerPage.setViewportSize({ width: 1366, height: 900 });
  await ownerPage.goto(`/channels/${channelId}`);
  const messages = ownerPage.getByRole('region', { name: 'Messages in General' });
  await messages
    .getByRole('article', { name: 'Message from a closed account' })
    .getByText('Yes, the shopping list first.')
    .waitFor();
  expect(await ownerPage.getByText(developer.username).count()).toBe(0);
  await expectAccessible(ownerPage);
  await screenshot(ownerPage, 'your-data-conversation-closed-account');

  step('the public profile is gone');
  for (const path of ['', '/stats']) {
    expectRefusal(ownerPage, {
      status: 404,
      path: `/api/developers/${developer.username}${path}`,
    });
  }
  await ownerPage.goto(`/developers/${developer.username}`);
  await ownerPage.getByText('Developer not found').waitFor();

  step("the operator's audit log shows the close");
  const operator = await browser.newPage();
  await signInAsOperator(operator, 'your-data');
  await operator.goto('/ops/audit');
  const log = operator.getByRole('table', { name: 'Audit log' });
  await log.getByRole('row').filter({ hasText: 'Closed by the account holder' }).waitFor();
  expect(await operator.getByText(developer.username).count()).toBe(0);
  await expectAccessible(operator);
  await screenshot(operator, 'your-data-audit');
}, 120_000);

async function userId(page: Page) {
  const session = (await (await page.request.get('/api/session')).json()) as {
    user: { id: number };
  };
  return session.user.id;
}
