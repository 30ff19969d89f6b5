/**
 * The operator console in the browser (issue 28; decisions.md, Operators): the demo operator signs
 * in with the password and the code `npm run operator -- code` prints, hides a project (its owner
 * sees the reason; browsing no longer lists it) and suspends a developer whose open page signs
 * them out at once (their socket closes; the page asks who is signed in and goes to sign-in).
 */
import { expect, it } from 'vitest';
import { demoCode } from '../../src/server/features/ops/operator-role.js';
import { testConfig } from '../setup/test-app.js';
import { newUser, registerViaApi, signInViaUi } from './support/accounts.js';
import { expectAccessible, screenshot, uniqueName, useBrowser } from './support/browser.js';
import { postProjectViaApi } from './support/marketplace.js';
import { gotoLive } from './support/realtime.js';
import { steps } from './support/steps.js';
import { dismissToasts, toastText } from './support/toasts.js';

const browser = useBrowser();
const OPERATOR = { email: 'ops@demo.finishline.dev', password: 'finishline-demo' };

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

  step('the operator signs in with the password, then a code');
  await signInViaUi(page, OPERATOR);
  await page.getByRole('heading', { level: 2, name: 'Two-factor sign-in' }).waitFor();
  const code = demoCode({
    email: OPERATOR.email,
    sessionSecret: testConfig().sessionSecret,
    production: false,
  });
  await page.getByLabel('Authentication code').fill(code);
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

  step('hide the project with a reason');
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await page.getByLabel('Search projects by name or id').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
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
  // Four people and some thirty steps: longer than the suite's 60 s for one journey.
}, 180_000);
