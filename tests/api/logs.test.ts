/**
 * Logs without secrets (issue 9): a query that fails is logged by route, SQL state and
 * constraint, never by its parameters, its SQL or PostgreSQL's message and detail (which quote
 * the row: an email, an argon2 hash). Request lines leave a reset link's token out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { redactUrl } from '../../src/server/core/logging.js';
import { createTestApp, testConfig } from '../setup/test-app.js';
import { openTestDatabase } from '../setup/test-database.js';

const t = await createTestApp();
const { app, db } = t;

// The app as it logs in production, at info level: every request gets a line.
const lines: string[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-logs-'));
const logged = await buildApp({
  config: testConfig({ dataDir }),
  database: await openTestDatabase(),
  logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
  backgroundJobs: false,
});
afterAll(async () => {
  await logged.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a failed query in the log', () => {
  it('names the route, the SQL state and the constraint, and none of the values', async () => {
    // A rule the app does not expect, so that its violation escapes as a 500.
    await db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT logs_test_no_blocked_names CHECK (username <> 'blocked_name')`,
    );
    t.expectServerErrors();
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'blocked_name',
        email: 'very-secret-person@example.com',
        password: 'secret-horse-battery',
        role: 'developer',
      },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', code: 'internal_error' });

    const log = t.serverLog().join('\n');
    const entry = JSON.parse(t.serverLog().find((line) => line.includes('unhandled error'))!);
    expect(entry).toMatchObject({
      route: 'POST /api/register',
      err: {
        type: 'DatabaseError',
        sqlState: '23514',
        constraint: 'logs_test_no_blocked_names',
        table: 'users',
      },
    });
    for (const secret of [
      'very-secret-person',
      "blocked_name'", // the value (the constraint's own name contains the word)
      '$argon2',
      'argon2id',
      'secret-horse-battery',
      'params',
      'Failed query',
      'insert into',
      'Failing row',
    ]) {
      expect(log.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    }
  });
});

describe('request lines', () => {
  it('leave out the token of a reset link', () => {
    expect(redactUrl('/reset-password?token=abc123&x=1')).toBe(
      '/reset-password?token=%5Bredacted%5D&x=1',
    );
    expect(redactUrl('/api/projects?q=react')).toBe('/api/projects?q=react');
  });

  it('leave out the token of an unsubscribe link', () => {
    expect(redactUrl('/unsubscribe/abc.def-123')).toBe('/unsubscribe/[redacted]');
    expect(redactUrl('/unsubscribe/abc.def?x=1')).toBe('/unsubscribe/[redacted]?x=1');
  });

  it('as the app writes them', async () => {
    await logged.inject({ url: '/reset-password?token=live-reset-token-1234' });
    await logged.inject({ url: '/unsubscribe/live-unsubscribe-token-5678' });
    await logged.inject({ method: 'POST', url: '/unsubscribe/live-unsubscribe-token-5678' });
    const text = lines.join('\n');
    expect(text).toContain('/unsubscribe/[redacted]');
    expect(text).not.toContain('live-unsubscribe-token-5678');
    expect(text).toContain('/reset-password?token=%5Bredacted%5D');
    expect(text).not.toContain('live-reset-token-1234');
  });
});

describe('request ids', () => {
  const linesOf = (id: string) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.reqId === id);

  it('keep a sane incoming X-Request-Id, in the answer and every line of the request', async () => {
    const response = await logged.inject({
      url: '/api/projects?limit=1',
      headers: { 'x-request-id': 'edge-7f3a.b_2:1' },
    });
    expect(response.headers['x-request-id']).toBe('edge-7f3a.b_2:1');
    const mine = linesOf('edge-7f3a.b_2:1');
    expect(mine.map((line) => line.msg)).toEqual(['request completed']);
    expect(mine[0]).toMatchObject({ req: { method: 'GET' }, res: { statusCode: 200 } });
  });

  it('make one when there is none, or when it is not a sane token', async () => {
    for (const given of [undefined, 'two words', '<script>', 'x'.repeat(129), 'a\u00e9b']) {
      const response = await logged.inject({
        url: '/api/projects?limit=1',
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      const id = response.headers['x-request-id'] as string;
      expect(id, given).toMatch(/^[0-9a-f]{16}$/);
      expect(linesOf(id)).toHaveLength(1);
    }
  });

  it('are one line per request, with its status and time', async () => {
    const response = await logged.inject({ url: '/api/no-such-route' });
    const [line, ...more] = linesOf(response.headers['x-request-id'] as string);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ msg: 'request completed', res: { statusCode: 404 } });
    expect(typeof line!.responseTime).toBe('number');
  });
});
