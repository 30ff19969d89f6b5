/**
 * The API test harness sees failures the assertions did not look for (issue 8, item 8): a 5xx
 * answer or an error the server logged fails the test, unless the test says it provokes them.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';
import { openTestDatabase } from '../setup/test-database.js';

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

  it('opens each file a database as the golden one, whether cloned or reused and emptied', async () => {
    const rowsOf = async (database: Awaited<ReturnType<typeof openTestDatabase>>, query: string) =>
      ((await database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
    // A database used as a file would: rows, a setting, planner statistics.
    const used = await openTestDatabase();
    await used.db.execute(
      sql`insert into users (username, email, password_hash) values ('harness', 'h@example.com', 'x')`,
    );
    await used.db.execute(sql`set enable_seqscan = off`);
    await used.db.execute(sql`analyze users`);
    await used.close();
    // The next file's (on PGlite the same database, emptied; on PostgreSQL a new clone).
    const next = await openTestDatabase();
    try {
      expect(await rowsOf(next, 'select count(*)::int as n from users')).toEqual([{ n: 0 }]);
      expect(
        await rowsOf(
          next,
          `insert into users (username, email, password_hash) values ('again', 'a@example.com', 'x') returning id`,
        ),
      ).toEqual([{ id: 1 }]);
      expect(await rowsOf(next, 'show enable_seqscan')).toEqual([{ enable_seqscan: 'on' }]);
      expect(
        await rowsOf(
          next,
          `select count(*)::int as n from pg_statistic where starelid = 'users'::regclass`,
        ),
      ).toEqual([{ n: 0 }]);
    } finally {
      await next.close();
    }
  });
});
