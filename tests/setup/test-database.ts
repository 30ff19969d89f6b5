import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client.js';
import { GOLDEN_POSTGRES_DB, withAdminClient, withDatabase } from './golden-database.js';

/**
 * A fresh, migrated database for one test file: a clone of the golden one. On PostgreSQL the
 * clone is dropped when the handle closes.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = inject('testDatabaseUrl');
  if (!url) return pgliteForFile();
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

/**
 * On PGlite, one database per test worker (the files run one after another in it), emptied
 * before each file instead of a new clone per file: a clone costs the worker most of a second of
 * CPU, a hundred times a run. Emptied as a clone of the golden database is: every table truncated
 * with its identities restarted, the session reset (settings, listeners, locks), the planner's
 * statistics and the activity counters cleared. A file that leaves the schema changed (logs.test
 * adds a constraint) closes its database, and the next file gets a clone.
 */
let parked: DatabaseHandle | null = null;
/** The golden database's schema (hashed) and its tables, read from the first clone. */
let golden: { schema: string; tables: string } | null = null;

async function pgliteForFile(): Promise<DatabaseHandle> {
  let handle = parked;
  parked = null;
  if (handle) await emptyDatabase(handle.db, golden!.tables);
  else {
    const dump = readFileSync(inject('goldenPglite'));
    handle = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
    golden ??= { schema: await schemaOf(handle.db), tables: await tablesOf(handle.db) };
  }
  const open = handle;
  return {
    ...open,
    async close() {
      if (parked || (await schemaOf(open.db)) !== golden!.schema) return open.close();
      parked = open;
    },
  };
}

/** The public schema's tables, as a list for TRUNCATE. */
async function tablesOf(db: Database): Promise<string> {
  const { rows } = (await db.execute(sql`
    select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables
    from pg_tables where schemaname = 'public'`)) as unknown as { rows: { tables: string }[] };
  return rows[0]!.tables;
}

async function emptyDatabase(db: Database, tables: string) {
  await db.execute(sql`discard all`);
  // Replica mode: the append-only tables' triggers refuse a TRUNCATE, as they should elsewhere.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  });
  await db.execute(sql`delete from pg_statistic where starelid in
    (select oid from pg_class where relnamespace = 'public'::regnamespace)`);
  await db.execute(sql`select pg_stat_reset()`);
}

/** The public schema's tables, columns, constraints, indexes, triggers and functions, hashed. */
async function schemaOf(db: Database): Promise<string> {
  const { rows } = (await db.execute(sql`
    select md5(string_agg(item, ',' order by item)) as schema from (
      select 'class ' || relname || ' ' || relkind::text from pg_class
        where relnamespace = 'public'::regnamespace
      union all select 'column ' || attrelid::regclass || '.' || attname || ' ' || atttypid::text
        || ' ' || attnotnull from pg_attribute
        where attrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)
          and attnum > 0 and not attisdropped
      union all select 'constraint ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
        where connamespace = 'public'::regnamespace
      union all select 'trigger ' || tgname || ' ' || tgenabled::text from pg_trigger
        where not tgisinternal
          and tgrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)
      union all select 'function ' || proname || ' ' || md5(prosrc) from pg_proc
        where pronamespace = 'public'::regnamespace
    ) as items(item)`)) as unknown as { rows: { schema: string }[] };
  return rows[0]!.schema;
}
