import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { GOLDEN_POSTGRES_DB, withAdminClient, withDatabase } from './golden-database.js';

/**
 * A fresh, migrated database for one test file: a clone of the golden one. On PostgreSQL the
 * clone is dropped when the handle closes.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = inject('testDatabaseUrl');
  if (!url) {
    const dump = readFileSync(inject('goldenPglite'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  }
  const name = `finishline_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${GOLDEN_POSTGRES_DB}`),
  );
  const handle = await openDatabase({
    kind: 'postgres',
    url: withDatabase(url, name),
    poolSize: 5,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(url, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
