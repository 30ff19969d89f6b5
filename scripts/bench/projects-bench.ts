/**
 * `npm run bench [-- --projects 100000 --connections 32 --duration 10]`
 *
 * Fills a separate PostgreSQL database (finishline_bench by default, never the app's) with
 * generated projects, starts the real server in two child processes (as it ships, and with every
 * in-memory read cache off: lists, searches, details) and measures the public reads with
 * autocannon: list pages, one repeated search and 200+ realistic search terms rotating, project
 * details at random ids, the developer directory, next to the same server answering the first
 * page's JSON from memory (the ceiling, measured at the start and at the end). Prints p50/p99
 * latency, requests per second and the ratio to the ceiling as a Markdown table for
 * docs/benchmarks.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon, { type RawRequest } from 'autocannon';
import { sql } from 'drizzle-orm';
import { fillProjects, realisticSearchTerms, sample } from './bench-support.js';
import { encodeCursor } from '../../src/server/core/pagination.js';
import { openDatabase } from '../../src/server/db/client.js';

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
const loadBefore = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');

await fillProjects(values.url, target, { maxBidsPerProject: 3 });
const handle = await openDatabase({ kind: 'postgres', url: values.url });
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
// Listed projects (a visitor may open them), and cursors spread over the whole list.
const listedRows = rows<{ created_at: string; id: number }>(
  await handle.db.execute(sql`
  select created_at, id from projects where status in ('open', 'active') order by id`),
);
const listedIds = listedRows.map((r) => Number(r.id));
const listedCursors = listedRows.map((r) =>
  encodeCursor({ createdAt: new Date(r.created_at), id: Number(r.id) }),
);
const totals = rows<{ all: number; listed: number; bids: number }>(
  await handle.db.execute(sql`
  select (select count(*)::int from projects) as all,
         (select count(*)::int from projects where status in ('open', 'active')) as listed,
         (select count(*)::int from bids) as bids`),
);
await handle.close();

// Two copies of the app: as it ships, and with every in-memory read cache off (the database
// path). Only one is loaded at a time.
const shipped = await startServer(values['list-cache-ms']);
const uncached = await startServer('0');

const searchTerms = realisticSearchTerms();
const detailIds = sample(listedIds, 5000, 7);
const rotate = (paths: string[]) => {
  let i = 0;
  return () => paths[i++ % paths.length]!;
};
const searchPaths = searchTerms.map((term) => `/api/projects?q=${encodeURIComponent(term)}`);
const detailPaths = detailIds.map((id) => `/api/projects/${id}`);
const deepPaths = sample(listedCursors, 5000, 11).map((cursor) => `/api/projects?cursor=${cursor}`);

interface Scenario {
  name: string;
  server: ServerHandle;
  /** One path, or a function giving the next path for each request (rotating traffic). */
  path: string | (() => string);
}
const scenarios: Scenario[] = [
  { name: 'ceiling: first page JSON from memory', server: shipped, path: '/api/bench/ceiling' },
  { name: 'first page', server: shipped, path: '/api/projects' },
  { name: 'first page, uncached', server: uncached, path: '/api/projects' },
  {
    name: 'search, one word repeated (q=booking)',
    server: shipped,
    path: '/api/projects?q=booking',
  },
  {
    name: `search, ${searchTerms.length} terms rotating`,
    server: shipped,
    path: rotate(searchPaths),
  },
  {
    name: `search, ${searchTerms.length} terms rotating, uncached`,
    server: uncached,
    path: rotate(searchPaths),
  },
  {
    name: 'search + tech filter (q=booking&tech=Docker)',
    server: shipped,
    path: '/api/projects?q=booking&tech=Docker',
  },
  { name: 'tech filter tech=Docker', server: shipped, path: '/api/projects?tech=Docker' },
  {
    name: 'deep pages, 5,000 cursors rotating, uncached',
    server: uncached,
    path: rotate(deepPaths),
  },
  { name: 'project detail, random ids', server: shipped, path: rotate(detailPaths) },
  { name: 'project detail, random ids, uncached', server: uncached, path: rotate(detailPaths) },
  { name: 'developers list', server: shipped, path: '/api/developers' },
  { name: 'developers list, uncached', server: uncached, path: '/api/developers' },
  { name: 'technologies', server: shipped, path: '/api/projects/technologies' },
  { name: 'ceiling again (end of run)', server: shipped, path: '/api/bench/ceiling' },
].filter((s) => !values.only || s.name.startsWith('ceiling') || s.name.includes(values.only));

const results = [];
try {
  for (const scenario of scenarios) {
    const first = typeof scenario.path === 'string' ? scenario.path : scenario.path();
    const check = await fetch(scenario.server.url + first);
    if (!check.ok) throw new Error(`${first}: ${check.status} ${await check.text()}`);
    const bytes = (await check.arrayBuffer()).byteLength;
    const options = {
      url: scenario.server.url + first,
      connections,
      ...(typeof scenario.path === 'string'
        ? {}
        : {
            requests: [
              {
                setupRequest: (request: RawRequest) => ({
                  ...request,
                  path: (scenario.path as () => string)(),
                }),
              },
            ],
          }),
    };
    await autocannon({ ...options, duration: Number(values.warmup) });
    const result = await autocannon({ ...options, duration });
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
  for (const server of [shipped, uncached]) {
    server.process.kill('SIGTERM');
    await once(server.process, 'exit');
  }
}

// The ratio is to the mean of the ceiling measured at the start and at the end of this run.
const ceilings = results.filter((r) => r.name.startsWith('ceiling')).map((r) => r.rps);
const ceilingRps = ceilings.reduce((a, b) => a + b, 0) / ceilings.length;
const t = totals[0]!;
console.log(
  `\n${t.all} projects (${t.listed} open or active), ${t.bids} bids; ` +
    `${connections} connections, ${duration} s per scenario after ${values.warmup} s warm-up; ` +
    `${os.cpus().length} cores shared by client, server and PostgreSQL; Node ${process.version}; ` +
    `first page ${shipped.ceilingBytes} bytes; list cache ${values['list-cache-ms']} ms ` +
    `("uncached": every read cache off); load average ${loadBefore} before, ` +
    `${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} after.\n`,
);
console.log('| scenario | req/s | % of ceiling | p50 ms | p99 ms | errors | body bytes |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  const share = ((100 * r.rps) / ceilingRps).toFixed(0);
  console.log(
    `| ${r.name} | ${Math.round(r.rps)} | ${share}% | ${r.p50} | ${r.p99} | ${r.errors} | ${r.bytes} |`,
  );
}

interface ServerHandle {
  url: string;
  ceilingBytes: number;
  process: ChildProcess;
}

async function startServer(listCacheMs: string): Promise<ServerHandle> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bench-server.ts'], {
    env: { ...process.env, DATABASE_URL: values.url, LIST_CACHE_MS: listCacheMs },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const match = /^LISTENING (\S+) (\d+)/.exec(line);
    if (match) return { url: match[1]!, ceilingBytes: Number(match[2]), process: child };
  }
  throw new Error('the bench server did not start');
}
