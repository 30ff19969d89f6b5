/** What the benches share: percentiles and a fresh PostgreSQL database. */
import pg from 'pg';

/** The p-th percentile (0–100) of values sorted ascending, by the nearest rank below; NaN if none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `work` on the server's `postgres` database with the name of the database `url` names. */
async function onServer(url: string, work: (client: pg.Client, name: string) => Promise<void>) {
  const parsed = new URL(url);
  const name = parsed.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  parsed.pathname = '/postgres';
  const client = new pg.Client({ connectionString: parsed.toString() });
  await client.connect();
  try {
    await work(client, name);
  } finally {
    await client.end();
  }
}

/** Drops and creates the database a bench's URL names. */
export const recreateDatabase = (url: string) =>
  onServer(url, async (client, name) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });

/** Creates the database a bench's URL names unless it exists (its data is kept). */
export const ensureDatabase = (url: string) =>
  onServer(url, async (client, name) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  });
