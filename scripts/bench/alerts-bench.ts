/**
 * `npm run bench:alerts [-- --searches 100000 --projects 200 --gap 200]`
 *
 * Saved searches' alerts at scale (issue 30), on PostgreSQL: the real app (background jobs on, as
 * in production) posts `projects` projects one after another, `gap` ms apart, first with no saved
 * search stored, then with `searches` of them (0.5% of them by budget only, the rest half by
 * technologies, half by words; a sixth instant, the rest daily or weekly). Reports, per phase:
 * - the POST /api/projects answer time (p50, p99): posting must not slow down;
 * - post → notification: from sending the POST to the commit of its matching (the job that
 *   stores the matches and the instant notifications, which the socket pushes next);
 * - the matching statement's database time per project, and how many searches matched.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { savedSearches } from '../../src/server/db/schema.js';
import type { MatchOutcome } from '../../src/server/features/saved-searches/match-saved-searches.js';
import { percentile, recreateDatabase } from './bench-support.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/finishline_alerts_bench' },
    searches: { type: 'string', default: '100000' },
    projects: { type: 'string', default: '100' },
    gap: { type: 'string', default: '200' },
  },
});
const SEARCHES = Number(values.searches);
const PROJECTS = Number(values.projects);
const GAP_MS = Number(values.gap);
const SEARCHES_PER_DEVELOPER = 20;

// A fixed pseudo-random sequence, so that two runs store and post the same things.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const pickSome = <T>(list: readonly T[], n: number) => {
  const chosen = new Set<T>();
  while (chosen.size < n) chosen.add(pick(list));
  return [...chosen];
};

const NAMED_TECHNOLOGIES = [
  'React',
  'Vue',
  'Angular',
  'Svelte',
  'Node.js',
  'Deno',
  'Python',
  'Django',
  'Flask',
  'FastAPI',
  'Ruby',
  'Rails',
  'PHP',
  'Laravel',
  'Go',
  'Rust',
  'Java',
  'Spring',
  'Kotlin',
  'Swift',
  'Flutter',
  'React Native',
  'TypeScript',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'GraphQL',
  'Docker',
  'Kubernetes',
  'AWS',
  'GCP',
  'Azure',
  'Firebase',
  'Supabase',
  'Tailwind',
  'Next.js',
  'Electron',
  'Unity',
  'C#',
] as const;
// 150 technologies (the 40 named, and libraries beyond them): a project uses 2 to 4, so one
// technology is in about 2% of the projects.
const TECHNOLOGIES = [
  ...NAMED_TECHNOLOGIES,
  ...Array.from({ length: 110 }, (_, i) => `Library ${i + 1}`),
];
// Words of projects' descriptions and of searches' texts: 5,000 made-up ones, so that any one is
// in about 0.8% of the descriptions (40 words each), and two together almost never.
const WORDS = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}q`);

function searchRow(userId: number, index: number) {
  const kind = random();
  const cadence = pick(['instant', 'daily', 'daily', 'weekly', 'weekly', 'weekly'] as const);
  const budget =
    random() < 0.5 ? {} : { budgetMin: 500 * Math.floor(random() * 6), budgetMax: 5000 };
  if (kind < 0.005) {
    return { userId, name: `Budget ${index}`, cadence, budgetMin: 1000, budgetMax: 3000 };
  }
  if (kind < 0.5) {
    return {
      userId,
      name: `Tech ${index}`,
      cadence,
      technologies: pickSome(TECHNOLOGIES, random() < 0.6 ? 1 : 2),
      ...budget,
    };
  }
  return {
    userId,
    name: `Words ${index}`,
    cadence,
    text: pickSome(WORDS, random() < 0.5 ? 1 : 2).join(' '),
    ...budget,
  };
}

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

await recreateDatabase(values.url);
const database = await openDatabase({ kind: 'postgres', url: values.url, poolSize: 10 });
await database.migrate();

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: values.url,
  PAYMENTS_PROVIDER: 'sandbox',
  SESSION_SECRET: 'alerts-bench-secret-alerts-bench-secret',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  PORT: '0',
  HOST: '127.0.0.1',
});
const matchedAt = new Map<number, { at: number; outcome: MatchOutcome }>();
let onMatch: (() => void) | null = null;
const app = await buildApp({
  config,
  database,
  rateLimits: { writesPerMinute: 1_000_000, authAttemptsPerMinute: 1_000_000 },
  savedSearches: {
    onMatched(projectId, outcome) {
      matchedAt.set(projectId, { at: performance.now(), outcome });
      onMatch?.();
    },
  },
});
await app.ready();

const registered = await app.inject({
  method: 'POST',
  url: '/api/register',
  payload: {
    username: 'bench_owner',
    email: 'owner@bench.test',
    password: 'bench-password',
    role: 'creator',
  },
});
const cookie = registered.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

async function postProjects(label: string) {
  const posts: number[] = [];
  const toMatch: number[] = [];
  const dbTimes: number[] = [];
  const matchedCounts: number[] = [];
  const notifiedCounts: number[] = [];
  for (let i = 0; i < PROJECTS; i += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: {
        name: `${label} project ${i}`,
        description: `${pickSome(WORDS, 40).join(' ')}.`,
        techStack: pickSome(TECHNOLOGIES, 2 + Math.floor(random() * 3)),
        budget: 500 * Math.floor(random() * 10),
        timeframe: '1 month',
      },
    });
    posts.push(performance.now() - started);
    if (response.statusCode !== 201) throw new Error(`post failed: ${response.body}`);
    const projectId = (response.json() as { id: number }).id;
    while (!matchedAt.has(projectId)) {
      await new Promise<void>((resolve) => (onMatch = resolve));
    }
    const { at, outcome } = matchedAt.get(projectId)!;
    toMatch.push(at - started);
    dbTimes.push(outcome.dbMs);
    matchedCounts.push(outcome.matched);
    notifiedCounts.push(outcome.notified);
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  return {
    post: summary(posts),
    toMatch: summary(toMatch),
    db: summary(dbTimes),
    matched: summary(matchedCounts),
    notified: summary(notifiedCounts),
  };
}

console.log(`Posting ${PROJECTS} projects with no saved search...`);
const before = await postProjects('baseline');

console.log(`Storing ${SEARCHES.toLocaleString('en-US')} saved searches...`);
const developers = Math.ceil(SEARCHES / SEARCHES_PER_DEVELOPER);
const insertedUsers = (
  (await database.db.execute(sql`
    insert into users (username, email, password_hash, role)
    select 'dev' || g, 'dev' || g || '@bench.test', 'not-a-hash', 'developer'
    from generate_series(1, ${developers}) g
    returning id`)) as unknown as { rows: { id: number }[] }
).rows;
const userIds = insertedUsers.map((row) => Number(row.id));
let index = 0;
const storingStarted = performance.now();
while (index < SEARCHES) {
  const batch = [];
  for (let n = 0; n < 5000 && index < SEARCHES; n += 1, index += 1) {
    batch.push(searchRow(userIds[Math.floor(index / SEARCHES_PER_DEVELOPER)]!, index));
  }
  await database.db.insert(savedSearches).values(batch);
}
await database.db.execute(sql`vacuum analyze saved_searches`);
console.log(`Stored in ${((performance.now() - storingStarted) / 1000).toFixed(1)} s.`);

console.log(`Posting ${PROJECTS} projects with them stored...`);
const after = await postProjects('alerts');

const row = (name: string, b: string, a: string) => `| ${name} | ${b} | ${a} |`;
console.log(`
Saved searches: ${SEARCHES.toLocaleString('en-US')}; projects per phase: ${PROJECTS}, ${GAP_MS} ms apart

| measure | no saved searches | ${SEARCHES.toLocaleString('en-US')} saved searches |
| --- | ---: | ---: |
${row('POST /api/projects p50', ms(before.post.p50), ms(after.post.p50))}
${row('POST /api/projects p99', ms(before.post.p99), ms(after.post.p99))}
${row('post → notification p50', ms(before.toMatch.p50), ms(after.toMatch.p50))}
${row('post → notification p99', ms(before.toMatch.p99), ms(after.toMatch.p99))}
${row('matching, database p50', ms(before.db.p50), ms(after.db.p50))}
${row('matching, database p99', ms(before.db.p99), ms(after.db.p99))}
${row('searches matched per project p50 / p99', `${before.matched.p50} / ${before.matched.p99}`, `${after.matched.p50} / ${after.matched.p99}`)}
${row('developers notified per project p50 / p99', `${before.notified.p50} / ${before.notified.p99}`, `${after.notified.p50} / ${after.notified.p99}`)}
`);

await app.close();
process.exit(0);
