/**
 * A migrated "golden" database, made once per schema and cloned for every test file:
 * PGlite loads a saved data directory; PostgreSQL copies a template database.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase } from '../../src/server/db/client.js';

export const TEST_DATA_DIR = path.resolve('.test-data');
/**
 * One golden database per checkout: two working copies (or worktrees) running the PostgreSQL
 * suite at once must not drop each other's template.
 */
export const GOLDEN_POSTGRES_DB = `finishline_golden_${createHash('sha256')
  .update(process.cwd())
  .digest('hex')
  .slice(0, 8)}`;

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
}

/** Path of a PGlite dump with every migration applied; made only when the migrations changed. */
export async function goldenPgliteDump(): Promise<string> {
  const file = path.join(TEST_DATA_DIR, `golden-${migrationsHash()}.tar`);
  await madeOnce(file, async (partial) => {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    writeFileSync(partial, Buffer.from(await (await handle.dump!()).arrayBuffer()));
    await handle.close();
  });
  return file;
}

/** PGlite data directories for processes to start from a copy of (goldenPgliteDirs). */
export interface GoldenPgliteDirs {
  /** As PGlite leaves a new directory: made once per PGlite version. */
  empty: string;
  /** The golden dump, loaded: made once per schema. */
  migrated: string;
}

/**
 * A file copy takes milliseconds, where `initdb` in a new directory takes seconds and loading the
 * dump a second or two.
 */
export async function goldenPgliteDirs(dump: string): Promise<GoldenPgliteDirs> {
  const version = (
    JSON.parse(
      readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version: string }
  ).version;
  const empty = path.join(TEST_DATA_DIR, `pglite-empty-${version}`);
  const migrated = dump.replace(/\.tar$/, '-dir');
  await madeOnce(empty, async (dataDir) => (await PGlite.create({ dataDir })).close());
  await madeOnce(migrated, async (dataDir) =>
    (await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(dump)]) })).close(),
  );
  return { empty, migrated };
}

/**
 * Makes `target` (a file or a directory) unless it exists: aside, then renamed, so that two suites
 * starting at once never read a half-made one.
 */
async function madeOnce(target: string, make: (partial: string) => Promise<void>): Promise<void> {
  if (existsSync(target)) return;
  mkdirSync(TEST_DATA_DIR, { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await make(partial);
  try {
    renameSync(partial, target);
  } catch (error) {
    // A directory the other suite made first stays (a file is replaced).
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
}

/** Puts a copy of a golden PGlite directory where the app opens it: `<DATA_DIR>/pglite`. */
export function copyGoldenPgliteDir(golden: string, dataDir: string): void {
  cpSync(golden, path.join(dataDir, 'pglite'), { recursive: true });
}

/** Creates (again) the golden PostgreSQL database next to the one in `url`, migrated. */
export async function goldenPostgres(url: string): Promise<void> {
  await withAdminClient(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${GOLDEN_POSTGRES_DB} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${GOLDEN_POSTGRES_DB}`);
  });
  const handle = await openDatabase({
    kind: 'postgres',
    url: withDatabase(url, GOLDEN_POSTGRES_DB),
  });
  await handle.migrate();
  await handle.close();
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function withAdminClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
