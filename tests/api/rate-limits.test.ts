import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';

const { app } = await createTestApp({
  rateLimits: { authAttemptsPerMinute: 3, writesPerMinute: 5 },
});

describe('rate limits', () => {
  it('answers 429 after too many sign-in attempts from one address', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'x@example.com', password: 'whatever1' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json().message).toBe('Too many requests. Please wait a minute and try again.');
  });

  it('limits API writes per caller, and never reads', async () => {
    const remoteAddress = '10.0.0.9';
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
});
