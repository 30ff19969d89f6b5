/** Signing the demo operator in (decisions.md, Operators), for journeys through the console. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoCode } from '../../../src/server/features/ops/operator-role.js';
import { testConfig } from '../../setup/test-app.js';
import { signInViaUi } from './accounts.js';
import { expectRefusal } from './page-problems.js';

export const OPERATOR = { email: 'ops@demo.finishline.dev', password: 'finishline-demo' };

/**
 * The demo operator signs in with the code `npm run operator -- code` prints. Another file may
 * sign the same operator in within the same 30-second step, and a step's code works once: then
 * the next step's code, once the clock allows it (as an authenticator shows it).
 */
export async function signInAsDemoOperator(page: Page) {
  await page.goto('/auth');
  expectRefusal(page, { status: 400, path: '/api/login/two-factor' });
  await signInViaUi(page, OPERATOR);
  let step = Math.floor(Date.now() / STEP_MS) + 1;
  for (;;) {
    const code = demoCode({
      email: OPERATOR.email,
      sessionSecret: testConfig().sessionSecret,
      production: false,
      now: step * STEP_MS,
    });
    await page.getByLabel('Authentication code').fill(code);
    // The server's answer, not the page's text: a used code is said on the field and in a toast,
    // and stays on the field while the next code is typed.
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/login/two-factor' &&
          response.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Verify' }).click(),
    ]);
    if (answer.ok()) {
      await page.waitForURL((url) => url.pathname === '/dashboard');
      return;
    }
    expect(await answer.text()).toContain('That code was already used');
    step++;
    // The server accepts the step after its own: wait until `step` is at most one ahead.
    const waitMs = (step - 1) * STEP_MS - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
  }
}
const STEP_MS = 30_000;
