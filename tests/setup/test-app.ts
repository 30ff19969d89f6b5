/** Builds the real app on a fresh database for one test file, plus helpers to act as a user. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp, type RateLimits } from '../../src/server/app.js';
import type { AppConfig } from '../../src/server/config.js';
import type { App } from '../../src/server/core/types.js';
import type { Database } from '../../src/server/db/client.js';
import { SESSION_COOKIE } from '../../src/server/core/sessions.js';
import type { CurrentUser } from '../../src/shared/contract/auth.js';
import { openTestDatabase } from './test-database.js';

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  env: 'test',
  port: 0,
  host: '127.0.0.1',
  dataDir: '.test-data/unused',
  sessionSecret: 'test-secret-that-is-at-least-32-characters-long',
  seedDemo: false,
  logLevel: 'silent',
  webDistDir: '.test-data/no-web-build',
  ...overrides,
});

export interface TestApp {
  app: App;
  db: Database;
  signUp(input?: Partial<SignUpInput>): Promise<TestUser>;
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
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  // Each app gets its own DATA_DIR (uploads land there), removed when the file's tests end.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-test-'));
  const app = await buildApp({
    config: testConfig({ dataDir, ...options.config }),
    database,
    logger: false,
    // Generous by default so tests measure behaviour, not throttling; rate-limit tests lower them.
    rateLimits: { authAttemptsPerMinute: 10_000, writesPerMinute: 10_000, ...options.rateLimits },
    // Tests that write rows directly must see them at once; the cache has tests of its own.
    projectListCacheTtlMs: options.projectListCacheTtlMs ?? 0,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    app,
    db: database.db,
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

export function sessionCookie(cookies: { name: string; value: string }[]): string {
  const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  if (!session) throw new Error('no session cookie was set');
  return `${SESSION_COOKIE}=${session.value}`;
}
