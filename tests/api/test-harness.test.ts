/**
 * The API test harness sees failures the assertions did not look for (issue 8, item 8): a 5xx
 * answer or an error the server logged fails the test, unless the test says it provokes them.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';

const { app, db, expectServerErrors, serverLog } = await createTestApp();

describe('the API test harness', () => {
  it('records what the server logs when a request fails, and tolerates it when told', async () => {
    expectServerErrors();
    await db.execute(sql`alter table projects rename to projects_hidden`);
    try {
      const response = await app.inject({ url: '/api/projects/1' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Internal server error',
        code: 'internal_error',
      });
    } finally {
      await db.execute(sql`alter table projects_hidden rename to projects`);
    }
    const logged = serverLog().join('\n');
    expect(logged).toContain('unhandled error');
  });
});
