/**
 * With REDIS_URL the rate-limit counters live in Redis, so instances share one limit instead
 * of each allowing it again (issue 9). Two app instances, built apart as two processes would
 * be, count against one limit in the real Redis at REDIS_TEST_URL (default 127.0.0.1:6379).
 * Skipped only when that Redis does not answer and CI is not set: CI has Redis, so there the
 * test must run (and fails if Redis is missing).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisAnswers();
const run = reachable || Boolean(process.env.CI);
// A prefix of its own: parallel runs (and other suites on the same Redis) never share counts.
const keyPrefix = `finishline-test:${randomBytes(6).toString('hex')}:`;

// Built one after the other: building one blocks the event loop for seconds on a loaded
// machine, long enough for the other's Redis connect timer to fire before its socket is read.
const instances: Awaited<ReturnType<typeof createTestApp>>[] = [];
for (let i = 0; run && i < 2; i += 1) {
  instances.push(
    await createTestApp({
      config: { redis: { url: REDIS_URL, keyPrefix } },
      rateLimits: { authAttemptsPerMinute: 4, writesPerMinute: 6 },
    }),
  );
}

afterAll(async () => {
  if (!reachable) return;
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const title = run
  ? 'rate limits shared through Redis (REDIS_URL)'
  : `rate limits shared through Redis: skipped, nothing answers at ${REDIS_URL} and CI is not set`;

describe.runIf(run)(title, () => {
  it('two instances count one sign-in limit per address and per account', async () => {
    const [first, second] = instances.map((instance) => instance.app);
    const attempt = (i: number, payload: object, remoteAddress: string) =>
      (i % 2 === 0 ? first! : second!).inject({
        method: 'POST',
        url: i % 2 === 0 ? '/api/login' : '/api/auth/login',
        remoteAddress,
        payload,
      });

    // Per address: 4 attempts in all, whichever instance gets them.
    const byAddress = [];
    for (let i = 0; i < 6; i += 1) {
      const payload = { email: `nobody${i}@example.com`, password: 'whatever1' };
      byAddress.push((await attempt(i, payload, '10.2.0.1')).statusCode);
    }
    expect(byAddress).toEqual([401, 401, 401, 401, 429, 429]);

    // Per account: many addresses, one email, both instances.
    const byAccount = [];
    for (let i = 0; i < 6; i += 1) {
      const payload = { email: 'victim@example.com', password: `guess-${i}` };
      byAccount.push((await attempt(i, payload, `10.2.1.${i}`)).statusCode);
    }
    expect(byAccount).toEqual([401, 401, 401, 401, 429, 429]);
    const limited = await attempt(
      0,
      { email: 'victim@example.com', password: 'x-guess' },
      '10.2.2.1',
    );
    expect(limited.json()).toEqual({
      message: 'Too many requests. Please wait a minute and try again.',
      code: 'rate_limited',
    });
  });

  it('a device cookie holds on both instances, its guesses counted once', async () => {
    const [first, second] = instances.map((instance) => instance.app);
    const registered = await first!.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '10.2.4.1',
      payload: { username: 'deviceowner', email: 'device@example.com', password: 'correct-horse' },
    });
    expect(registered.statusCode).toBe(201);
    const device = registered.cookies.find((c) => c.name === 'finishline_device')!;
    const signIn = (app: typeof first, password: string, remoteAddress: string, cookie?: string) =>
      app!.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        headers: cookie ? { cookie } : {},
        payload: { email: 'device@example.com', password },
      });
    const withDevice = `finishline_device=${device.value}`;

    // Someone else uses up the account's attempts through both instances...
    const others = [];
    for (let i = 0; i < 5; i += 1) {
      others.push((await signIn(i % 2 ? first : second, `guess-${i}`, `10.2.5.${i}`)).statusCode);
    }
    expect(others).toEqual([401, 401, 401, 401, 429]);
    // ...while the device's own guesses, on either instance, add up on its counter alone.
    const own = [];
    for (let i = 0; i < 5; i += 1) {
      own.push(
        (await signIn(i % 2 ? first : second, `typo-${i}`, `10.2.6.${i}`, withDevice)).statusCode,
      );
    }
    expect(own).toEqual([401, 401, 401, 401, 429]);
    const [nonce] = device.value.split('.');
    const redis = new Redis(REDIS_URL);
    try {
      expect(Number(await redis.get(`${keyPrefix}login:device:${nonce}`))).toBe(5);
    } finally {
      await redis.quit();
    }
  });

  it('two instances count one write limit per caller', async () => {
    const statuses = [];
    for (let i = 0; i < 8; i += 1) {
      const { app } = instances[i % 2]!;
      const response = await app.inject({
        method: 'POST',
        url: '/api/logout',
        remoteAddress: '10.2.3.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 204, 429, 429]);
  });

  it('keeps the counts in Redis under the configured prefix, each with a one-minute expiry', async () => {
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${keyPrefix}*`);
      expect(keys).toEqual(
        expect.arrayContaining([
          `${keyPrefix}login:ip:10.2.0.1`,
          `${keyPrefix}login:account:victim@example.com`,
          `${keyPrefix}write:ip:10.2.3.1`,
        ]),
      );
      const ttl = await redis.pttl(`${keyPrefix}login:ip:10.2.0.1`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await redis.quit();
    }
  });
});
