/** Signing an operator in (decisions.md, Operators), for journeys through the console. */
import type { Page } from 'playwright-core';
import { demoCode } from '../../../src/server/features/ops/operator-role.js';
import { testConfig } from '../../setup/test-app.js';
import { signInViaUi } from './accounts.js';

/**
 * The journeys that sign an operator in, each with an operator of its own (made by the e2e
 * setup, as the demo's: its code derived from the session secret), so that two files at once
 * never race for one 30-second code. operators.test.ts signs in the demo's own operator.
 */
export const E2E_OPERATORS = ['money-walk', 'your-data'] as const;
export type E2eOperator = (typeof E2E_OPERATORS)[number];

export const operatorAccount = (name: E2eOperator) =>
  ({ username: `ops.${name}`, email: `ops-${name}@demo.finishline.dev` }) as const;

/** The journey's own operator signs in with the password and its code of the moment. */
export async function signInAsOperator(page: Page, name: E2eOperator) {
  const { email } = operatorAccount(name);
  await page.goto('/auth');
  // The demo's password, as the README gives it.
  await signInViaUi(page, { email, password: 'finishline-demo' });
  const code = demoCode({ email, sessionSecret: testConfig().sessionSecret, production: false });
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}
