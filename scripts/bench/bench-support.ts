/** What the benches share: percentiles, PostgreSQL databases, generated projects, search terms. */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { TECH_SUGGESTIONS } from '../../src/shared/constants.js';
import { openDatabase } from '../../src/server/db/client.js';
import { seedDemoIfEmpty } from '../../src/server/seed/demo.js';
import {
  AUDIENCES,
  FEATURES,
  generateProjects,
  KINDS,
  MISSING,
} from '../../src/server/seed/generate-projects.js';

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

/**
 * Creates the database `url` names unless it exists, migrates it, adds the demo data and
 * generated projects up to `target` (a database already that large is used as it is).
 */
export async function fillProjects(
  url: string,
  target: number,
  options: { maxBidsPerProject?: number } = {},
) {
  await ensureDatabase(url);
  const handle = await openDatabase({ kind: 'postgres', url });
  await handle.migrate();
  await seedDemoIfEmpty(handle);
  const counted = (await handle.db.execute(
    sql`select count(*)::int as n from projects`,
  )) as unknown as { rows: { n: number }[] };
  const existing = Number(counted.rows[0]!.n);
  if (existing < target) {
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
    console.error(`Generating ${target - existing} projects…`);
    await generateProjects(handle.db, target - existing, {
      seed: existing + 1,
      batchSize: 2000,
      maxBidsPerProject: options.maxBidsPerProject ?? 0,
      onProgress: (done) => {
        if (done % 100_000 === 0) console.error(`  ${done} projects, ${seconds()} s`);
      },
    });
    console.error(`Generated in ${seconds()} s; vacuuming`);
    await handle.db.execute(sql`vacuum analyze projects`);
    await handle.db.execute(sql`vacuum analyze project_cards`);
    await handle.db.execute(sql`vacuum analyze bids`);
  } else {
    // A migration may have added an index on an expression, whose statistics come from analyze.
    await handle.db.execute(sql`analyze projects`);
  }
  await handle.close();
}

/**
 * Words and phrases people would type, from the generator's own vocabulary: every kind of app,
 * audience, missing part and feature, every technology, and kind-plus-audience pairs. Single
 * words match thousands of projects each; pairs a few hundred.
 */
export function realisticSearchTerms(): string[] {
  const audience = AUDIENCES.map((a) => a.replace(/^for /, ''));
  const pairs = KINDS.flatMap((kind) =>
    audience.map((who) => `${kind.split(' ')[0]!.toLowerCase()} ${who.split(' ').pop()}`),
  );
  const terms = [
    ...KINDS.map((k) => k.toLowerCase()),
    ...audience,
    ...FEATURES.map((f) => f.replace(/^(a|an) /, '')),
    ...MISSING.map((m) => m.split(' ').slice(0, 2).join(' ')),
    ...TECH_SUGGESTIONS,
    ...sample(pairs, 120, 3),
  ];
  return sample([...new Set(terms)], terms.length, 5);
}

/** Up to `n` items of `list` in a deterministic shuffled order. */
export function sample<T>(list: readonly T[], n: number, seed: number): T[] {
  const copy = [...list];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}
