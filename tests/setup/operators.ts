/**
 * Operators for API tests: an account granted the role as `npm run operator -- grant` does, with
 * two-factor sign-in turned on through the API, so its session has passed the second factor (the
 * session that turns it on counts as having passed it).
 */
import { expect } from 'vitest';
import { setOperator } from '../../src/server/features/ops/operator-role.js';
import { Authenticator } from './authenticator.js';
import type { TestApp, TestUser } from './test-app.js';

export const PASSWORD = 'correct-horse';

export interface TestOperator extends TestUser {
  phone: Authenticator;
  secret: string;
  recoveryCodes: string[];
}

/** An operator whose session passed the second factor. */
export async function signUpOperator(test: TestApp): Promise<TestOperator> {
  const who = await signUpPlainOperator(test);
  const setup = await test.app.inject({
    method: 'POST',
    url: '/api/account/two-factor/setup',
    headers: { cookie: who.cookie },
    payload: { currentPassword: PASSWORD },
  });
  expect(setup.statusCode).toBe(200);
  const phone = new Authenticator(setup.json().secret);
  const enable = await test.app.inject({
    method: 'POST',
    url: '/api/account/two-factor/enable',
    headers: { cookie: who.cookie },
    payload: { code: await phone.next() },
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return {
    ...who,
    phone,
    secret: setup.json().secret,
    recoveryCodes: enable.json().recoveryCodes,
  };
}

/** An operator without the second factor: every /api/ops/ route refuses them. */
export async function signUpPlainOperator(test: TestApp): Promise<TestUser> {
  const who = await test.signUp({ role: 'creator' });
  await setOperator(test.db, who.user.email, true);
  return who;
}
