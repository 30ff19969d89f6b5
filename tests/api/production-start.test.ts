/**
 * A production start on the embedded database (issue 36, production defaults): the demo data,
 * whose accounts share a published password, is not loaded unless SEED_DEMO=true names it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/server/seed/demo.js';
import { copyGoldenPgliteDir } from '../setup/golden-database.js';
import { startServer } from '../setup/server-process.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-production-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe(
  'a production start on the embedded database',
  // Processes, each loading the server: seconds apiece on a loaded machine (CI runs two suites).
  { timeout: 60_000 },
  () => {
    it('has no demo account', async () => {
      // The migrated golden database, as a first start would leave it before any seeding.
      copyGoldenPgliteDir(inject('goldenPgliteDirs').migrated, dataDir);
      const server = await startServer({
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
        PAYMENTS_PROVIDER: 'sandbox',
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        SEED_DEMO: undefined,
      });
      try {
        expect(server.output()).not.toContain('Demo data added');
        const signIn = await fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_USERS[0]!.email, password: DEMO_PASSWORD }),
        });
        expect(signIn.status).toBe(401);
      } finally {
        await server.stop();
      }
      const database = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
      const { rows } = await database.query<{ count: number }>(
        'select count(*)::int as count from users',
      );
      await database.close();
      expect(rows[0]!.count).toBe(0);
    }, 90_000);
  },
);
