import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
const PARALLEL_FILES = { maxWorkers: Math.max(2, os.availableParallelism() - 1) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/build/**/*.test.ts', 'src/**/*.test.ts'],
          globalSetup: ['tests/setup/api-global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/cheap-passwords.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
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
          // A journey mostly waits for the browser and the server: two at once use the time.
          ...PARALLEL_FILES,
        },
      },
    ],
  },
});
