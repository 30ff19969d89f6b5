/**
 * `npm run bench [-- --projects 100000 --connections 32 --duration 10]`
 *
 * Fills a separate PostgreSQL database (finishline_bench by default, never the app's) with
 * generated projects, starts the real server in a child process and measures GET /api/projects
 * with autocannon: the first page, a search, a technology filter and a deep page, next to the
 * same server answering the first page's JSON from memory (the ceiling). Prints p50/p99 latency
 * and requests per second as a Markdown table for docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { encodeCursor } from '../../src/server/core/pagination.js';
import { openDatabase } from '../../src/server/db/client.js';
import { seedDemoIfEmpty } from '../../src/server/db/seed/demo.js';
import { generateProjects } from '../../src/server/db/seed/generate-projects.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/finishline_bench' },
    projects: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    only: { type: 'string' },
    // Milliseconds a public list page may be served from memory (the app's default is 1000); 0 = off.
    'list-cache-ms': { type: 'string', default: '1000' },
  },
});
const target = Number(values.projects);
const connections = Number(values.connections);
const duration = Number(values.duration);

await ensureDatabase(values.url);
const handle = await openDatabase({ kind: 'postgres', url: values.url });
await handle.migrate();
await seedDemoIfEmpty(handle);
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const countRows = rows<{ n: number }>(
  await handle.db.execute(sql`select count(*)::int as n from projects`),
);
const existing = Number(countRows[0]!.n);
if (existing < target) {
  const started = performance.now();
  process.stdout.write(`Generating ${target - existing} projects`);
  await generateProjects(handle.db, target - existing, {
    seed: existing + 1,
    batchSize: 2000,
    maxBidsPerProject: 3,
    onProgress: (done) => {
      if (done % 20_000 === 0) process.stdout.write('.');
    },
  });
  console.log(` done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await handle.db.execute(sql`vacuum analyze projects`);
  await handle.db.execute(sql`vacuum analyze bids`);
}
const deepRows = rows<{ created_at: string; id: number }>(
  await handle.db.execute(sql`
  select created_at, id from projects where status in ('open', 'active')
  order by created_at desc, id desc offset 50000 limit 1`),
);
const deep = deepRows[0]!;
const deepCursor = encodeCursor({ createdAt: new Date(deep.created_at), id: Number(deep.id) });
const totals = rows<{ all: number; listed: number; bids: number }>(
  await handle.db.execute(sql`
  select (select count(*)::int from projects) as all,
         (select count(*)::int from projects where status in ('open', 'active')) as listed,
         (select count(*)::int from bids) as bids`),
);
await handle.close();

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bench-server.ts'], {
  env: { ...process.env, DATABASE_URL: values.url, LIST_CACHE_MS: values['list-cache-ms'] },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const lines = createInterface({ input: server.stdout! });
let baseUrl = '';
let ceilingBytes = 0;
for await (const line of lines) {
  const match = /^LISTENING (\S+) (\d+)/.exec(line);
  if (match) {
    baseUrl = match[1]!;
    ceilingBytes = Number(match[2]);
    break;
  }
}
if (!baseUrl) throw new Error('the bench server did not start');

const scenarios: { name: string; path: string }[] = [
  { name: 'ceiling: first page JSON from memory', path: '/api/bench/ceiling' },
  { name: 'first page', path: '/api/projects' },
  { name: 'search q=booking', path: '/api/projects?q=booking' },
  { name: 'search q=bakeries offline', path: '/api/projects?q=bakeries%20offline' },
  { name: 'tech filter tech=Docker', path: '/api/projects?tech=Docker' },
  { name: 'deep page (after 50,000)', path: `/api/projects?cursor=${deepCursor}` },
  { name: 'technologies', path: '/api/projects/technologies' },
].filter((s) => !values.only || s.name.includes(values.only));

const results = [];
try {
  for (const scenario of scenarios) {
    const url = baseUrl + scenario.path;
    const check = await fetch(url);
    if (!check.ok) throw new Error(`${scenario.path}: ${check.status} ${await check.text()}`);
    const bytes = (await check.arrayBuffer()).byteLength;
    await autocannon({ url, connections, duration: Number(values.warmup) });
    const result = await autocannon({ url, connections, duration });
    results.push({
      name: scenario.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      bytes,
    });
    console.error(`  ${scenario.name}: ${Math.round(result.requests.average)} req/s`);
  }
} finally {
  server.kill('SIGTERM');
  await once(server, 'exit');
}

const ceilingRps = results.find((r) => r.name.startsWith('ceiling'))?.rps ?? NaN;
const t = totals[0]!;
console.log(
  `\n${t.all} projects (${t.listed} open or active), ${t.bids} bids; ` +
    `${connections} connections, ${duration} s per scenario after ${values.warmup} s warm-up; ` +
    `${os.cpus().length} cores shared by client, server and PostgreSQL; Node ${process.version}; ` +
    `first page ${ceilingBytes} bytes; list cache ${values['list-cache-ms']} ms.\n`,
);
console.log('| scenario | req/s | % of ceiling | p50 ms | p99 ms | errors | body bytes |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  const share = ((100 * r.rps) / ceilingRps).toFixed(0);
  console.log(
    `| ${r.name} | ${Math.round(r.rps)} | ${share}% | ${r.p50} | ${r.p99} | ${r.errors} | ${r.bytes} |`,
  );
}

async function ensureDatabase(url: string) {
  const parsed = new URL(url);
  const name = parsed.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  parsed.pathname = '/postgres';
  const client = new pg.Client({ connectionString: parsed.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}
