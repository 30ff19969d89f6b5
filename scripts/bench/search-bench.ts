/**
 * `npm run bench:search [-- --projects 1000000 --searches 2000 --connections 8 --explain]`
 *
 * Search and the first pages of every listing at scale (issue 40), on PostgreSQL: fills a
 * database of its own (finishline_bench_search_<N> by default; kept between runs, so a second run
 * starts at once) with generated projects, starts the real server in a child process with every
 * in-memory read cache off (each request reaches PostgreSQL), and measures with autocannon, 8
 * requests at a time:
 * - the long tail: `searches` distinct searches of two or three realistic words, each asked
 *   once (after a warm-up of other distinct searches), so that nothing kept can answer;
 * - the rotating terms of `npm run bench` (201 words and pairs, over and over);
 * - the first page of browsing, of a technology, of a budget range and of Best match.
 * Prints req/s, p50, p90, p99 and the slowest request as a Markdown table for docs/benchmarks.md.
 * `--explain` prints instead the EXPLAIN (ANALYZE, BUFFERS) of the first pages' statements, for
 * common and rare words (docs/decisions/search.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon, { type RawRequest } from 'autocannon';
import { sql } from 'drizzle-orm';
import { TECH_SUGGESTIONS } from '../../src/shared/constants.js';
import { openDatabase } from '../../src/server/db/client.js';
import type { UserRow } from '../../src/server/db/schema.js';
import {
  projectListQuery,
  type ListProjectsOptions,
} from '../../src/server/features/projects/list-projects.js';
import {
  AUDIENCES,
  DONE,
  FEATURES,
  KINDS,
  MISSING,
} from '../../src/server/seed/generate-projects.js';
import { fillProjects, realisticSearchTerms, sample } from './bench-support.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    projects: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '8' },
    duration: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
  },
});
const target = Number(values.projects);
const url = values.url ?? `postgres://postgres@127.0.0.1:5432/finishline_bench_search_${target}`;
const connections = Number(values.connections);
const SECRET = 'search-bench-secret-that-is-long-enough-for-the-config';
const TOKEN = 'search-bench-developer';

await fillProjects(url, target);
const handle = await openDatabase({ kind: 'postgres', url });
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
// Best match's viewer: a developer whose skills are shared by a large share of the projects.
const [developer] = rows<{ id: number; skills: string[] }>(
  await handle.db.execute(sql`
    select id, skills from users where role = 'developer' and cardinality(skills) > 0
    order by id limit 1`),
);
if (!developer) throw new Error('no developer with skills: the demo data is missing');
await handle.db.execute(sql`
  insert into sessions (id, user_id, expires_at)
  values (${createHmac('sha256', SECRET).update(TOKEN).digest('base64url')}, ${developer.id},
          now() + interval '1 day')
  on conflict (id) do update set user_id = excluded.user_id, expires_at = excluded.expires_at`);

const longTail = distinctSearches(Number(values.searches), 1);
const warmUp = distinctSearches(400, 2).filter((q) => !longTail.includes(q));
const techs = TECH_SUGGESTIONS.map((tech) => `/api/projects?tech=${encodeURIComponent(tech)}`);
const budgets = Array.from(
  { length: 40 },
  (_, i) => `/api/projects?budgetMin=${(i % 20) * 100}&budgetMax=${(i % 20) * 100 + 500 + i * 50}`,
);
/** Words of the generated projects, for searches of many words (at most 200 characters). */
const BAD_WORDS = [
  'booking',
  'system',
  'bakeries',
  'react',
  'docker',
  'offline',
  'mode',
  'payments',
  'email',
  'dashboard',
  'admin',
  'mobile',
  'layout',
  'search',
  'filtering',
  'deployment',
  'tests',
  'calendar',
  'export',
  'charts',
  'invoices',
  'uploads',
  'onboarding',
  'studios',
  'teams',
];
const searchPath = (q: string) => `/api/projects?q=${encodeURIComponent(q)}`;

if (values.explain) {
  const actor = { id: developer.id } as UserRow;
  const first: [string, ListProjectsOptions][] = [
    ['browse', { limit: 20 }],
    ['tech, common (React)', { limit: 20, tech: 'React' }],
    ['tech, rare (COBOL)', { limit: 20, tech: 'COBOL' }],
    ['budget 1000-1500', { limit: 20, budgetMin: 1000, budgetMax: 1500 }],
    ['best match', { limit: 20, sort: 'match' }],
    ['search, one common word (booking)', { limit: 20, q: 'booking' }],
    ['search, two words (booking bakeries)', { limit: 20, q: 'booking bakeries' }],
    ['search, three words (chat app docker)', { limit: 20, q: 'chat app docker' }],
    ['search, a word in every project (documentation)', { limit: 20, q: 'documentation' }],
    ['search, a rare word (kiln)', { limit: 20, q: 'kiln' }],
    ['search, common and rare (booking kiln)', { limit: 20, q: 'booking kiln' }],
    ['bad input: one character (x)', { limit: 20, q: 'x' }],
    ['bad input: 25 common words', { limit: 20, q: BAD_WORDS.slice(0, 25).join(' ') }],
    ['bad input: 25 words OR', { limit: 20, q: BAD_WORDS.slice(0, 25).join(' OR ') }],
    ['bad input: 100 one-letter words', { limit: 20, q: 'a b c d e f g h i j '.repeat(10) }],
  ];
  for (const [name, input] of first) {
    const { sql: text, params } = (
      await projectListQuery({ db: handle.db, actor, input })
    ).query.toSQL();
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
    const plan = rows<Record<string, string>>(
      await handle.db.execute(sql.raw(`explain (analyze, buffers) ${inlined}`)),
    );
    console.log(`\n### ${name}\n`);
    console.log(plan.map((row) => Object.values(row)[0]).join('\n'));
  }
  await handle.close();
  process.exit(0);
}
await handle.close();

const loadBefore = loadAverage();
const server = await startServer();
const results: Result[] = [];
try {
  await measure('warm-up: other distinct searches', warmUp.map(searchPath));
  results.push(
    await measure(`long tail: ${longTail.length} distinct searches`, longTail.map(searchPath)),
  );
  const terms = realisticSearchTerms();
  results.push(await measure(`${terms.length} terms rotating`, terms.map(searchPath), true));
  results.push(await measure('first page: browse', ['/api/projects'], true));
  results.push(await measure('first page: technology (rotating)', techs, true));
  results.push(await measure('first page: budget range (rotating)', budgets, true));
  results.push(
    await measure('first page: best match', ['/api/projects?sort=match'], true, {
      cookie: `__Host-finishline_session=${TOKEN}`,
    }),
  );
} finally {
  server.process.kill('SIGTERM');
  await once(server.process, 'exit');
}

console.log(
  `\n${target} projects; ${connections} connections; ${os.cpus().length} cores shared by ` +
    `client, server and PostgreSQL; Node ${process.version}; every read cache off; ` +
    `load average ${loadBefore} before, ${loadAverage()} after.\n`,
);
console.log('| scenario | req/s | p50 ms | p90 ms | p99 ms | max ms | errors |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(
    `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.errors} |`,
  );
}

interface Result {
  name: string;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
}

/**
 * Sends `paths` in turn, `connections` at a time: each once, or for `duration` seconds over and
 * over when `rotate`.
 */
async function measure(
  name: string,
  paths: string[],
  rotate = false,
  headers: Record<string, string> = {},
): Promise<Result> {
  let next = 0;
  const result = await autocannon({
    url: server.url + paths[0],
    connections,
    headers,
    ...(rotate ? { duration: Number(values.duration) } : { amount: paths.length }),
    requests: [
      {
        setupRequest: (request: RawRequest) => ({
          ...request,
          path: paths[next++ % paths.length]!,
        }),
      },
    ],
  });
  const measured = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.non2xx,
  };
  console.error(`  ${name}: ${Math.round(measured.rps)} req/s, p99 ${measured.p99} ms`);
  return measured;
}

/**
 * `n` distinct searches of two or three words a person looking for these projects would type:
 * the words of the kinds of app, audiences, technologies, features and missing parts the
 * generator writes, in any combination (some match thousands of projects, some none).
 */
function distinctSearches(n: number, seed: number): string[] {
  const words = [
    ...new Set(
      [...KINDS, ...AUDIENCES, ...FEATURES, ...MISSING, ...DONE, ...TECH_SUGGESTIONS]
        .flatMap((phrase) => phrase.toLowerCase().split(/[\s,]+/))
        .filter((word) => word.length > 3 && !['with', 'this', 'that', 'were'].includes(word)),
    ),
  ];
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const found = new Set<string>();
  while (found.size < n) {
    const count = 2 + Math.floor(random() * 2);
    const picked = new Set<string>();
    while (picked.size < count) picked.add(words[Math.floor(random() * words.length)]!);
    found.add([...picked].join(' '));
  }
  return sample([...found], n, seed);
}

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

function loadAverage() {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

interface ServerHandle {
  url: string;
  process: ChildProcess;
}

async function startServer(): Promise<ServerHandle> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bench-server.ts'], {
    env: { ...process.env, DATABASE_URL: url, LIST_CACHE_MS: '0', BENCH_SESSION_SECRET: SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const match = /^LISTENING (\S+) (\d+)/.exec(line);
    if (match) return { url: match[1]!, process: child };
  }
  throw new Error('the bench server did not start');
}
