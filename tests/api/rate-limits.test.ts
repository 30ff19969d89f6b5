import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';

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
    expect(limited.json()).toEqual({ message: MESSAGE });
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
    expect(fourth.json()).toEqual({ message: MESSAGE });
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
