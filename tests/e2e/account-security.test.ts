/**
 * Account security in the browser (issue 9, item 5): a forgotten password recovered through the
 * development outbox, the password changed and other devices signed out from the Profile page,
 * and an email change that asks for the current password.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newUser, registerViaApi, signInViaUi } from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, useBrowser } from './support/browser.js';
import { expectRefusal } from './support/page-problems.js';
import { dismissToasts, toastText } from './support/toasts.js';

const browser = useBrowser();

/** True when this page's session is still signed in (asked of the API, as the app does). */
const signedIn = async (page: Page) => (await page.request.get('/api/user')).status() === 200;

const userIdOf = async (page: Page) =>
  ((await (await page.request.get('/api/user')).json()) as { id: number }).id;

describe('forgotten password', () => {
  it('asks for a link from the Login tab, follows it from the outbox and sets a new password', async () => {
    const user = newUser('creator');
    const otherDevice = await browser.newPage();
    await registerViaApi(otherDevice, user);

    const page = await browser.newPage(PHONE);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Please enter a valid email').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'forgot-password-phone');

    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    await page.getByText('If an account exists for that email').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'forgot-password-sent-phone');

    // Development keeps the mail in the outbox instead of sending it.
    await page.goto('/dev/outbox');
    await page.getByRole('heading', { level: 1, name: 'Development outbox' }).waitFor();
    const mail = page.getByRole('listitem').filter({ hasText: `To ${user.email}` });
    await mail.getByRole('heading', { level: 2, name: 'Reset your Finishline password' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'dev-outbox-phone');

    // The HTML part, as a mail client shows it, in a sandboxed frame the page's CSP allows.
    await mail.getByRole('tab', { name: 'HTML' }).click();
    const html = mail.frameLocator('iframe[title^="HTML of the mail"]');
    await html.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    const button = html.getByRole('link', { name: 'Choose a new password' });
    expect(await button.getAttribute('href')).toMatch(/\/reset-password\?token=/);
    // No axe here: it cannot run inside a frame that allows no scripts.
    await screenshot(page, 'dev-outbox-html-phone');

    await mail.getByRole('tab', { name: 'Text' }).click();
    await mail.getByRole('link', { name: /\/reset-password\?token=/ }).click();

    await page.waitForURL((url) => url.pathname === '/reset-password');
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('password1');
    await page.getByLabel('Confirm new password').fill('password2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByText('This password is too common. Choose one that is harder to guess')
      .waitFor();
    await page.getByText('Passwords do not match').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'reset-password-errors-phone');

    await page.getByLabel('New password', { exact: true }).fill('a fresh start 42');
    await page.getByLabel('Confirm new password').fill('a fresh start 42');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await toastText(page, 'Your password has been reset. Log in with your new password.').waitFor();

    // Every session ended, the other device's too; the old password no longer works.
    expect(await signedIn(otherDevice)).toBe(false);
    await dismissToasts(page);
    expectRefusal(page, { status: 401, path: '/api/login' });
    await signInViaUi(page, { email: user.email, password: user.password });
    await page.getByText('Invalid email or password').waitFor();
    await signInViaUi(page, { email: user.email, password: 'a fresh start 42' });
    await page.getByRole('button', { name: `Account menu for ${user.username}` }).waitFor();
  });

  it('tells that a used or made-up link does not work and offers a new one', async () => {
    const page = await browser.newPage();
    expectRefusal(page, { status: 400, path: '/api/password-reset/confirm' });
    await page.goto('/reset-password?token=made-up');
    await page.getByLabel('New password', { exact: true }).fill('a fresh start 42');
    await page.getByLabel('Confirm new password').fill('a fresh start 42');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
    await page.getByRole('link', { name: 'Get a new link' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
  });
});

describe('security settings on the Profile page', () => {
  it('changes the password with the current one and signs the other devices out', async () => {
    const user = newUser('developer');
    const page = await browser.newPage();
    await registerViaApi(page, user);
    const otherDevice = await browser.newPage();
    await otherDevice.goto('/auth');
    await signInViaUi(otherDevice, user);
    await otherDevice.getByRole('button', { name: `Account menu for ${user.username}` }).waitFor();

    expectRefusal(page, { status: 400, path: `/api/users/${await userIdOf(page)}/password` });
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('heading', { level: 2, name: 'Change password' }).waitFor();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('a fresh start 42');
    await page.getByLabel('Confirm new password').fill('a fresh start 42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Current password is incorrect' }).waitFor();
    // The toast can be drawn a frame after the field's message: wait for it before closing it.
    await toastText(page, 'Password not changed').waitFor();
    expect(await signedIn(otherDevice)).toBe(true);
    await dismissToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'profile-security-wrong-password');

    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await toastText(page, 'Password changed. Your other sessions were signed out.').waitFor();
    expect(await signedIn(page)).toBe(true);
    expect(await signedIn(otherDevice)).toBe(false);
  });

  it("signs out of other devices with one button, on a phone's width", async () => {
    const user = newUser('creator');
    const page = await browser.newPage(PHONE);
    await registerViaApi(page, user);
    const otherDevice = await browser.newPage();
    await otherDevice.goto('/auth');
    await signInViaUi(otherDevice, user);
    await otherDevice.getByRole('button', { name: `Account menu for ${user.username}` }).waitFor();

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Sign out of other devices' }).click();
    await toastText(page, '1 other session ended. This one stays signed in.').waitFor();
    expect(await signedIn(page)).toBe(true);
    expect(await signedIn(otherDevice)).toBe(false);
    await dismissToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'profile-security-phone');

    // The signed-out device finds itself at the sign-in page on its next protected page.
    await otherDevice.goto('/dashboard');
    await otherDevice.waitForURL(/\/auth\?next=%2Fdashboard/);
  });

  it('asks for the current password when the email changes', async () => {
    const user = newUser('creator');
    const page = await browser.newPage();
    await registerViaApi(page, user);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await page.getByLabel('Current password').count()).toBe(0);

    await page.getByLabel('Email').fill(`new-${user.email}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter your current password' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'profile-email-needs-password');

    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Your profile has been updated successfully.').waitFor();
    await page.getByText(`new-${user.email}`).first().waitFor();
  });
});
