/** Builds the real app on a fresh database for one test file, plus helpers to act as a user. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach } from 'vitest';
import { buildApp, type BuildAppOptions, type RateLimits } from '../../src/server/app.js';
import { DEFAULT_RATE_LIMITS, siteUrlOf, type AppConfig } from '../../src/server/config.js';
import type { App } from '../../src/server/core/types.js';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../src/server/core/sessions.js';
import type { CurrentUser } from '../../src/shared/contract/auth.js';
import { clonePostgresTestDatabase, openTestDatabase } from './test-database.js';
import { TIMEOUT_SCALE } from './timeout-scale.js';

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => {
  const config = {
    env: 'test' as const,
    port: 0,
    host: '127.0.0.1',
    dataDir: '.test-data/unused',
    sessionSecret: 'test-secret-that-is-at-least-32-characters-long',
    seedDemo: false,
    logLevel: 'silent',
    logFormat: 'json' as const,
    webDistDir: '.test-data/no-web-build',
    autoReleaseDays: 14,
    disputeResponseDays: 5,
    paymentsProvider: 'sandbox' as const,
    shutdownTimeoutMs: 10_000,
    shutdownDrainMs: 0,
    trustProxy: false as const,
    rateLimits: DEFAULT_RATE_LIMITS,
    repoInsightAllowLocal: true,
    backgroundJobs: true,
    ...overrides,
  };
  // Derived as loadConfig derives it, from the overrides' PUBLIC_URL and port.
  return { ...config, siteUrl: overrides.siteUrl ?? siteUrlOf(config) };
};

export interface TestApp {
  app: App;
  db: Database;
  database: DatabaseHandle;
  signUp(input?: Partial<SignUpInput>): Promise<TestUser>;
  /** The current test provokes server errors on purpose: 5xx answers and error logs do not fail it. */
  expectServerErrors(): void;
  /** What the server logged (error level and above, or from `logLevel`) during the current test. */
  serverLog(): string[];
}

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  role: 'creator' | 'developer';
}

export interface TestUser {
  user: CurrentUser;
  /** Header value to send as `cookie` to act as this user. */
  cookie: string;
}

let counter = 0;

/** One app and database for the calling test file, closed after its tests. */
export async function createTestApp(
  options: {
    rateLimits?: Partial<RateLimits>;
    config?: Partial<AppConfig>;
    projectListCacheTtlMs?: number;
    projectDetailCacheTtlMs?: number;
    realtime?: BuildAppOptions['realtime'];
    paymentProvider?: BuildAppOptions['paymentProvider'];
    /** Repository snapshots' caps and hooks; the work folder defaults to one in DATA_DIR. */
    repoInsight?: BuildAppOptions['repoInsight'];
    /** Delivery evidence's caps; the work folder defaults to one in DATA_DIR. */
    deliveryEvidence?: BuildAppOptions['deliveryEvidence'];
    /** Log from this level (default error) into serverLog(); only errors fail the test. */
    logLevel?: 'info' | 'warn' | 'error';
    /** An open database (closed with the app) instead of a fresh clone: see createTestInstances. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  // Each app gets its own DATA_DIR (uploads land there), removed when the file's tests end.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-test-'));
  // What the server logs at error level fails the test that caused it, unless it expected errors.
  const logLines: string[] = [];
  const app = await buildApp({
    config: testConfig({ dataDir, ...options.config }),
    // Starved by design in CI's PostgreSQL pass (timeout-scale.ts): its start may take longer.
    pluginTimeoutMs: 10_000 * TIMEOUT_SCALE,
    database,
    logger: {
      level: options.logLevel ?? 'error',
      stream: { write: (line) => logLines.push(line.trimEnd()) },
    },
    // Generous by default so tests measure behaviour, not throttling; rate-limit tests lower them.
    rateLimits: {
      authAttemptsPerMinute: 10_000,
      writesPerMinute: 10_000,
      secondFactorCodesPerHour: 10_000,
      // The money property test delivers thousands of provider events a minute.
      webhookRequestsPerMinute: 1_000_000,
      ...options.rateLimits,
    },
    // Tests that write rows directly must see them at once; the cache has tests of its own.
    projectListCacheTtlMs: options.projectListCacheTtlMs ?? 0,
    // On, as shipped: a test that reads a detail after a write through the API checks that the
    // write's event cleared it. Tests that write rows directly turn it off.
    projectDetailCacheTtlMs: options.projectDetailCacheTtlMs ?? 60_000,
    realtime: options.realtime,
    paymentProvider: options.paymentProvider,
    repoInsight: { workRoot: path.join(dataDir, 'repo-insight'), ...options.repoInsight },
    deliveryEvidence: {
      workRoot: path.join(dataDir, 'delivery-evidence'),
      // No test reads GitHub itself: those that read checks give a stand-in.
      githubChecks: false,
      ...options.deliveryEvidence,
    },
    // The sandbox's chargeback card is disputed as soon as its payment is delivered, not seconds
    // later: tests wait for the chargeback's rows, not for a clock.
    sandboxChargebackDelayMs: 0,
    // Tests run the background jobs themselves (app.payments.worker.runOnce(),
    // app.autoApprover.runOnce(at)), when they mean to and at the moment they choose.
    backgroundJobs: false,
  });
  // Any 5xx is a bug the assertions may not have looked for: fail the test that caused it.
  const serverErrors: string[] = [];
  let serverErrorsExpected = false;
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500)
      serverErrors.push(`${request.method} ${request.url} → ${reply.statusCode}`);
  });
  afterEach(() => {
    const errorLines = logLines.splice(0).filter((line) => isErrorLine(line));
    const failures = [...serverErrors.splice(0), ...errorLines];
    const expected = serverErrorsExpected;
    serverErrorsExpected = false;
    if (failures.length > 0 && !expected) {
      throw new Error(`unexpected server errors:\n${failures.join('\n')}`);
    }
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    app,
    db: database.db,
    database,
    expectServerErrors: () => {
      serverErrorsExpected = true;
    },
    serverLog: () => [...logLines],
    async signUp(input = {}) {
      counter += 1;
      const unique = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
      const body: SignUpInput = {
        username: `user${unique}`,
        email: `user${unique}@example.com`,
        password: 'correct-horse',
        role: 'creator',
        ...input,
      };
      const response = await app.inject({ method: 'POST', url: '/api/register', payload: body });
      if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
      return { user: response.json(), cookie: sessionCookie(response.cookies) };
    },
  };
}

/**
 * `count` apps on one fresh PostgreSQL database, as that many processes behind a load balancer:
 * each with its own pool, its own LISTEN connection (events reach the others through NOTIFY) and
 * its own sockets. Built one after the other: building one blocks the event loop for seconds on
 * a loaded machine. PostgreSQL only (PGlite has one owner).
 */
export async function createTestInstances(count: number): Promise<TestApp[]> {
  const clone = await clonePostgresTestDatabase();
  // Registered before the apps' own afterAll, so it runs after them (hooks run as a stack).
  afterAll(() => clone.drop());
  const instances: TestApp[] = [];
  for (let i = 0; i < count; i += 1) {
    const database = await openDatabase({ kind: 'postgres', url: clone.url, poolSize: 5 });
    instances.push(await createTestApp({ database }));
  }
  return instances;
}

/** A pino JSON line at error level or above (50: error, 60: fatal). */
function isErrorLine(line: string): boolean {
  try {
    return (JSON.parse(line) as { level?: number }).level! >= 50;
  } catch {
    return true;
  }
}

/** The session cookie a response set, by either name (`__Host-` over HTTPS, in production). */
export function sessionCookie(cookies: { name: string; value: string }[]): string {
  const names = [SESSION_COOKIE, SECURE_SESSION_COOKIE];
  const session = cookies.find((cookie) => names.includes(cookie.name));
  if (!session) throw new Error('no session cookie was set');
  return `${session.name}=${session.value}`;
}
