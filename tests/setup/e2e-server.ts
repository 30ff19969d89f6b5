/**
 * One e2e server, in a process of its own (e2e-global-setup.ts starts one per worker): the
 * production web build served by the real app on a fresh embedded database (the golden migrated
 * one, plus the demo data a newcomer sees), beside its GitHub stand-in. A process of its own
 * because the app and PGlite share one thread: in vitest's process they and vitest took one core
 * between them, and the journeys waited on it. Prints `E2E_SERVER <json>` once listening; closes
 * on SIGTERM.
 *
 * `node --import tsx tests/setup/e2e-server.ts <golden dump>`
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/db/client.js';
import { seedDemoIfEmpty, seedOperator } from '../../src/server/seed/demo.js';
import { E2E_OPERATORS, operatorAccount } from '../e2e/support/operator.js';
import { startControlledGithubStandIn } from './github-stand-in-control.js';
import { freePort } from './processes.js';
import { testConfig } from './test-app.js';
import { E2E_SERVER_READY, type E2eServer } from '../e2e/support/server.js';

const database = await openDatabase({
  kind: 'pglite',
  loadDataDir: new Blob([readFileSync(process.argv[2]!)]),
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
const baseUrl = await app.listen({ port, host: '127.0.0.1' });
const ready: E2eServer = { baseUrl, githubStandInControl: github.controlUrl };
console.log(`${E2E_SERVER_READY} ${JSON.stringify(ready)}`);

process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await github.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
