import { describe, expect, it } from 'vitest';
import {
  DEVICE_COOKIE,
  SECURE_DEVICE_COOKIE,
} from '../../src/server/features/auth/sign-in-attempts.js';
import { createTestApp, sessionCookie } from '../setup/test-app.js';

const MESSAGE = 'Too many requests. Please wait a minute and try again.';
const { app, signUp } = await createTestApp({
  rateLimits: { authAttemptsPerMinute: 3, writesPerMinute: 5 },
});

// The same app as production runs it (no TRUST_PROXY), and two behind proxies.
const { app: production } = await createTestApp({
  config: { env: 'production' },
  rateLimits: { authAttemptsPerMinute: 3 },
});
const { app: behindProxy } = await createTestApp({
  config: { trustProxy: ['10.0.0.1', '192.168.0.0/16'] },
  rateLimits: { authAttemptsPerMinute: 3 },
});
const { app: behindOne } = await createTestApp({
  config: { trustProxy: 1 },
  rateLimits: { authAttemptsPerMinute: 3 },
});

let address = 0;
/** A client address no other test uses, so that each test starts with fresh per-address counts. */
const freshAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

const login = (
  remoteAddress: string,
  email = `nobody${Math.random()}@example.com`,
  url = '/api/login',
  password = 'whatever1',
) => app.inject({ method: 'POST', url, remoteAddress, payload: { email, password } });

describe('rate limits', () => {
  it('answers 429 after too many sign-in attempts from one address', async () => {
    const remoteAddress = freshAddress();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await login(remoteAddress)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await login(remoteAddress);
    expect(limited.json()).toEqual({ message: MESSAGE, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts a route and its alias as one action: /api/login and /api/auth/login share a limit', async () => {
    const remoteAddress = freshAddress();
    const statuses = [];
    for (const url of ['/api/login', '/api/auth/login', '/api/login', '/api/auth/login']) {
      statuses.push((await login(remoteAddress, undefined, url)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts /api/register and /api/auth/register as one action, apart from signing in', async () => {
    const remoteAddress = freshAddress();
    const statuses = [];
    for (const url of [
      '/api/register',
      '/api/auth/register',
      '/api/register',
      '/api/auth/register',
    ]) {
      const response = await app.inject({ method: 'POST', url, remoteAddress, payload: {} });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Registration used up its limit; signing in from the same address has its own.
    expect((await login(remoteAddress)).statusCode).toBe(401);
  });

  it('limits sign-in per account too: many addresses guessing one password share its limit', async () => {
    const victim = await signUp({ password: 'correct-horse' });
    const email = victim.user.email;
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await login(freshAddress(), email)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    // The email as typed (any case, spaces around it) is the same account.
    const fourth = await login(freshAddress(), ` ${email.toUpperCase()} `);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: MESSAGE, code: 'rate_limited' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the limit is what stops the guessing.
    const right = await login(freshAddress(), email, '/api/auth/login', 'correct-horse');
    expect(right.statusCode).toBe(429);
    expect(right.cookies).toEqual([]);
    // Other accounts are not affected.
    const other = await signUp({ password: 'correct-horse' });
    const fine = await login(freshAddress(), other.user.email, '/api/login', 'correct-horse');
    expect(fine.statusCode).toBe(200);
  });

  it('limits API writes per caller, and never reads', async () => {
    const remoteAddress = freshAddress();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await app.inject({ method: 'POST', url: '/api/logout', remoteAddress })).statusCode,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    for (let i = 0; i < 8; i += 1) {
      expect((await app.inject({ url: '/api/user', remoteAddress })).statusCode).toBe(401);
    }
  });

  it('counts an IPv6 client by its /64, so a block of addresses is one client', async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i += 1) statuses.push((await login(`2001:db8:1:2::${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('the client address and X-Forwarded-For (TRUST_PROXY)', () => {
  it('without TRUST_PROXY, in production too, a forged X-Forwarded-For is not a new client', async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i += 1) {
      const response = await production.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: `nobody${i}@example.com`, password: 'whatever1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('with a proxy address, believes that proxy only', async () => {
    const through = (remoteAddress: string, client: string) =>
      behindProxy.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        headers: { 'x-forwarded-for': client },
        payload: { email: `nobody${Math.random()}@example.com`, password: 'whatever1' },
      });
    // Four real clients behind the trusted proxies: each is counted on its own.
    for (let i = 1; i <= 4; i += 1) {
      expect(
        (await through(i % 2 ? '10.0.0.1' : '192.168.3.4', `198.51.100.${i}`)).statusCode,
      ).toBe(401);
    }
    // A caller that is not a trusted proxy cannot name its own address.
    const statuses = [];
    for (let i = 1; i <= 4; i += 1)
      statuses.push((await through('203.0.113.5', `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('with a hop count, takes the address that many hops back', async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i += 1) {
      // The client forged the first entry; the proxy appended the address it saw, always the same.
      const response = await behindOne.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.77` },
        payload: { email: `nobody${i}@example.com`, password: 'whatever1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('device cookies: the owner is not locked out (issue 24)', () => {
  const PASSWORD = 'correct-horse';
  type Response = Awaited<ReturnType<typeof app.inject>>;

  /** A new account, registered from an address of its own. */
  async function newAccount(on = app): Promise<string> {
    const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const response = await on.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: freshAddress(),
      payload: {
        username: `device${unique}`,
        email: `device${unique}@example.com`,
        password: PASSWORD,
      },
    });
    expect(response.statusCode).toBe(201);
    // Registering signs in: that browser is the owner's device from the start.
    expect(response.cookies.map((c) => c.name)).toContain(
      on === production ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE,
    );
    return response.json().email;
  }
  /** The device cookie a response set, as a `cookie` header value. */
  const deviceCookieOf = (response: Response) => {
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    if (!cookie) throw new Error('no device cookie was set');
    return `${cookie.name}=${cookie.value}`;
  };
  const signIn = (
    email: string,
    password: string,
    cookie?: string,
    remoteAddress = freshAddress(),
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: cookie ? { cookie } : {},
      payload: { email, password },
    });
  /** Someone elsewhere guesses until the account's counter is used up. */
  async function lockOut(email: string) {
    let status = 0;
    for (let i = 0; i < 5 && status !== 429; i += 1) {
      status = (await signIn(email, `guess-${i}`)).statusCode;
    }
    expect(status).toBe(429);
  }

  it('sets a long-lived, HttpOnly, SameSite=Lax cookie that does not hold the email, kept at sign-out', async () => {
    const email = await newAccount();
    const response = await signIn(email, PASSWORD);
    expect(response.statusCode).toBe(200);
    const device = response.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(device).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 31_536_000,
    });
    expect(device.secure).toBeFalsy();
    expect(device.value).not.toContain(email.split('@')[0]);

    const logout = await app.inject({
      method: 'POST',
      url: '/api/logout',
      remoteAddress: freshAddress(),
      headers: { cookie: `${sessionCookie(response.cookies)}; ${deviceCookieOf(response)}` },
    });
    expect(logout.statusCode).toBe(204);
    // The session cookie is cleared; the device cookie is not touched.
    expect(logout.cookies.map((c) => c.name)).not.toContain(DEVICE_COOKIE);
  });

  it('is Secure and __Host- in production, like the session cookie', async () => {
    const email = await newAccount(production);
    const response = await production.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: freshAddress(),
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === SECURE_DEVICE_COOKIE)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(response.cookies.map((c) => c.name)).not.toContain(DEVICE_COOKIE);
  });

  it("lets a device that signed in before through while others use up the account's attempts", async () => {
    const email = await newAccount();
    const home = freshAddress();
    const earlier = await signIn(email, PASSWORD, undefined, home);
    expect(earlier.statusCode).toBe(200);
    const device = deviceCookieOf(earlier);

    await lockOut(email);
    // The owner on a browser that never signed in waits, like anyone...
    expect((await signIn(email, PASSWORD)).statusCode).toBe(429);
    // ...but on their own device they sign in, and get a fresh device cookie.
    const owner = await signIn(email, PASSWORD, device, home);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookieOf(owner)).not.toBe(device);
  });

  it("gives a forged cookie, or another account's, no exemption", async () => {
    const email = await newAccount();
    const own = deviceCookieOf(await signIn(email, PASSWORD));
    const otherAccount = await newAccount();
    const others = deviceCookieOf(await signIn(otherAccount, PASSWORD));
    await lockOut(email);

    const [nonce, signature] = own.slice(`${DEVICE_COOKIE}=`.length).split('.');
    const forged = [
      others,
      `${DEVICE_COOKIE}=${nonce}.${'A'.repeat(signature!.length)}`,
      `${DEVICE_COOKIE}=${'B'.repeat(nonce!.length)}.${signature}`,
      `${DEVICE_COOKIE}=${nonce}`,
      `${DEVICE_COOKIE}=${email}`,
    ];
    for (const cookie of forged)
      expect((await signIn(email, PASSWORD, cookie)).statusCode).toBe(429);
    // The real one still works.
    expect((await signIn(email, PASSWORD, own)).statusCode).toBe(200);
  });

  it("counts a device's wrong guesses on that device alone, which they lock", async () => {
    const email = await newAccount();
    const device = deviceCookieOf(await signIn(email, PASSWORD));
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await signIn(email, `guess-${i}`, device)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    expect((await signIn(email, PASSWORD, device)).statusCode).toBe(429);
    // The account's counter holds only the first sign-in: another browser still gets in.
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts the current password of a signed-in device on that device too', async () => {
    const email = await newAccount();
    const earlier = await signIn(email, PASSWORD);
    const cookie = `${sessionCookie(earlier.cookies)}; ${deviceCookieOf(earlier)}`;
    const { id } = earlier.json();
    await lockOut(email);
    const change = await app.inject({
      method: 'POST',
      url: `/api/users/${id}/password`,
      remoteAddress: freshAddress(),
      headers: { cookie },
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new secret' },
    });
    expect(change.statusCode).toBe(204);
  });

  it('follows the account to its new email', async () => {
    const email = await newAccount();
    const earlier = await signIn(email, PASSWORD);
    const oldDevice = deviceCookieOf(earlier);
    const moved = `moved-${email}`;
    const change = await app.inject({
      method: 'PATCH',
      url: `/api/users/${earlier.json().id}/profile`,
      remoteAddress: freshAddress(),
      headers: { cookie: `${sessionCookie(earlier.cookies)}; ${oldDevice}` },
      payload: { email: moved, currentPassword: PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    const device = deviceCookieOf(change);

    await lockOut(moved);
    expect((await signIn(moved, PASSWORD, oldDevice)).statusCode).toBe(429);
    expect((await signIn(moved, PASSWORD, device)).statusCode).toBe(200);
  });
});
