/** /healthz and /readyz (issue 9, item 7). */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../src/server/features/payments/provider/index.js';
import { createTestApp } from '../setup/test-app.js';

const { app } = await createTestApp();
const { app: withStripe } = await createTestApp({
  paymentProvider: createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' }),
});
const { app: behind, db: behindDb, expectServerErrors } = await createTestApp();

describe('health probes', () => {
  it('/healthz answers while the process is up, without touching the database', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is ready with a reachable, fully migrated database', async () => {
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', payments: 'sandbox' });
  });

  it('/readyz says which payment provider runs: the sandbox (no real money) or Stripe', async () => {
    const stripe = await withStripe.inject({ url: '/readyz' });
    expect(stripe.statusCode).toBe(200);
    expect(stripe.json()).toEqual({ status: 'ready', payments: 'stripe' });
  });
});

describe('readiness without every migration', () => {
  it('answers 503 while a migration this code ships is not applied', async () => {
    // 503 is this probe's answer, not a failure of the server.
    expectServerErrors();
    // As if the newest migration had not run yet: its record is missing.
    await behindDb.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await behind.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not ready', reason: 'migrations pending' });
    expect((await behind.inject({ url: '/healthz' })).statusCode).toBe(200);
    // The database the first app uses is untouched.
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
