/**
 * Two-factor sign-in in the browser (issue 28): a user turns it on from the Profile page's
 * Security tab with the key read off the page (its codes made as a phone would,
 * tests/setup/authenticator.ts), keeps the recovery codes, then signs in with a code and, on
 * another visit, with a recovery code, on a phone's width.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { Authenticator } from '../setup/authenticator.js';
import { newUser, registerViaApi, signInViaUi, signOutViaUi } from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, useBrowser } from './support/browser.js';
import { expectRefusal } from './support/page-problems.js';
import { steps } from './support/steps.js';
import { dismissToasts, toastText } from './support/toasts.js';

const browser = useBrowser();

it('turns on two-factor sign-in, then signs in with a code and with a recovery code', async () => {
  const step = steps();
  const user = newUser('developer');
  const page = await browser.newPage();
  await registerViaApi(page, user);
  const accountMenu = page.getByRole('button', { name: `Account menu for ${user.username}` });

  step('start from the Security tab with the password');
  await page.goto('/profile?tab=security');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByText('Off', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await card.getByLabel('Current password').fill(user.password);
  await card.getByRole('button', { name: 'Continue' }).click();

  step('scan: the QR code and the key as text; a wrong code turns nothing on');
  await card
    .getByRole('img', { name: 'QR code that adds Finishline to your authenticator app' })
    .waitFor();
  const key = await card
    .getByRole('listitem')
    .filter({ hasText: 'Cannot scan it?' })
    .locator('code')
    .textContent();
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const phone = new Authenticator(key!);
  expectRefusal(page, { status: 400, path: '/api/account/two-factor/enable' });
  await card.getByLabel('Authentication code').fill(phone.wrong());
  await card.getByRole('button', { name: 'Turn on', exact: true }).click();
  await card
    .getByRole('alert')
    .filter({ hasText: 'That code is not right. Check your authenticator app and try again.' })
    .waitFor();
  await toastText(page, 'Two-factor sign-in not turned on').waitFor();
  await dismissToasts(page);
  await expectAccessible(page);
  await screenshot(page, 'two-factor-scan');

  step('turn on with a code from the app; the recovery codes shown once');
  await card.getByLabel('Authentication code').fill(await phone.next());
  await card.getByRole('button', { name: 'Turn on', exact: true }).click();
  const list = card.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const codes = await list.getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await card.getByText('Save these codes now: they are not shown again.').waitFor();
  await toastText(page, 'Two-factor sign-in is on').waitFor();
  await dismissToasts(page);
  await expectAccessible(page);
  await screenshot(page, 'two-factor-recovery-codes');

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download as text' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('finishline-recovery-codes.txt');
  const saved = readFileSync((await download.path())!, 'utf8');
  for (const code of codes) expect(saved).toContain(code);

  await card.getByRole('button', { name: 'I have saved my codes' }).click();
  await card.getByText('10 of 10 recovery codes left.', { exact: false }).waitFor();
  await card.getByText('On', { exact: true }).waitFor();
  expect(await list.count()).toBe(0);

  step('sign out; sign in on a phone with the password, then a code');
  await signOutViaUi(page, user);
  await page.setViewportSize(PHONE);
  await page.goto('/auth');
  await signInViaUi(page, user);
  await page.getByRole('heading', { level: 2, name: 'Two-factor sign-in' }).waitFor();
  const code = page.getByLabel('Authentication code');
  expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
  expect(await code.getAttribute('inputmode')).toBe('numeric');
  // Nobody is signed in yet: the pending sign-in opens nothing else.
  expect((await page.request.get('/api/session')).ok()).toBe(true);
  expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null });
  await expectAccessible(page);
  await screenshot(page, 'two-factor-code-step-phone');

  expectRefusal(page, { status: 400, path: '/api/login/two-factor' });
  await code.fill(phone.last());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'That code was already used. Wait for the next one.' })
    .waitFor();
  await code.fill(await phone.next());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await accountMenu.waitFor();
  await page.goto('/profile?tab=security');
  await card.getByText('On', { exact: true }).waitFor();

  step('sign out; sign in with a recovery code instead');
  await signOutViaUi(page, user);
  await page.goto('/auth');
  await signInViaUi(page, user);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  const recovery = page.getByLabel('Recovery code');
  await recovery.fill(codes[0]!);
  await expectAccessible(page);
  await screenshot(page, 'two-factor-recovery-step-phone');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await accountMenu.waitFor();

  step('the Security tab counts the recovery code as used');
  await page.goto('/profile?tab=security');
  await card.getByText('9 of 10 recovery codes left.', { exact: false }).waitFor();
});
