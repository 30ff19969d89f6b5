/**
 * The webhook's answers to what is not a good event (issue 24): 400 for a request that is not a
 * signed event, 200 for a signed one there is nothing to do about (as Stripe expects: anything
 * else is retried for days), never a 500; logged in one line without a stack; rate-limited per
 * address. The Stripe provider's side of an unknown object is in stripe-provider.test.ts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerEvents } from '../../src/server/db/schema.js';
import { DEFAULT_RATE_LIMITS } from '../../src/server/config.js';
import { postEvent, sandboxOf } from '../setup/payments.js';
import { createTestApp } from '../setup/test-app.js';

// The production limit on provider events, which the last test reaches.
const WEBHOOK_REQUESTS_PER_MINUTE = DEFAULT_RATE_LIMITS.webhookRequestsPerMinute;
const t = await createTestApp({
  logLevel: 'info',
  rateLimits: { webhookRequestsPerMinute: WEBHOOK_REQUESTS_PER_MINUTE },
});
const { app, db } = t;

const storedEvents = async () =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(providerEvents))[0]!.n;
const currentTimestamp = () => `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
/** The lines logged during this test, parsed. */
const logged = () => t.serverLog().map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the webhook', () => {
  it('answers 400 to a request with no body or Content-Type, even with a current timestamp', async () => {
    const before = await storedEvents();
    const requests = [
      { 'stripe-signature': currentTimestamp() },
      // A valid signature of nothing is still no event.
      { 'stripe-signature': sandboxOf(t).sign('') },
      { 'content-type': 'application/json', 'stripe-signature': currentTimestamp() },
    ];
    for (const headers of requests) {
      const response = await app.inject({ method: 'POST', url: '/api/stripe/webhook', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(400);
      expect(response.json()).toEqual({
        message: 'Malformed webhook event',
        code: 'invalid_input',
      });
    }
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'stripe-signature': currentTimestamp() },
      payload: '{"id":"evt_1","type":"account.updated","data":{"object":{"id":"acct_1"}}}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({
      message: 'Invalid webhook signature',
      code: 'invalid_input',
    });
    expect(await storedEvents()).toBe(before);

    const refusals = logged().filter((line) => line.msg === 'webhook refused');
    expect(refusals.map((line) => [line.level, line.reason])).toEqual([
      [30, 'malformed'],
      [30, 'malformed'],
      [30, 'malformed'],
      [30, 'signature'],
    ]);
    expect(t.serverLog().join('\n')).not.toContain('stack');
  });

  it('acknowledges a signed event about a session or account the provider does not know', async () => {
    const before = await storedEvents();
    for (const [type, objectId] of [
      ['checkout.session.completed', 'cs_sandbox_000000000000000000000000'],
      ['checkout.session.expired', 'cs_unknown'],
      ['account.updated', 'acct_sandbox_000000000000000000000000'],
    ]) {
      const response = await postEvent(t, {
        id: `evt_${objectId}_${type}`,
        type,
        data: { object: { id: objectId } },
      });
      expect(response.statusCode, type).toBe(200);
      expect(response.json()).toEqual({
        received: true,
        duplicate: false,
        ignored: 'unknown object',
      });
    }
    expect(await storedEvents()).toBe(before);
    const warnings = logged().filter((line) => line.level === 40);
    expect(warnings.map((line) => line.objectId)).toEqual([
      'cs_sandbox_000000000000000000000000',
      'cs_unknown',
      'acct_sandbox_000000000000000000000000',
    ]);
    expect(t.serverLog().join('\n')).not.toContain('stack');
  });

  it('acknowledges a signed event of a type it does not handle, and applies nothing', async () => {
    const before = await storedEvents();
    const response = await postEvent(t, {
      id: 'evt_invoice_1',
      type: 'invoice.paid',
      data: { object: { id: 'dp_1' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      received: true,
      duplicate: false,
      ignored: 'unhandled event type',
    });
    expect(await storedEvents()).toBe(before);
    // Only the provider's signature earns that answer: unsigned, the same event is refused.
    expect(
      (await postEvent(t, { id: 'evt_invoice_2', type: 'invoice.paid' }, 'v1=0')).statusCode,
    ).toBe(400);
  });

  it('is rate-limited per address, generously', async () => {
    const from = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        remoteAddress,
        headers: { 'content-type': 'application/json', 'stripe-signature': currentTimestamp() },
        payload: '{}',
      });
    for (let i = 0; i < WEBHOOK_REQUESTS_PER_MINUTE; i += 1) {
      expect((await from('203.0.113.7')).statusCode).toBe(400);
    }
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address (the provider's own, here) is counted apart.
    expect((await from('203.0.113.8')).statusCode).toBe(400);
  });
});
