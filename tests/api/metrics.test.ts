/** Prometheus metrics (issue 9, item 7): off by default, behind a bearer token when on. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emit } from '../../src/server/core/events/index.js';
import { createStripeProvider } from '../../src/server/features/payments/provider/index.js';
import { createTestApp } from '../setup/test-app.js';

const TOKEN = 'metrics-token-for-tests';
const { app, signUp } = await createTestApp({ config: { metricsToken: TOKEN } });
const { app: withoutMetrics } = await createTestApp();
const { app: withStripe } = await createTestApp({
  config: { metricsToken: TOKEN },
  paymentProvider: createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' }),
});

const scrape = (authorization?: string) =>
  app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `name{a="b"} 3`. */
function sample(text: string, name: string, labels: Record<string, string>): number | null {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.split(' ').at(-1));
  }
  return null;
}

describe('metrics', () => {
  it('do not exist without METRICS_TOKEN', async () => {
    expect((await withoutMetrics.inject({ url: '/metrics' })).statusCode).toBe(404);
    // The hook real-time delivery calls is there either way, and does nothing.
    expect(() => withoutMetrics.metrics.observeEventLag(1)).not.toThrow();
  });

  it('answer only to the bearer token', async () => {
    const refused = [
      undefined,
      'Bearer wrong-token-of-same-size!',
      `Basic ${TOKEN}`,
      TOKEN,
      `Bearer${TOKEN}`,
      `Bearer ${TOKEN} extra`,
      `Bearer ${TOKEN.toUpperCase()}`,
    ];
    for (const header of refused) {
      const response = await scrape(header);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('finishline_http');
    }
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // The scheme's name is case-insensitive; the token is not.
    for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
      expect((await scrape(`${scheme} ${TOKEN}`)).statusCode, scheme).toBe(200);
    }
  });

  it('say whether payments run on the sandbox, where no real money moves', async () => {
    const sandboxGauge = async (target: typeof app) => {
      const response = await target.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      return /^finishline_payments_sandbox (\d+)$/m.exec(response.body)?.[1];
    };
    expect(await sandboxGauge(app)).toBe('1');
    expect(await sandboxGauge(withStripe)).toBe('0');
  });

  it('count and time requests by route pattern and status, never by raw URL', async () => {
    const me = await signUp();
    for (const id of [1, 2, 999_999]) await app.inject({ url: `/api/projects/${id}` });
    await app.inject({ url: '/api/no-such-thing' });
    await app.inject({ url: '/api/user', headers: { cookie: me.cookie } });

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      sample(text, 'finishline_http_requests_total', {
        method: 'GET',
        route: '/api/projects/:id',
        status_code: '404',
      }),
    ).toBe(3);
    expect(text).not.toContain('/api/projects/999999');
    expect(
      sample(text, 'finishline_http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toBe(1);
    expect(
      sample(text, 'finishline_http_request_duration_seconds_count', {
        route: '/api/user',
        status_code: '200',
      }),
    ).toBe(1);
    expect(
      sample(text, 'finishline_http_request_duration_seconds_bucket', {
        route: '/api/user',
        le: '+Inf',
      }),
    ).toBe(1);
    // Process metrics come along (memory, CPU, event-loop delay).
    expect(text).toContain('finishline_process_resident_memory_bytes');
    expect(text).toContain('finishline_nodejs_eventloop_lag_seconds');
  });

  it('report how late an event reached this instance after it was stored', async () => {
    // The event is stored with the transaction's start time; it is delivered after the commit.
    await app.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.2)`);
      await emit(tx, { type: 'notification.sent', data: {} });
    });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const lag = Number(/^finishline_event_lag_seconds (\S+)$/m.exec(text)?.[1]);
    expect(lag).toBeGreaterThanOrEqual(0.2);
    expect(lag).toBeLessThan(5);
  });

  it('report the database pool on PostgreSQL and the event lag the real-time code sets', async () => {
    app.metrics.observeEventLag(0.125);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^finishline_event_lag_seconds 0\.125$/m);
    if (app.database.kind === 'postgres') {
      expect(sample(text, 'finishline_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(text, 'finishline_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(text).not.toMatch(/^finishline_db_pool_connections\{/m);
    }
  });
});
