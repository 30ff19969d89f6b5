/**
 * Opens the database: real PostgreSQL when a URL is given, otherwise embedded PGlite in a data
 * directory. Both speak the same SQL through the same Drizzle schema, so features never know
 * which one they run on.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { listenOnDedicatedConnection, type Listener, type ListenerCallbacks } from './listener.js';
export type { Listener, ListenerCallbacks } from './listener.js';
import * as schema from './schema.js';
import { rowsOf } from './rows.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: functions that take this run inside callers' transactions. */
export type Queryable = Database | Transaction;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory; `loadDataDir` starts from a saved dump (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /**
   * LISTEN on a channel for as long as the app runs. On PostgreSQL through a dedicated connection
   * that reconnects by itself (db/listener.ts); PGlite has one connection and never drops it.
   */
  listen(channel: string, callbacks: ListenerCallbacks): Promise<Listener>;
  /** Applies pending migrations; on PostgreSQL under an advisory lock, so N instances migrate once. */
  migrate(): Promise<void>;
  /** Runs `work` while holding a PostgreSQL advisory lock (one at a time across every instance). */
  withAdvisoryLock<T>(key: AdvisoryLock, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, used to clone a migrated database in tests. */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the connection pool's state, for metrics. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Keys of the advisory locks the app takes; arbitrary numbers, fixed forever. */
export const ADVISORY_LOCKS = { migrations: 74_010_001, seed: 74_010_002 } as const;
export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // No JIT: the app's statements read a page, and a plan estimated above jit_above_cost (a
      // walk that stops after 20 rows is costed as the whole walk) spent 20+ ms compiling it
      // (docs/decisions/search.md). PGlite has none.
      options: '-c jit=off',
    });
    // An idle client that loses its server (a restart, a terminated backend) must not crash the process.
    pool.on('error', () => undefined);
    // Each driver's database type names its own query result; `Database` is the one over both
    // (PgQueryResultHKT), which Drizzle's types do not relate to either.
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    /** Holds the lock on a connection of its own for as long as `work` runs. */
    const withLock = async <T>(key: AdvisoryLock, work: (client: pg.Client) => Promise<T>) => {
      const client = new pg.Client({ connectionString: options.url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS[key]]);
        return await work(client);
      } finally {
        await client.end().catch(() => undefined);
      }
    };
    return {
      db,
      kind: 'postgres',
      listen: (channel, callbacks) => listenOnDedicatedConnection(options.url, channel, callbacks),
      // The migrator runs on the connection that holds the lock: a second instance waits for the
      // first, then finds every migration applied and does nothing.
      migrate: () =>
        withLock('migrations', (client) =>
          migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR }),
        ),
      withAdvisoryLock: (key, work) => withLock(key, () => work()),
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }

  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // One process at a time on a data directory (data-dir-lock.ts); taken before PGlite opens it.
  const lock = options.dataDir ? lockDataDir(options.dataDir) : null;
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // As above: PGlite's database type, seen as the one over both drivers.
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async listen(channel, callbacks) {
      const unlisten = await client.listen(channel, callbacks.onPayload);
      return { close: () => unlisten() };
    },
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
      await analyzeStale(db);
    },
    // One process owns a PGlite data directory, and it runs one statement at a time.
    withAdvisoryLock: (_key, work) => work(),
    async close() {
      await client.close();
      lock?.release();
    },
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
  };
}

/**
 * ANALYZE the tables whose statistics are missing or stale, by autovacuum's own rule (50 rows plus
 * a tenth of the table changed since the last analysis). PGlite has no autovacuum: without
 * statistics its planner ignores the search index and reads every project (docs/benchmarks.md).
 * Runs on PGlite after migrations, i.e. at every start (the demo seed and `generateProjects`
 * analyse what they wrote themselves); on PostgreSQL autovacuum does it.
 */
export async function analyzeStale(db: Queryable): Promise<string[]> {
  const stale = await rowsOf<{ relname: string }>(
    db,
    sql`
    select relname from pg_stat_user_tables
    where schemaname = 'public'
      and (n_mod_since_analyze > 50 + 0.1 * n_live_tup
           or (last_analyze is null and last_autoanalyze is null and n_live_tup > 0))`,
  );
  const tables = stale.map((row) => row.relname);
  for (const table of tables) await db.execute(sql`analyze ${sql.identifier(table)}`);
  return tables;
}

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. */
export function databaseOptionsFor(config: {
  databaseUrl?: string;
  databasePoolMax?: number;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolMax }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

/**
 * The migrations this code ships that the database has not applied, by name (`0041_…`), oldest
 * first. Drizzle's migrator records each applied migration's journal timestamp and applies those
 * newer than the last one recorded, so the same comparison tells what is left to apply.
 */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  let last = -Infinity;
  try {
    const [row] = await db
      .select({ last: sql<string | null>`max(created_at)::text` })
      .from(sql`drizzle.__drizzle_migrations`);
    if (row?.last !== null && row?.last !== undefined) last = Number(row.last);
  } catch {
    // No migrations table: nothing was ever applied.
  }
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}

/** True when the database has every migration this code ships (/readyz). */
export async function migrationsApplied(db: Queryable): Promise<boolean> {
  return (await pendingMigrations(db)).length === 0;
}
