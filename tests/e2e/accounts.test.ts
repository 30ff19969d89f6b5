import { describe, expect, it } from 'vitest';
import {
  newUser,
  registerViaApi,
  registerViaUi,
  signInViaUi,
  signOutViaUi,
} from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, useBrowser } from './support/browser.js';
import { expectRefusal } from './support/page-problems.js';

const browser = useBrowser();

describe('home page', () => {
  it('shows a visitor the promise, live featured projects and the sign-up call to action', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page
      .getByRole('heading', { level: 1, name: 'Your half-finished project, finished.' })
      .waitFor();
    await page.getByRole('heading', { name: 'How It Works' }).waitFor();
    // Live projects (links to real project pages), not the static sample cards. Which three
    // depends on what other test files have posted, so only their kind is checked.
    const cards = page.getByRole('link', { name: /^View Project: / });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    for (const href of await cards.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/projects\/\d+$/);
    }
    expect(await page.getByText('Example', { exact: true }).count()).toBe(0);
    expect(
      await page.getByRole('link', { name: 'Submit a Project', exact: true }).getAttribute('href'),
    ).toBe('/submit');
    expect(
      await page
        .getByRole('link', { name: 'Find Projects to Finish', exact: true })
        .getAttribute('href'),
    ).toBe('/projects');
    expect(await page.getByRole('link', { name: 'Sign up for free' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(
      await page.getByRole('link', { name: 'Browse projects' }).first().getAttribute('href'),
    ).toBe('/projects');
    // The footer offers a visitor an account.
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth');
    await footer.getByRole('link', { name: 'Create an account' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'home-visitor-desktop');

    const phone = await browser.newPage(PHONE);
    await phone.goto('/');
    await phone.getByRole('heading', { name: 'Featured Projects' }).waitFor();
    await phone
      .getByRole('link', { name: /^View Project/ })
      .first()
      .waitFor();
    await screenshot(phone, 'home-visitor-phone');
  });

  it('invites a signed-in creator to submit and a developer to find projects', async () => {
    const creator = await browser.newPage();
    await registerViaApi(creator, newUser('creator'));
    await creator.goto('/');
    await creator.getByRole('link', { name: 'Submit your project' }).waitFor();
    expect(await creator.getByRole('link', { name: 'Sign up for free' }).count()).toBe(0);
    // The footer leads someone signed in to their own pages, not to signing in.
    const footer = creator.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(await footer.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(await footer.getByRole('link', { name: 'Log in' }).count()).toBe(0);

    const developer = await browser.newPage();
    await registerViaApi(developer, newUser('developer'));
    await developer.goto('/');
    // Exact: the hero's 'Find Projects to Finish' is there for everyone.
    await developer.getByRole('link', { name: 'Find projects to finish', exact: true }).waitFor();
    expect(await developer.getByRole('link', { name: 'Sign up for free' }).count()).toBe(0);
    await screenshot(developer, 'home-developer');
  });
});

describe('accounts', () => {
  it('registers a creator, signs out and signs in again', async () => {
    const page = await browser.newPage();
    const user = newUser('creator');
    await page.goto('/auth');
    await page.getByText('You vibe. We ship.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'auth-login');

    await page.getByRole('tab', { name: 'Register' }).click();
    // The role radio defaults to Creator.
    expect(await page.getByRole('radio', { name: /Creator/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Please enter a valid email').waitFor();
    await screenshot(page, 'auth-register-errors');

    await registerViaUi(page, user);
    await page.getByText('Registration successful').waitFor();
    await signOutViaUi(page, user);

    await page.goto('/auth');
    await signInViaUi(page, user);
    await page.getByText('Login successful').waitFor();
    await page.getByRole('button', { name: `Account menu for ${user.username}` }).waitFor();
  });

  it('registers a developer and tells a taken username on its field', async () => {
    const page = await browser.newPage();
    const user = newUser('developer');
    await registerViaUi(page, user);
    await signOutViaUi(page, user);

    await page.goto('/auth?tab=register');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(`other-${user.email}`);
    await page.getByLabel('Password').fill(user.password);
    expectRefusal(page, { status: 409, path: '/api/register' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Registration failed').waitFor();
    await page.getByRole('alert').filter({ hasText: 'That username is already taken' }).waitFor();
  });

  it('shows the wrong-password message', async () => {
    const page = await browser.newPage();
    const user = newUser('creator');
    await registerViaApi(page, user);
    await page.context().clearCookies();
    await page.goto('/auth');
    expectRefusal(page, { status: 401, path: '/api/login' });
    await signInViaUi(page, { email: user.email, password: 'not-the-password' });
    await page.getByText('Login failed').waitFor();
    await page.getByText('Invalid email or password').waitFor();
    await screenshot(page, 'auth-wrong-password');
  });

  it('sends a visitor from a protected page to /auth and back after sign-in', async () => {
    const page = await browser.newPage();
    const user = newUser('creator');
    await registerViaApi(page, user);
    await page.context().clearCookies();

    await page.goto('/dashboard');
    await page.waitForURL(/\/auth\?next=%2Fdashboard/);
    await signInViaUi(page, user);
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('shows the redirect screens for /login and /register', async () => {
    const page = await browser.newPage();
    await page.goto('/register');
    await page.waitForURL(/\/auth\?tab=register/);
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  });
});

describe('header menus', () => {
  // Their code loads on first use (header.tsx, MenuOnDemand). The button drawn until then must
  // hand its focus to the menu's own, and a press before the code has arrived must still open
  // the menu.
  it('opens the account menu from the keyboard and the navigation on a phone', async () => {
    const page = await browser.newPage();
    const user = newUser('developer');
    await registerViaApi(page, user);
    await page.goto('/projects');
    const account = page.getByRole('button', { name: `Account menu for ${user.username}` });
    await account.focus();
    // Focus fetches the code; Radix's own button (with its data-state) then replaces the drawn one.
    await page.locator('button[data-state="closed"][aria-label^="Account menu"]').waitFor();
    expect(await account.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Your Profile' }).waitFor();
    await screenshot(page, 'header-account-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // Radix hands the focus back in a task after the menu has gone (FocusScope's unmount).
    await expect
      .poll(() => account.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitem', { name: 'Payments' }).click();
    await page.waitForURL('**/payments');

    const phone = await browser.newPage(PHONE);
    let release = () => {};
    const pressed = new Promise<void>((resolve) => (release = resolve));
    await phone.route('**/assets/header-menus-*.js', async (route) => {
      await pressed;
      await route.continue();
    });
    await phone.goto('/developers');
    const open = phone.getByRole('button', { name: 'Open navigation' });
    await open.click();
    expect(await open.getAttribute('data-state')).toBeNull();
    release();
    await phone.getByRole('menuitem', { name: 'Browse Projects' }).waitFor();
    await screenshot(phone, 'header-navigation-phone');
    await phone.getByRole('menuitem', { name: 'Browse Projects' }).click();
    await phone.waitForURL('**/projects');
    await phone.getByRole('heading', { level: 1 }).waitFor();
  });
});

describe('not found', () => {
  it('shows the 404 page for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'not-found');
  });
});
