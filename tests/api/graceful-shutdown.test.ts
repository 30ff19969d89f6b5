/**
 * Graceful stop with a real process (issue 9, item 7): on SIGTERM the server stops accepting
 * connections, finishes the request in flight, closes the database and exits 0; a request that
 * outlives the deadline has its socket closed so the stop still ends. With SHUTDOWN_DRAIN_MS it
 * first keeps serving, /readyz at 503, for a balancer to move traffic away.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { copyGoldenPgliteDir } from '../setup/golden-database.js';
import { startServer, type ServerProcess } from '../setup/server-process.js';
import { clonePostgresTestDatabase } from '../setup/test-database.js';

const postgresUrl = inject('testDatabaseUrl');
const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A server on its own database: a PostgreSQL clone, or PGlite in a fresh DATA_DIR. */
async function serverWithOwnDatabase(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-stop-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (postgresUrl) {
    const clone = await clonePostgresTestDatabase(postgresUrl);
    cleanups.push(() => clone.drop());
    databaseUrl = clone.url;
  } else {
    // Start from the migrated golden database rather than migrating at start (seconds saved).
    copyGoldenPgliteDir(inject('goldenPgliteDirs').migrated, dataDir);
  }
  const server = await startServer({
    DATA_DIR: dataDir,
    // Debug: the line each request logs as it comes in, before its body is read.
    LOG_LEVEL: 'debug',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    ...env,
  });
  cleanups.push(() => server.stop());
  return { server, dataDir, databaseUrl };
}

/** Whether a user with this email was stored, read after the server has gone. */
async function userStored(place: { dataDir: string; databaseUrl?: string }, email: string) {
  if (place.databaseUrl) {
    const client = new pg.Client({ connectionString: place.databaseUrl });
    await client.connect();
    try {
      return (await client.query('select 1 from users where email = $1', [email])).rowCount === 1;
    } finally {
      await client.end();
    }
  }
  // PGlite has one owner: that it opens at all shows the server closed it properly.
  const database = await PGlite.create({ dataDir: path.join(place.dataDir, 'pglite') });
  try {
    return (
      (await database.query('select 1 from users where email = $1', [email])).rows.length === 1
    );
  } finally {
    await database.close();
  }
}

/**
 * Opens a raw connection and sends a registration's headers and the first half of its body:
 * the server has a request in flight until the rest arrives.
 */
async function startSlowRegistration(server: ServerProcess, email: string) {
  const body = JSON.stringify({ username: `slow${Date.now()}`, email, password: 'slow-but-sure' });
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let response = '';
  socket.on('data', (chunk) => (response += chunk.toString('utf8')));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/register HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body.slice(0, 20),
  );
  // The request is logged (at debug) once its headers are parsed, before its body is read.
  await server.waitForOutput(
    /"url":"\/api\/register"[^\n]*"msg":"incoming request"|"msg":"incoming request"[^\n]*"url":"\/api\/register"/,
  );
  return {
    finish: () => socket.write(body.slice(20)),
    /** The whole response, once the server closed the connection. */
    response: async () => {
      await closed;
      return response;
    },
    closed,
  };
}

/** Answers of /readyz until the server stops accepting connections ('refused'). */
async function probeUntilRefused(server: ServerProcess, timeoutMs = 5_000) {
  const answers: (number | 'refused')[] = [];
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${server.url}/readyz`);
      answers.push(response.status);
    } catch {
      answers.push('refused');
      return answers;
    }
  }
  return answers;
}

// A process start takes seconds on this machine (tsx, WebAssembly PostgreSQL): more time per test.
describe('graceful stop', { timeout: 60_000 }, () => {
  it('finishes the request in flight, refuses new connections, closes the database, exits 0', async () => {
    const place = await serverWithOwnDatabase();
    const { server } = place;
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const email = `inflight${Date.now()}@example.com`;
    const registration = await startSlowRegistration(server, email);
    server.child.kill('SIGTERM');
    await server.waitForOutput(/stopping: finishing requests in flight/);

    // Nothing new gets in (at most a 503 from /readyz while the listener closes).
    const answers = await probeUntilRefused(server);
    expect(answers.at(-1)).toBe('refused');
    expect(answers.filter((answer) => answer !== 'refused' && answer !== 503)).toEqual([]);
    expect(server.child.exitCode).toBeNull();

    registration.finish();
    const response = await registration.response();
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(response.toLowerCase()).toContain('connection: close');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/"msg":"stopped"/);
    expect(await userStored(place, email)).toBe(true);
  });

  it('closes what is still open at the deadline, so the stop always ends', async () => {
    const { server } = await serverWithOwnDatabase({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const stuck = await startSlowRegistration(server, `stuck${Date.now()}@example.com`);
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    await stuck.closed;
    const { code } = await server.exited;
    const took = Date.now() - signalled;
    expect(code).toBe(0);
    expect(took).toBeGreaterThanOrEqual(1000);
    expect(took).toBeLessThan(6000);
    expect(server.output()).toMatch(/deadline passed, closing the connections still open/);
    expect(await stuck.response()).toBe('');
  });

  it('drains first: serves on with /readyz at 503 and closing connections, then stops', async () => {
    const { server } = await serverWithOwnDatabase({ SHUTDOWN_DRAIN_MS: '1500' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await server.waitForOutput(/stopping: draining/);

    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ reason: 'stopping' });
    // New connections are still accepted and answered, each closed after its answer.
    const served = await fetch(`${server.url}/api/projects?limit=1`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    expect(Date.now() - signalled).toBeLessThan(1500);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1500);
    expect(server.output()).toMatch(/stopping: drained, finishing requests in flight/);
  });
});
