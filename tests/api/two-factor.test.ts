/**
 * Two-factor sign-in (issue 28; decisions.md, Two-factor sign-in; docs/decisions/operators.md):
 * setting it up with a first code, signing in with a code or a recovery code, replayed and wrong
 * codes, turning it off, new recovery codes, and that neither the secret nor a recovery code is
 * ever answered again after enrolment. Codes come from the secret through `otpauth`, as from a
 * phone (tests/setup/authenticator.ts).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  recoveryCodes,
  sessions,
  twoFactorCredentials,
  users,
} from '../../src/server/db/schema.js';
import { setOperator } from '../../src/server/features/ops/operator-role.js';
import { sessionIdFor } from '../../src/server/core/sessions.js';
import { Authenticator } from '../setup/authenticator.js';
import { createTestApp, sessionCookie, testConfig, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();
const limited = await createTestApp({
  rateLimits: { authAttemptsPerMinute: 3, secondFactorCodesPerHour: 100 },
});
const hourly = await createTestApp({
  rateLimits: { authAttemptsPerMinute: 100, secondFactorCodesPerHour: 3 },
});

const PASSWORD = 'correct-horse';
const MESSAGES = {
  codeWrong: 'That code is not right. Check your authenticator app and try again.',
  codeUsed: 'That code was already used. Wait for the next one.',
  recoveryCodeWrong: 'That recovery code is not right, or was already used.',
  signInExpired: 'Your sign-in has expired. Enter your email and password again.',
};

type Api = typeof app;

const post = (url: string, cookie: string | undefined, payload: object, on: Api = app) =>
  on.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

const status = async (who: TestUser, on: Api = app) =>
  (await on.inject({ url: '/api/account/two-factor', headers: { cookie: who.cookie } })).json();

interface Enrolled {
  secret: string;
  phone: Authenticator;
  recoveryCodes: string[];
}

/** Turns two-factor sign-in on for `who` as the Security tab does. */
async function enrol(who: TestUser, on: Api = app): Promise<Enrolled> {
  const setup = await post(
    '/api/account/two-factor/setup',
    who.cookie,
    { currentPassword: PASSWORD },
    on,
  );
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const phone = new Authenticator(secret);
  const enable = await post(
    '/api/account/two-factor/enable',
    who.cookie,
    { code: await phone.next() },
    on,
  );
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, phone, recoveryCodes: enable.json().recoveryCodes };
}

/** The password step: for an account with two-factor sign-in, the pending sign-in's cookie. */
async function passwordStep(email: string, on: Api = app, remoteAddress?: string) {
  const response = await on.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: PASSWORD },
    ...(remoteAddress && { remoteAddress }),
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ twoFactorRequired: true });
  return sessionCookie(response.cookies);
}

const codeStep = (pending: string, code: string, on: Api = app, remoteAddress?: string) =>
  on.inject({
    method: 'POST',
    url: '/api/login/two-factor',
    headers: { cookie: pending },
    payload: { code },
    ...(remoteAddress && { remoteAddress }),
  });

const whoIs = async (cookie: string) =>
  (await app.inject({ url: '/api/user', headers: { cookie } })).statusCode;

/** The stored session a cookie opens. */
async function sessionOf(cookie: string) {
  const token = decodeURIComponent(cookie.split('=')[1]!);
  const id = sessionIdFor(testConfig().sessionSecret, token);
  return (await db.select().from(sessions).where(eq(sessions.id, id)))[0];
}

describe('setting up two-factor sign-in', () => {
  it('asks for the password first and stores nothing without it', async () => {
    const me = await signUp();
    const wrong = await post('/api/account/two-factor/setup', me.cookie, {
      currentPassword: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toEqual(['Current password is incorrect']);
    const missing = await post('/api/account/two-factor/setup', me.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(
      await db
        .select()
        .from(twoFactorCredentials)
        .where(eq(twoFactorCredentials.userId, me.user.id)),
    ).toEqual([]);
  });

  it('gives the secret, its otpauth URI and a QR code, and is not on until a first code', async () => {
    const me = await signUp();
    const setup = await post('/api/account/two-factor/setup', me.cookie, {
      currentPassword: PASSWORD,
    });
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrCode } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('issuer')).toBe('Finishline');
    expect(decodeURIComponent(parsed.pathname)).toContain(me.user.email);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toMatch(/^<svg /);

    expect(await status(me)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    // Signing in still takes only the password.
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: me.user.email, password: PASSWORD },
    });
    expect(login.json()).toMatchObject({ id: me.user.id });

    // The secret is stored sealed, not as the app shows it.
    const [stored] = await db
      .select()
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, me.user.id));
    expect(stored!.encryptedSecret).not.toContain(secret);
    expect(stored!.enabledAt).toBeNull();
  });

  it('refuses a wrong code and turns nothing on', async () => {
    const me = await signUp();
    const setup = await post('/api/account/two-factor/setup', me.cookie, {
      currentPassword: PASSWORD,
    });
    const phone = new Authenticator(setup.json().secret);
    for (const code of [phone.wrong(), '12345', 'abcde-fghjk']) {
      const response = await post('/api/account/two-factor/enable', me.cookie, { code });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.code).toHaveLength(1);
    }
    expect(await status(me)).toMatchObject({ enabled: false });
    expect(
      await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, me.user.id)),
    ).toEqual([]);
  });

  it('with a first code: on, ten recovery codes shown once and stored as keyed hashes', async () => {
    const me = await signUp();
    const { recoveryCodes: codes } = await enrol(me);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    const status1 = await status(me);
    expect(status1).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(Date.parse(status1.enabledAt)).toBeGreaterThan(Date.now() - 60_000);

    const stored = await db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, me.user.id));
    const hashes = stored.map((row) => row.codeHash).join(' ');
    for (const code of codes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace('-', ''));
    }
    // The session that turned it on has shown the second factor.
    expect((await sessionOf(me.cookie))!.secondFactorAt).not.toBeNull();

    const again = await post('/api/account/two-factor/setup', me.cookie, {
      currentPassword: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-factor sign-in is already on.');
  });

  it('answers 401 to a visitor before reading the input', async () => {
    for (const url of [
      '/api/account/two-factor/setup',
      '/api/account/two-factor/enable',
      '/api/account/two-factor/disable',
      '/api/account/two-factor/recovery-codes',
    ]) {
      expect((await post(url, undefined, {})).statusCode).toBe(401);
    }
    expect((await app.inject({ url: '/api/account/two-factor' })).statusCode).toBe(401);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for a code after the password; the pending sign-in opens no other route', async () => {
    const me = await signUp();
    const { phone } = await enrol(me);
    const pending = await passwordStep(me.user.email);

    expect(await whoIs(pending)).toBe(401);
    const session = await app.inject({ url: '/api/session', headers: { cookie: pending } });
    expect(session.json()).toEqual({ user: null });
    expect(
      (await app.inject({ url: '/api/account/two-factor', headers: { cookie: pending } }))
        .statusCode,
    ).toBe(401);
    const write = await post('/api/projects', pending, {
      name: 'Sneaked in',
      description: 'A project from a sign-in that never showed its second factor.',
      techStack: ['React'],
    });
    expect(write.statusCode).toBe(401);
    expect(
      (await post('/api/account/two-factor/recovery-codes', pending, { code: phone.last() }))
        .statusCode,
    ).toBe(401);

    const wrong = await codeStep(pending, phone.wrong());
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toEqual([MESSAGES.codeWrong]);
    expect(await whoIs(pending)).toBe(401);

    const right = await codeStep(pending, await phone.next());
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ id: me.user.id, email: me.user.email });
    const cookie = sessionCookie(right.cookies);
    expect(await whoIs(cookie)).toBe(200);
    expect((await sessionOf(cookie))!.secondFactorAt).not.toBeNull();

    // The pending sign-in is over: its cookie neither signs in nor takes another code.
    expect(await whoIs(pending)).toBe(401);
    expect((await codeStep(pending, phone.last())).json().message).toBe(MESSAGES.signInExpired);
  });

  it('a session without two-factor sign-in records no second factor', async () => {
    const me = await signUp();
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: me.user.email, password: PASSWORD },
    });
    expect((await sessionOf(sessionCookie(login.cookies)))!.secondFactorAt).toBeNull();
  });

  it('refuses a code already used (the same time step), even from another sign-in', async () => {
    const me = await signUp();
    const { phone } = await enrol(me);
    // The code that turned it on cannot sign in.
    const first = await passwordStep(me.user.email);
    const replayOfEnable = await codeStep(first, phone.last());
    expect(replayOfEnable.statusCode).toBe(400);
    expect(replayOfEnable.json().errors.code).toEqual([MESSAGES.codeUsed]);

    expect((await codeStep(first, await phone.next())).statusCode).toBe(200);
    const second = await passwordStep(me.user.email);
    const replay = await codeStep(second, phone.last());
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.code).toEqual([MESSAGES.codeUsed]);
    expect(await whoIs(second)).toBe(401);
  });

  it('of two sign-ins sending the same code at once, one gets in', async () => {
    const me = await signUp();
    const { phone } = await enrol(me);
    const [a, b] = [await passwordStep(me.user.email), await passwordStep(me.user.email)];
    const code = await phone.next();
    const answers = await Promise.all([codeStep(a, code), codeStep(b, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('takes a recovery code once, typed in any case and without the dash', async () => {
    const me = await signUp();
    const { recoveryCodes: codes } = await enrol(me);
    const pending = await passwordStep(me.user.email);
    const typed = codes[3]!.toUpperCase().replace('-', ' ');
    const used = await codeStep(pending, typed);
    expect(used.statusCode).toBe(200);
    expect(await whoIs(sessionCookie(used.cookies))).toBe(200);
    expect((await sessionOf(sessionCookie(used.cookies)))!.secondFactorAt).not.toBeNull();
    expect(await status(me)).toMatchObject({ recoveryCodesLeft: 9 });

    const again = await passwordStep(me.user.email);
    const reused = await codeStep(again, codes[3]!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors.code).toEqual([MESSAGES.recoveryCodeWrong]);
    const madeUp = await codeStep(again, 'aaaaa-bbbbb');
    expect(madeUp.json().errors.code).toEqual([MESSAGES.recoveryCodeWrong]);
    expect((await codeStep(again, codes[4]!)).statusCode).toBe(200);
  });

  it('a pending sign-in expires', async () => {
    const me = await signUp();
    const { phone } = await enrol(me);
    const pending = await passwordStep(me.user.email);
    const row = await sessionOf(pending);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row!.id));
    const late = await codeStep(pending, await phone.next());
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(MESSAGES.signInExpired);
  });

  it('the code step without a pending sign-in is a 401', async () => {
    const me = await signUp();
    expect((await codeStep('', '123456')).statusCode).toBe(401);
    // A full session is no pending sign-in either.
    expect((await codeStep(me.cookie, '123456')).statusCode).toBe(401);
  });
});

describe('rate limits of the code step', () => {
  // `limited` allows 3 sign-in attempts a minute per address and per account.
  let address = 0;
  const freshAddress = () => `10.28.0.${++address}`;

  async function register(): Promise<TestUser> {
    const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const response = await limited.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: freshAddress(),
      payload: { username: `tf${unique}`, email: `tf${unique}@example.com`, password: PASSWORD },
    });
    // With its device cookie: what this browser checks counts on its own counter, not the
    // account's (sign-in-attempts.ts).
    const device = response.cookies.find((cookie) => cookie.name === 'finishline_device')!;
    const cookie = `${sessionCookie(response.cookies)}; ${device.name}=${device.value}`;
    return { user: response.json(), cookie };
  }

  it('counts codes with the password against the account, from any address', async () => {
    const me = await register();
    // Enrolment's password and first code count on this device's own counter.
    const { phone } = await enrol(me, limited.app);
    const pending = await passwordStep(me.user.email, limited.app, freshAddress());
    const statuses = [];
    for (const code of [phone.wrong(), phone.wrong(), await phone.next()]) {
      statuses.push((await codeStep(pending, code, limited.app, freshAddress())).statusCode);
    }
    // The password and two wrong codes used the account's three: even the right code waits.
    expect(statuses).toEqual([400, 400, 429]);
    expect(
      (await codeStep(pending, phone.last(), limited.app, freshAddress())).headers['retry-after'],
    ).toBeDefined();
  });

  it('counts codes against an hourly budget too, the right one included', async () => {
    const me = await hourly.signUp();
    const { phone } = await enrol(me, hourly.app);
    const pending = await passwordStep(me.user.email, hourly.app);
    const statuses = [];
    for (const code of [phone.wrong(), phone.wrong(), await phone.next()]) {
      statuses.push((await codeStep(pending, code, hourly.app)).statusCode);
    }
    // Enabling took one of the account's three codes of the hour.
    expect(statuses).toEqual([400, 400, 429]);
    const retry = await codeStep(pending, phone.last(), hourly.app);
    expect(Number(retry.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('limits the code step per address, whatever the account', async () => {
    const from = freshAddress();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const someone = await register();
      const { phone } = await enrol(someone, limited.app);
      const pending = await passwordStep(someone.user.email, limited.app, freshAddress());
      statuses.push((await codeStep(pending, phone.wrong(), limited.app, from)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code; without either it stays on', async () => {
    const me = await signUp();
    const { phone, recoveryCodes: codes } = await enrol(me);
    const disable = (payload: object) =>
      post('/api/account/two-factor/disable', me.cookie, payload);

    const noPassword = await disable({ code: codes[0] });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors.currentPassword).toBeDefined();
    const wrongPassword = await disable({ currentPassword: 'not-my-password', code: codes[0] });
    expect(wrongPassword.json().errors.currentPassword).toEqual(['Current password is incorrect']);
    const noCode = await disable({ currentPassword: PASSWORD });
    expect(noCode.json().errors.code).toEqual(['Enter the code from your authenticator app']);
    const wrongCode = await disable({ currentPassword: PASSWORD, code: phone.wrong() });
    expect(wrongCode.json().errors.code).toEqual([MESSAGES.codeWrong]);
    expect(await status(me)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    const off = await disable({ currentPassword: PASSWORD, code: await phone.next() });
    expect(off.statusCode).toBe(204);
    expect(await status(me)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(
      await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, me.user.id)),
    ).toEqual([]);
    // No session counts as having passed a second factor that no longer exists.
    expect((await sessionOf(me.cookie))!.secondFactorAt).toBeNull();
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: me.user.email, password: PASSWORD },
    });
    expect(login.json()).toMatchObject({ id: me.user.id });

    const offAgain = await disable({ currentPassword: PASSWORD, code: codes[0] });
    expect(offAgain.statusCode).toBe(400);
    expect(offAgain.json().message).toBe('Two-factor sign-in is not on.');
  });

  it('takes a recovery code for a lost phone', async () => {
    const me = await signUp();
    const { recoveryCodes: codes } = await enrol(me);
    const off = await post('/api/account/two-factor/disable', me.cookie, {
      currentPassword: PASSWORD,
      code: codes[9],
    });
    expect(off.statusCode).toBe(204);
    expect(await status(me)).toMatchObject({ enabled: false });
  });
});

describe('new recovery codes', () => {
  it('need a code; the old ones stop working', async () => {
    const me = await signUp();
    const { phone, recoveryCodes: old } = await enrol(me);
    const wrong = await post('/api/account/two-factor/recovery-codes', me.cookie, {
      code: phone.wrong(),
    });
    expect(wrong.statusCode).toBe(400);

    const fresh = await post('/api/account/two-factor/recovery-codes', me.cookie, {
      code: await phone.next(),
    });
    expect(fresh.statusCode).toBe(200);
    const codes: string[] = fresh.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(codes.filter((code) => old.includes(code))).toEqual([]);

    const pending = await passwordStep(me.user.email);
    expect((await codeStep(pending, old[0]!)).statusCode).toBe(400);
    expect((await codeStep(pending, codes[0]!)).statusCode).toBe(200);
  });
});

describe('the secret and the recovery codes are never answered again', () => {
  it('no GET route the app registered shows them, nor their stored forms, to their owner', async () => {
    const me = await signUp({ role: 'developer' });
    const { secret, recoveryCodes: codes, phone } = await enrol(me);
    // An operator, so that the operator console's routes answer too, about this very account.
    await setOperator(db, me.user.email, true);
    // Signed in again through the code step, so every answer is that of a full session.
    const pending = await passwordStep(me.user.email);
    const signedIn = await codeStep(pending, await phone.next());
    const cookie = sessionCookie(signedIn.cookies);
    const [stored] = await db
      .select()
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, me.user.id));
    const hashes = (
      await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, me.user.id))
    ).map((row) => row.codeHash);
    const [account] = await db.select().from(users).where(eq(users.id, me.user.id));
    const forbidden = [
      account!.passwordHash,
      secret,
      secret.toLowerCase(),
      stored!.encryptedSecret,
      ...codes,
      ...codes.map((code) => code.replace('-', '')),
      ...hashes,
    ];

    const routes = app.routeTable.routes.filter(
      (route) =>
        route.method === 'GET' && route.url.startsWith('/api/') && !route.url.includes('*'),
    );
    expect(routes.map((route) => route.url)).toContain('/api/account/two-factor');
    expect(routes.map((route) => route.url)).toContain('/api/ops/users/:id');
    const answers = [signedIn.body];
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, String(me.user.id));
      const response = await app.inject({ url, headers: { cookie } });
      answers.push(`${url} ${response.body}`);
      // The console's pages about this user answered in full (its sessions, its audit entries).
      if (url === `/api/ops/users/${me.user.id}`) expect(response.statusCode).toBe(200);
    }
    for (const body of answers) {
      for (const value of forbidden) expect(body).not.toContain(value);
    }
  });
});
