import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { TIMEOUT_SCALE } from './tests/setup/timeout-scale';

const alias = {
  '@shared': path.resolve('src/shared'),
  '@server': path.resolve('src/server'),
  '@web': path.resolve('src/web'),
};

/**
 * At least two files at once: Vitest's default is one worker less than the cores, so one file at a
 * time on a 2-core machine.
 * The files are independent (each its own database, or its own users on the e2e server).
 */
/**
 * Files whose outcome does not depend on the database the app runs on: unit tests, the build, git,
 * uploads on disk, and the commands that open the embedded database by design. A run on
 * PostgreSQL (TEST_DATABASE_URL: `npm run test:pg`, CI's second pass) leaves them out, as the
 * run on PGlite already ran them.
 */
const DATABASE_INDEPENDENT = [
  'src/**/*.test.ts',
  'tests/build/**',
  'tests/api/cli.test.ts',
  'tests/api/data-dir-lock.test.ts',
  'tests/api/git-fetch.test.ts',
  'tests/api/production-start.test.ts',
  'tests/api/run-apart.test.ts',
  'tests/api/uploads.test.ts',
];

const PARALLEL_FILES = { maxWorkers: Math.max(2, os.availableParallelism() - 1) };
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/build/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL ? DATABASE_INDEPENDENT : []),
          ],
          globalSetup: ['tests/setup/api-global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/cheap-passwords.ts'],
          testTimeout: 20_000 * TIMEOUT_SCALE,
          hookTimeout: 60_000 * TIMEOUT_SCALE,
          // Each file has a database and an app of its own, so files need no process of their
          // own: a worker runs file after file with the server's modules loaded once, instead of
          // starting node and loading them again for every file.
          isolate: false,
          ...PARALLEL_FILES,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/e2e-global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // A journey is one test of many steps through several browsers; on two cores, with
          // two files at once, the longest take over a minute.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A journey mostly waits (for the browser, the server, a mail job): with a server per
          // worker (e2e-global-setup.ts), three at once still leave the two cores room.
          maxWorkers: E2E_WORKERS,
        },
      },
      {
        resolve: { alias },
        test: {
          // `npm run test:stack`: Caddy, app processes, PostgreSQL, Redis and a bucket; its own
          // command, as it needs the services and `caddy` (tests/stack/stack.test.ts).
          name: 'stack',
          include: ['tests/stack/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
