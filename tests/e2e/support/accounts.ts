import type { Page } from 'playwright-core';
import { uniqueName } from './browser.js';

export interface E2eUser {
  username: string;
  email: string;
  password: string;
  role: 'creator' | 'developer';
}

export const newUser = (role: E2eUser['role']): E2eUser => {
  const username = uniqueName(role === 'creator' ? 'maker' : 'dev');
  return { username, email: `${username}@example.com`, password: 'e2e-password', role };
};

/** Registers through the /auth Register tab, as a person would. */
export async function registerViaUi(page: Page, user: E2eUser, path = '/auth?tab=register') {
  await page.goto(path);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page
    .getByRole('radio', { name: user.role === 'creator' ? /Creator/ : /Developer/ })
    .click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: `Account menu for ${user.username}` }).waitFor();
}

export async function signInViaUi(page: Page, user: Pick<E2eUser, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function signOutViaUi(page: Page, user: Pick<E2eUser, 'username'>) {
  await page.getByRole('button', { name: `Account menu for ${user.username}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('link', { name: 'Log in / Sign up' }).waitFor();
}

/** Registers through the API from the page's context (fast set-up for journeys about other things). */
export async function registerViaApi(page: Page, user: E2eUser) {
  const response = await page.request.post('/api/register', {
    data: { username: user.username, email: user.email, password: user.password, role: user.role },
  });
  if (response.status() !== 201) throw new Error(`register failed: ${await response.text()}`);
}
