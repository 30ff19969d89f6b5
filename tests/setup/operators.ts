/**
 * Operators for API tests: an account granted the role as `npm run operator -- grant` does, its
 * first authenticator enrolled by the grant, then signed in with the password and a code, so
 * its session has passed the second factor.
 */
import { expect } from 'vitest';
import { twoFactorKeys } from '../../src/server/features/auth/two-factor/two-factor-keys.js';
import { setOperator } from '../../src/server/features/ops/operator-role.js';
import { Authenticator } from './authenticator.js';
import { sessionCookie, testConfig, type TestApp, type TestUser } from './test-app.js';

export const PASSWORD = 'correct-horse';

export interface TestOperator extends TestUser {
  phone: Authenticator;
  secret: string;
  recoveryCodes: string[];
}

/** An operator whose session passed the second factor. */
export async function signUpOperator(test: TestApp): Promise<TestOperator> {
  const who = await test.signUp({ role: 'creator' });
  const { enrolment } = await setOperator(test.db, who.user.email, true, {
    keys: twoFactorKeys(testConfig().sessionSecret),
  });
  expect(enrolment).toBeDefined();
  const phone = new Authenticator(enrolment!.secret);
  const password = await test.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: who.user.email, password: PASSWORD },
  });
  expect(password.json()).toEqual({ twoFactorRequired: true });
  const code = await test.app.inject({
    method: 'POST',
    url: '/api/login/two-factor',
    headers: { cookie: sessionCookie(password.cookies) },
    payload: { code: await phone.next() },
  });
  expect(code.statusCode, code.body).toBe(200);
  return {
    ...who,
    cookie: sessionCookie(code.cookies),
    phone,
    secret: enrolment!.secret,
    recoveryCodes: enrolment!.recoveryCodes,
  };
}

/** An operator without the second factor: every /api/ops/ route refuses them. */
export async function signUpPlainOperator(test: TestApp): Promise<TestUser> {
  const who = await test.signUp({ role: 'creator' });
  await setOperator(test.db, who.user.email, true);
  return who;
}
