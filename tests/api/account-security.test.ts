/**
 * Account security (issue 9, item 5): password rules, changing the password and the email with
 * the current password, signing out other devices, and the forgotten-password flow through the
 * local outbox (the SMTP path: password-reset-smtp.test.ts).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/core/passwords.js';
import { jobs, mailOutbox, passwordResetTokens, users } from '../../src/server/db/schema.js';
import { createTestApp, sessionCookie, type TestUser } from '../setup/test-app.js';

// No PUBLIC_URL: links in mail point at this machine's port (config.siteUrl).
const { app, db, signUp } = await createTestApp({ config: { port: 5000 } });
const production = await createTestApp({ config: { env: 'production' } });
const limited = await createTestApp({ rateLimits: { authAttemptsPerMinute: 2 } });

const PASSWORD = 'correct-horse';

async function signIn(email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
  });
  return {
    status: response.statusCode,
    cookie: response.statusCode === 200 ? sessionCookie(response.cookies) : '',
  };
}

const whoIs = async (cookie: string) =>
  (await app.inject({ url: '/api/user', headers: { cookie } })).statusCode;

const changePassword = (who: TestUser, payload: object, id = who.user.id) =>
  app.inject({
    method: 'POST',
    url: `/api/users/${id}/password`,
    headers: { cookie: who.cookie },
    payload,
  });

/** Asks for a reset link, then runs the job that mails it (background jobs are off in tests). */
async function requestReset(email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { email },
  });
  await app.jobs.runDue();
  return response;
}

const confirmReset = (token: string, newPassword: string) =>
  app.inject({
    method: 'POST',
    url: '/api/password-reset/confirm',
    payload: { token, newPassword },
  });

async function outboxFor(email: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
}

/** The token of the newest reset link mailed to `email`. */
async function lastResetToken(email: string): Promise<string> {
  const mails = await outboxFor(email);
  const text = mails.sort((a, b) => b.id - a.id)[0]?.bodyText ?? '';
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

describe('password rules on registration', () => {
  const register = (password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: `rule${Math.random().toString(36).slice(2, 8)}`,
        email: `rule${Math.random()}@example.com`,
        password,
      },
    });

  it.each([
    ['password', 'This password is too common. Choose one that is harder to guess'],
    ['123456', 'This password is too common. Choose one that is harder to guess'],
    ['QWERTY', 'This password is too common. Choose one that is harder to guess'],
    ['Password1', 'This password is too common. Choose one that is harder to guess'],
    ['        ', 'Password cannot be only spaces'],
    ['\t \n   ', 'Password cannot be only spaces'],
    ['abc', 'Password must be at least 6 characters'],
  ])('refuses %j with a clear message and creates nothing', async (password, message) => {
    const before = (await db.select({ id: users.id }).from(users)).length;
    const response = await register(password);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password).toEqual([message]);
    expect((await db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('accepts a password that is neither common nor blank, spaces inside included', async () => {
    expect((await register('  my quiet lake  ')).statusCode).toBe(201);
  });

  it('still lets existing users sign in whatever their password (the rule is for new ones)', async () => {
    const me = await signUp();
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('password') })
      .where(eq(users.id, me.user.id));
    expect((await signIn(me.user.email, 'password')).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('asks for the current password and refuses a wrong one without changing anything', async () => {
    const me = await signUp();
    const missing = await changePassword(me, { newPassword: 'a brand new secret' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.currentPassword).toEqual(['Enter your current password']);

    const wrong = await changePassword(me, {
      currentPassword: 'not-my-password',
      newPassword: 'a brand new secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Current password is incorrect',
      code: 'invalid_input',
      errors: { currentPassword: ['Current password is incorrect'] },
    });
    expect((await signIn(me.user.email, PASSWORD)).status).toBe(200);
    expect((await signIn(me.user.email, 'a brand new secret')).status).toBe(401);
  });

  it('applies the rules for new passwords', async () => {
    const me = await signUp();
    for (const [newPassword, message] of [
      ['qwerty123', 'This password is too common. Choose one that is harder to guess'],
      ['       ', 'Password cannot be only spaces'],
      ['short', 'Password must be at least 6 characters'],
    ] as const) {
      const response = await changePassword(me, { currentPassword: PASSWORD, newPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.newPassword).toEqual([message]);
    }
    expect((await signIn(me.user.email, PASSWORD)).status).toBe(200);
  });

  it('sets the new password, keeps this session and ends every other one', async () => {
    const me = await signUp();
    const laptop = await signIn(me.user.email, PASSWORD);
    const phone = await signIn(me.user.email, PASSWORD);
    const response = await changePassword(me, {
      currentPassword: PASSWORD,
      newPassword: 'a brand new secret',
    });
    expect(response.statusCode).toBe(204);

    expect(await whoIs(me.cookie)).toBe(200);
    expect(await whoIs(laptop.cookie)).toBe(401);
    expect(await whoIs(phone.cookie)).toBe(401);
    expect((await signIn(me.user.email, PASSWORD)).status).toBe(401);
    expect((await signIn(me.user.email, 'a brand new secret')).status).toBe(200);
  });

  it("is for one's own account only: 401 for visitors, 403 for someone else's", async () => {
    const me = await signUp();
    const other = await signUp();
    const payload = { currentPassword: PASSWORD, newPassword: 'taking over now' };
    const visitor = await app.inject({
      method: 'POST',
      url: `/api/users/${other.user.id}/password`,
      payload,
    });
    expect(visitor.statusCode).toBe(401);
    const forbidden = await changePassword(me, payload, other.user.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('You can only change your own password');
    expect((await signIn(other.user.email, PASSWORD)).status).toBe(200);
  });

  it('makes reset links sent before it useless', async () => {
    const me = await signUp();
    await requestReset(me.user.email);
    const token = await lastResetToken(me.user.email);
    await changePassword(me, { currentPassword: PASSWORD, newPassword: 'a brand new secret' });
    expect((await confirmReset(token, 'yet another secret')).statusCode).toBe(400);
  });
});

describe('signing out of other devices', () => {
  it('ends every other session of the user and keeps this one', async () => {
    const me = await signUp();
    const laptop = await signIn(me.user.email, PASSWORD);
    const phone = await signIn(me.user.email, PASSWORD);
    const someoneElse = await signUp();

    const response = await app.inject({
      method: 'POST',
      url: '/api/sessions/end-others',
      headers: { cookie: me.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect(await whoIs(me.cookie)).toBe(200);
    expect(await whoIs(laptop.cookie)).toBe(401);
    expect(await whoIs(phone.cookie)).toBe(401);
    expect(await whoIs(someoneElse.cookie)).toBe(200);
  });

  it('refuses visitors', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/sessions/end-others' });
    expect(response.statusCode).toBe(401);
  });
});

describe('changing the email', () => {
  const patch = (who: TestUser, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/users/${who.user.id}/profile`,
      headers: { cookie: who.cookie },
      payload,
    });
  const storedEmail = async (id: number) =>
    (await db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

  it('asks for the current password and changes nothing without the right one', async () => {
    const me = await signUp();
    const missing = await patch(me, { email: 'new-address@example.com', bio: 'changed?' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ currentPassword: ['Enter your current password'] });

    const wrong = await patch(me, {
      email: 'new-address@example.com',
      currentPassword: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: ['Current password is incorrect'] });

    const [row] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.email).toBe(me.user.email);
    expect(row!.bio).toBeNull();
  });

  it('changes it with the current password, and old reset links stop working', async () => {
    const me = await signUp();
    await requestReset(me.user.email);
    const token = await lastResetToken(me.user.email);

    const response = await patch(me, {
      email: `moved-${me.user.email}`,
      currentPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(await storedEmail(me.user.id)).toBe(`moved-${me.user.email}`);
    expect((await confirmReset(token, 'a brand new secret')).statusCode).toBe(400);
  });

  it('needs no password for other fields, nor for sending the same email back', async () => {
    const me = await signUp();
    expect((await patch(me, { bio: 'Just the bio' })).statusCode).toBe(200);
    expect((await patch(me, { email: me.user.email.toUpperCase(), bio: 'Same' })).statusCode).toBe(
      200,
    );
  });

  it('asks for it in the multipart form too', async () => {
    const me = await signUp();
    const form = (fields: Record<string, string>) => {
      const boundary = '----finishline-test';
      const body = Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('');
      return app.inject({
        method: 'PATCH',
        url: `/api/users/${me.user.id}/profile`,
        headers: {
          cookie: me.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: `${body}--${boundary}--\r\n`,
      });
    };
    const refused = await form({ email: 'multi@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ currentPassword: ['Enter your current password'] });
    const accepted = await form({ email: 'multi@example.com', currentPassword: PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(await storedEmail(me.user.id)).toBe('multi@example.com');
  });
});

describe('forgotten password', () => {
  it('answers the same whether or not the email has an account, and mails only a real one', async () => {
    const me = await signUp();
    const known = await requestReset(me.user.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe(
      'If an account exists for that email, we have sent a link to reset its password. The link works for 1 hour.',
    );
    expect(await outboxFor('nobody-here@example.com')).toHaveLength(0);
    const [mail] = await outboxFor(me.user.email);
    expect(mail!.subject).toBe('Reset your Finishline password');
    expect(mail!.bodyText).toMatch(/http:\/\/localhost:5000\/reset-password\?token=/);
  });

  it('takes the same time for a registered and an unknown email (150 of each, interleaved)', async () => {
    const me = await signUp();
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 300; i += 1) {
      const which = i % 2 === 0 ? 'known' : 'unknown';
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/password-reset',
        // An address of its own each time: the reset limit counts per address.
        remoteAddress: `10.36.${i >> 8}.${i & 255}`,
        payload: { email: which === 'known' ? me.user.email : `nobody-${i}@example.com` },
      });
      timings[which].push(performance.now() - started);
      expect(response.statusCode).toBe(202);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    const known = median(timings.known);
    const unknown = median(timings.unknown);
    // Before issue 36 a registered email took 1.6 to 3.6 times as long. With CI's two suites on
    // two cores the medians of equal paths were seen 23% apart (1.9 vs 2.4 ms, the unknown one
    // slower): a leak is a multiple, the load a fraction.
    expect(
      Math.abs(known - unknown) / Math.min(known, unknown),
      `${known} vs ${unknown} ms`,
    ).toBeLessThan(0.5);
    // The queued jobs would mail the registered address only; not run here (300 of them).
    await db.delete(jobs);
  }, 60_000);

  it('never takes the link’s origin from the request’s Host', async () => {
    const me = await signUp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/password-reset',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: me.user.email },
    });
    expect(response.statusCode).toBe(202);
    await app.jobs.runDue();
    const [mail] = await outboxFor(me.user.email);
    expect(mail!.bodyText).toMatch(/http:\/\/localhost:5000\/reset-password\?token=/);
    expect(mail!.bodyText).not.toContain('evil.example');
  });

  it('refuses an invalid email with the spec message', async () => {
    const response = await requestReset('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toEqual(['Please enter a valid email']);
  });

  it('stores only a hash of the token, which expires after an hour', async () => {
    const me = await signUp();
    const before = Date.now();
    await requestReset(me.user.email);
    const token = await lastResetToken(me.user.email);
    const rows = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, me.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toContain(token);
    expect(rows[0]!.id).toBe(createHash('sha256').update(token).digest('base64url'));
    const lifetime = rows[0]!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 5_000);
  });

  it('sets the new password with the link once, and ends every session', async () => {
    const me = await signUp();
    const other = await signIn(me.user.email, PASSWORD);
    await requestReset(me.user.email);
    const token = await lastResetToken(me.user.email);

    const response = await confirmReset(token, 'a brand new secret');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Your password has been reset. Log in with your new password.',
    );
    expect(await whoIs(me.cookie)).toBe(401);
    expect(await whoIs(other.cookie)).toBe(401);
    expect((await signIn(me.user.email, PASSWORD)).status).toBe(401);
    expect((await signIn(me.user.email, 'a brand new secret')).status).toBe(200);

    const again = await confirmReset(token, 'and another one');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This reset link is invalid or has expired. Ask for a new one.',
      code: 'invalid_input',
      errors: { token: ['This reset link is invalid or has expired. Ask for a new one.'] },
    });
    expect((await signIn(me.user.email, 'a brand new secret')).status).toBe(200);
  });

  it('refuses an expired or unknown link', async () => {
    const me = await signUp();
    await requestReset(me.user.email);
    const token = await lastResetToken(me.user.email);
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, me.user.id));
    expect((await confirmReset(token, 'a brand new secret')).statusCode).toBe(400);
    expect((await confirmReset('made-up-token', 'a brand new secret')).statusCode).toBe(400);
    expect((await signIn(me.user.email, PASSWORD)).status).toBe(200);
  });

  it('applies the rules for new passwords and keeps the link usable after a refusal', async () => {
    const me = await signUp();
    await requestReset(me.user.email);
    const token = await lastResetToken(me.user.email);
    const common = await confirmReset(token, 'iloveyou');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.newPassword).toEqual([
      'This password is too common. Choose one that is harder to guess',
    ]);
    expect((await confirmReset(token, '         ')).statusCode).toBe(400);
    expect(await whoIs(me.cookie)).toBe(200);
    expect((await confirmReset(token, 'a brand new secret')).statusCode).toBe(200);
  });

  it('sends at most three live links per account', async () => {
    const me = await signUp();
    for (let i = 0; i < 5; i += 1) expect((await requestReset(me.user.email)).statusCode).toBe(202);
    expect(await outboxFor(me.user.email)).toHaveLength(3);
  });

  it('shows the outbox to development', async () => {
    const me = await signUp();
    await requestReset(me.user.email);
    const response = await app.inject({ url: '/api/dev/outbox?limit=100' });
    expect(response.statusCode).toBe(200);
    const mails = response.json() as { to: string; subject: string; text: string }[];
    expect(mails.find((mail) => mail.to === me.user.email)?.subject).toBe(
      'Reset your Finishline password',
    );
  });
});

describe('in production', () => {
  it('has no outbox page', async () => {
    expect((await production.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});

describe('rate limits on the reset flow', () => {
  it('limits reset requests and confirmations per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { email: `someone${i}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 429]);
  });
});

describe('the current password is a sign-in attempt (issue 24)', () => {
  // `limited` allows 2 sign-in attempts a minute per address and per account.
  let address = 0;
  const freshAddress = () => `10.24.0.${++address}`;
  const as = (who: TestUser) => ({ cookie: who.cookie });

  /** Registers from an address of its own: `limited` allows two registrations per address. */
  async function register(): Promise<TestUser> {
    const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const response = await limited.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: freshAddress(),
      payload: {
        username: `limit${unique}`,
        email: `limit${unique}@example.com`,
        password: PASSWORD,
      },
    });
    return { user: response.json(), cookie: sessionCookie(response.cookies) };
  }
  const login = (email: string, password: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: freshAddress(),
      payload: { email, password },
    });
  const changeEmail = (who: TestUser, payload: object) =>
    limited.app.inject({
      method: 'PATCH',
      url: `/api/users/${who.user.id}/profile`,
      headers: as(who),
      payload: { email: `moved-${who.user.email}`, ...payload },
    });
  const changeOwnPassword = (who: TestUser, currentPassword: string) =>
    limited.app.inject({
      method: 'POST',
      url: `/api/users/${who.user.id}/password`,
      headers: as(who),
      payload: { currentPassword, newPassword: 'a brand new secret' },
    });
  const stored = async (id: number) =>
    (await limited.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('an email change counts its current password with sign-in to the account', async () => {
    const me = await register();
    const statuses = [];
    for (const currentPassword of ['guess-one', 'guess-two', PASSWORD]) {
      statuses.push((await changeEmail(me, { currentPassword })).statusCode);
    }
    // Even the right password waits, as it does at sign-in.
    expect(statuses).toEqual([400, 400, 429]);
    expect(
      Number((await changeEmail(me, { currentPassword: PASSWORD })).headers['retry-after']),
    ).toBeGreaterThan(0);
    expect((await stored(me.user.id)).email).toBe(me.user.email);
    // The guesses used up the account's sign-in attempts too, from any address.
    expect((await login(me.user.email, PASSWORD)).statusCode).toBe(429);
  });

  it('sign-in guesses count against an email change, and a form without the password does not', async () => {
    const me = await register();
    expect((await changeEmail(me, {})).statusCode).toBe(400);
    expect((await changeEmail(me, {})).statusCode).toBe(400);
    expect((await login(me.user.email, 'guess-one')).statusCode).toBe(401);
    expect((await changeEmail(me, { currentPassword: PASSWORD })).statusCode).toBe(200);

    const other = await register();
    expect((await login(other.user.email, 'guess-one')).statusCode).toBe(401);
    expect((await login(other.user.email, 'guess-two')).statusCode).toBe(401);
    expect((await changeEmail(other, { currentPassword: PASSWORD })).statusCode).toBe(429);
  });

  it('a password change counts its current password with sign-in to the account', async () => {
    const me = await register();
    const before = (await stored(me.user.id)).passwordHash;
    expect((await changeOwnPassword(me, 'guess-one')).statusCode).toBe(400);
    expect((await changeOwnPassword(me, 'guess-two')).statusCode).toBe(400);
    expect((await login(me.user.email, PASSWORD)).statusCode).toBe(429);

    // The other way round: the password change's own limit (per user) is untouched here.
    const other = await register();
    const otherBefore = (await stored(other.user.id)).passwordHash;
    expect((await login(other.user.email, 'guess-one')).statusCode).toBe(401);
    expect((await login(other.user.email, 'guess-two')).statusCode).toBe(401);
    expect((await changeOwnPassword(other, PASSWORD)).statusCode).toBe(429);
    expect((await stored(me.user.id)).passwordHash).toBe(before);
    expect((await stored(other.user.id)).passwordHash).toBe(otherBefore);
  });
});
