/**
 * Opened at http://127.0.0.1:PORT in development (as many people type it), the hosted checkout
 * and payout onboarding come back to that origin, with its session cookie, and not to
 * localhost:PORT (issue 35). Any other Host still gets the configured site.
 */
import { describe, expect, it } from 'vitest';
import { acceptedBid, payOnSandboxPage } from '../setup/payments.js';
import { createTestApp } from '../setup/test-app.js';

const t = await createTestApp();
const port = new URL(t.app.siteUrl).port;

async function checkoutReturn(host: string) {
  const { owner, bidId } = await acceptedBid(t, 300);
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/bids/${bidId}/pay`,
    headers: { cookie: owner.cookie, host },
  });
  expect(started.statusCode).toBe(200);
  const paid = await payOnSandboxPage(t, owner, started.json().checkoutUrl);
  expect(paid.statusCode).toBe(303);
  return { location: String(paid.headers.location), bidId };
}

describe('the origin a payment returns to, in development without PUBLIC_URL', () => {
  it('is the loopback address the person opened, at this server’s port', async () => {
    const { location, bidId } = await checkoutReturn(`127.0.0.1:${port}`);
    expect(location.startsWith(`http://127.0.0.1:${port}/payment/bid/${bidId}/return`)).toBe(true);
  });

  it('is the configured site for any other host, or another port', async () => {
    for (const host of [
      'evil.example',
      `127.0.0.1:${Number(port) + 1}`,
      'localhost.evil.example',
    ]) {
      const { location } = await checkoutReturn(host);
      expect(location.startsWith(`${t.app.siteUrl}/payment/bid/`), host).toBe(true);
    }
  });

  it('sends payout onboarding back to the same loopback origin', async () => {
    const developer = await t.signUp({ role: 'developer' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-connect-account',
      headers: { cookie: developer.cookie, host: `127.0.0.1:${port}` },
    });
    expect(answer.statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: `${answer.json().url}/complete`,
      headers: { cookie: developer.cookie },
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `http://127.0.0.1:${port}/onboarding-redirect?outcome=success`,
    );
  });
});
