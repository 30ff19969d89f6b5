/**
 * End-to-end runs against the real thing: the production web build served by the real app on a
 * fresh embedded database (the golden migrated one, plus the demo data a newcomer sees). The
 * build (web and server, as `npm start` runs it) is made again when the sources are newer.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../scripts/build/ensure-build.mjs';
import { buildApp } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/db/client.js';
import { seedDemoIfEmpty } from '../../src/server/db/seed/demo.js';
import { goldenPgliteDump } from './golden-database.js';
import { testConfig } from './test-app.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  ensureBuild();
  const database = await openDatabase({
    kind: 'pglite',
    loadDataDir: new Blob([readFileSync(await goldenPgliteDump())]),
  });
  await seedDemoIfEmpty(database);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-e2e-'));
  const app = await buildApp({
    config: testConfig({ dataDir, webDistDir: path.resolve('dist/web') }),
    database,
    logger: false,
    // Every e2e test signs in from 127.0.0.1; production limits would throttle the suite itself.
    rateLimits: { authAttemptsPerMinute: 1000, writesPerMinute: 1000 },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);

  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
