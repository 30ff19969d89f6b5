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
import { seedDemoIfEmpty, seedOperator } from '../../src/server/seed/demo.js';
import { E2E_OPERATORS, operatorAccount } from '../e2e/support/operator.js';
import { startControlledGithubStandIn } from './github-stand-in-control.js';
import { goldenPgliteDump } from './golden-database.js';
import { freePort } from './processes.js';
import { testConfig } from './test-app.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** What the build printed, when this run made one (boot-path checks it warned of nothing). */
    buildOutput: string | null;
    /** The GitHub stand-in's control endpoint: tests/setup/github-stand-in-control.ts. */
    githubStandInControl: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide('buildOutput', ensureBuild().output);
  const database = await openDatabase({
    kind: 'pglite',
    loadDataDir: new Blob([readFileSync(await goldenPgliteDump())]),
  });
  // With the app's secret: the demo operator signs in with a code, as for a newcomer.
  await seedDemoIfEmpty(database, { sessionSecret: testConfig().sessionSecret });
  // An operator of its own for each journey that signs one in (support/operator.ts).
  for (const name of E2E_OPERATORS) {
    await seedOperator(
      database.db,
      { sessionSecret: testConfig().sessionSecret },
      operatorAccount(name),
    );
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-e2e-'));
  // The port is chosen first: links in mail and payment return URLs name the address the browser
  // uses (config.siteUrl), so they must know it before the app is built.
  const port = await freePort();
  // The checks adapter reads a local GitHub stand-in, only for the links a test named there.
  const github = await startControlledGithubStandIn();
  project.provide('githubStandInControl', github.controlUrl);
  const app = await buildApp({
    config: testConfig({
      dataDir,
      webDistDir: path.resolve('dist/web'),
      port,
      siteUrl: `http://127.0.0.1:${port}`,
    }),
    database,
    logger: false,
    // Every e2e test signs in from 127.0.0.1; production limits would throttle the suite itself.
    rateLimits: { authAttemptsPerMinute: 1000, writesPerMinute: 1000 },
    deliveryEvidence: {
      githubChecks: { baseUrl: github.baseUrl, repositoryOf: github.repositoryOf },
    },
  });
  const address = await app.listen({ port, host: '127.0.0.1' });
  project.provide('baseUrl', address);

  return async () => {
    await app.close();
    await github.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
