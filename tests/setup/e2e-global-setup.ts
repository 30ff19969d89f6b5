/**
 * End-to-end runs against the real thing: one server per worker (e2e-server.ts, each a process
 * with its own embedded database), so that two journeys at once do not wait on one server's
 * thread. The build (web and server, as `npm start` runs it) is made again when the sources are
 * newer. A test file finds its worker's server with `e2eServer()` (tests/e2e/support/server.ts).
 */
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../scripts/build/ensure-build.mjs';
import { E2E_SERVER_READY, type E2eServer } from '../e2e/support/server.js';
import { goldenPgliteDump } from './golden-database.js';
import { startPart } from './processes.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker, by VITEST_POOL_ID. */
    e2eServers: E2eServer[];
    /** What the build printed, when this run made one (boot-path checks it warned of nothing). */
    buildOutput: string | null;
  }
}

export default async function setup(project: TestProject) {
  project.provide('buildOutput', ensureBuild().output);
  const dump = await goldenPgliteDump();
  const count = Math.max(1, project.config.maxWorkers ?? 1);
  const servers = Array.from({ length: count }, (_, index) =>
    startPart(
      `e2e server ${index + 1}`,
      process.execPath,
      ['--import', 'tsx', 'tests/setup/e2e-server.ts', dump],
      // The server's settings (JSX for the mail templates) for tsx; tsconfig.json holds no files.
      { TSX_TSCONFIG_PATH: 'tsconfig.server.json' },
    ),
  );
  const ready = await Promise.all(
    servers.map((server) =>
      server.waitForOutput(new RegExp(`^${E2E_SERVER_READY} (.+)$`, 'm'), 120_000),
    ),
  );
  project.provide(
    'e2eServers',
    ready.map(([, json]) => JSON.parse(json!) as E2eServer),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
