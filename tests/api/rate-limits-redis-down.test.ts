/**
 * REDIS_URL set but Redis away (nothing listens on port 1): the rate limits fail open, so the
 * app keeps answering, and the log says why. Needs no Redis, so it runs everywhere.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';

const withoutRedis = await createTestApp({
  config: { redis: { url: 'redis://127.0.0.1:1', keyPrefix: 'finishline-test-down:' } },
  rateLimits: { writesPerMinute: 2 },
});

describe('rate limits when Redis is away', () => {
  it('let requests through (fail open) and log why, rather than failing every write', async () => {
    withoutRedis.expectServerErrors();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await withoutRedis.app.inject({
        method: 'POST',
        url: '/api/logout',
        remoteAddress: '10.2.4.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 204]);
    expect(withoutRedis.serverLog().join('\n')).toContain(
      'Redis is not reachable: rate limits let requests through until it is',
    );
  });
});
