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
  const clone = await clonePostgresTestDatabase(url);
  const handle = await openDatabase({ kind: 'postgres', url: clone.url, poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await clone.drop();
    },
  };
}

/** A migrated PostgreSQL database of its own (for a server process to use), and its removal. */
export async function clonePostgresTestDatabase(
  url: string = inject('testDatabaseUrl'),
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `finishline_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${GOLDEN_POSTGRES_DB}`),
  );
  return {
    url: withDatabase(url, name),
    drop: () =>
      withAdminClient(url, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}
