/**
 * `npm run loadtest [-- --users 500 --duration 300 --think 2000 --projects 20000]`
 *
 * Simulated users against the real server on PostgreSQL. The script (re)creates a separate
 * database (finishline_load by default, never the app's), fills it with signed-in creators and
 * developers and a catalogue of generated projects with bids, starts the server in a child
 * process (production mode) and runs one loop per user over HTTP: browse, search, view a
 * project, check the dashboard, bid (developers) and accept a bid (creators), with a think time
 * between steps. It prints throughput, latency percentiles and errors for docs/benchmarks.md,
 * and exits 1 if any request failed.
 *
 * Errors are what a user would see as a failure: a network error, a 5xx, a 429, or any
 * refusal other than the business conflicts below. A 409 on a bid (the project was accepted in
 * the meantime) or an accept (another tab won) is the product working, counted as a conflict.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ensureBuild } from '../build/ensure-build.mjs';
import { openDatabase } from '../../src/server/db/client.js';
import { generateProjects } from '../../src/server/seed/generate-projects.js';
import { withAdminClient, withDatabase } from '../../tests/setup/golden-database.js';
import { startServer } from '../../tests/setup/server-process.js';
import { createSignedInUsers, type SignedInUser } from '../../tests/setup/signed-in-users.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/finishline_load' },
    users: { type: 'string', default: '500' },
    /** Seconds of measured load, after the ramp. */
    duration: { type: 'string', default: '300' },
    /** Seconds over which the users arrive (not measured). */
    ramp: { type: 'string', default: '15' },
    /** Mean pause between a user's steps, in milliseconds (each pause is 0.5–1.5 times this). */
    think: { type: 'string', default: '2000' },
    projects: { type: 'string', default: '20000' },
  },
});
const USERS = Number(values.users);
const DURATION_MS = Number(values.duration) * 1000;
const RAMP_MS = Number(values.ramp) * 1000;
const THINK_MS = Number(values.think);
const PROJECTS = Number(values.projects);

const SEARCH_WORDS = [
  'booking',
  'bakeries',
  'habit tracker',
  'inventory',
  'chat',
  'fitness',
  'recipe',
  'crm',
  'podcast',
  'yoga studios',
  'food trucks',
  'ticketing',
  'react',
  'offline mode',
  'dark mode',
];
const TECH_FILTERS = ['React', 'Node.js', 'PostgreSQL', 'Docker', 'TypeScript', 'Python'];

// ---------------------------------------------------------------- database
const started = Date.now();
const secret = randomBytes(32).toString('hex');
const target = new URL(values.url);
const databaseName = target.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`bad database name ${databaseName}`);
await withAdminClient(withDatabase(values.url, 'postgres'), async (client) => {
  await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${databaseName}`);
});
const handle = await openDatabase({ kind: 'postgres', url: values.url });
await handle.migrate();
const people = await createSignedInUsers(handle.db, secret, {
  creators: Math.ceil(USERS / 2),
  developers: Math.floor(USERS / 2),
  prefix: 'load',
});
await generateProjects(handle.db, PROJECTS, { seed: 1, batchSize: 2000, maxBidsPerProject: 3 });
for (const table of ['users', 'sessions', 'projects', 'bids']) {
  await handle.db.execute(sql.raw(`vacuum analyze ${table}`));
}
await handle.close();
console.log(
  `Database ${databaseName}: ${people.length} signed-in users, ${PROJECTS} projects ` +
    `(filled in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);

// ---------------------------------------------------------------- server
// The production build, made first when the sources are newer.
ensureBuild();
const server = await startServer({
  DATABASE_URL: values.url,
  SESSION_SECRET: secret,
  NODE_ENV: 'production',
  PAYMENTS_PROVIDER: 'sandbox',
  LOG_LEVEL: 'warn',
});
console.log(`Server at ${server.url} (pid ${server.child.pid})`);

// ---------------------------------------------------------------- client
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

interface Answer {
  status: number;
  body: string;
}

type Action =
  | 'browse'
  | 'search'
  | 'view project'
  | 'dashboard'
  | 'directory'
  | 'bid'
  | 'accept'
  | 'accept: find bids';

const latencies = new Map<Action, number[]>();
const errors = new Map<string, number>();
let conflicts = 0;
let measuring = false;

function request(
  user: SignedInUser,
  action: Action,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer | null> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const begin = performance.now();
  return new Promise((resolve) => {
    const outgoing = http.request(
      `${server.url}${path}`,
      {
        method,
        agent,
        headers: {
          cookie: user.cookie,
          accept: 'application/json',
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (measuring) {
            let list = latencies.get(action);
            if (!list) latencies.set(action, (list = []));
            list.push(performance.now() - begin);
          }
          const expectedConflict = status === 409 && (action === 'bid' || action === 'accept');
          if (expectedConflict) {
            if (measuring) conflicts += 1;
          } else if (status >= 400 && measuring) {
            const key = `${action}: ${status} ${text.slice(0, 80)}`;
            errors.set(key, (errors.get(key) ?? 0) + 1);
          }
          resolve({ status, body: text });
        });
      },
    );
    outgoing.on('error', (error) => {
      if (measuring) {
        const key = `${action}: ${error.message}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
      resolve(null);
    });
    outgoing.end(payload);
  });
}

const json = <T>(answer: Answer | null): T | null =>
  answer && answer.status === 200 ? (JSON.parse(answer.body) as T) : null;

interface ListedProject {
  id: number;
  status: string;
}
interface DetailedProject extends ListedProject {
  bids: { id: number; finisherId: number; status: string }[];
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

/** One person: what they last saw and what they did. */
class VirtualUser {
  private seen: number[] = [];
  private bidOn = new Set<number>();

  constructor(private readonly user: SignedInUser) {}

  async run(until: number) {
    while (Date.now() < until) {
      await this.step();
      await think();
    }
  }

  private step() {
    const roll = Math.random();
    if (this.user.role === 'developer') {
      if (roll < 0.3) return this.browse();
      if (roll < 0.5) return this.search();
      if (roll < 0.75) return this.view();
      if (roll < 0.95) return this.bid();
      return this.directory();
    }
    if (roll < 0.3) return this.browse();
    if (roll < 0.45) return this.search();
    if (roll < 0.65) return this.view();
    if (roll < 0.85) return this.dashboard();
    return this.accept();
  }

  private remember(projects: ListedProject[] | null) {
    if (projects?.length) this.seen = projects.map((project) => project.id);
  }

  private async browse() {
    const filter = Math.random() < 0.3 ? `&tech=${encodeURIComponent(pick(TECH_FILTERS))}` : '';
    const first = await request(this.user, 'browse', 'GET', `/api/projects?limit=20${filter}`);
    this.remember(json<ListedProject[]>(first));
  }

  private async search() {
    const q = encodeURIComponent(pick(SEARCH_WORDS));
    this.remember(
      json<ListedProject[]>(await request(this.user, 'search', 'GET', `/api/projects?q=${q}`)),
    );
  }

  /** A project from the last list this user saw (a person clicks what is on the screen). */
  private async view() {
    if (this.seen.length === 0) return this.browse();
    await request(this.user, 'view project', 'GET', `/api/projects/${pick(this.seen)}`);
  }

  private async directory() {
    await request(this.user, 'directory', 'GET', '/api/developers?limit=20');
  }

  private async dashboard() {
    await request(
      this.user,
      'dashboard',
      'GET',
      `/api/users/${this.user.id}/projects?as=submitter&limit=4`,
    );
  }

  /** A developer opens a project they have not bid on and, if it is open, bids. */
  private async bid() {
    const candidates = this.seen.filter((id) => !this.bidOn.has(id));
    if (candidates.length === 0) return this.browse();
    const id = pick(candidates);
    this.bidOn.add(id);
    const project = json<DetailedProject>(
      await request(this.user, 'view project', 'GET', `/api/projects/${id}`),
    );
    if (!project || !['open', 'active'].includes(project.status)) return;
    if (project.bids.some((bid) => bid.finisherId === this.user.id)) return;
    await think();
    await request(this.user, 'bid', 'POST', `/api/projects/${id}/bids`, {
      amount: 300 + Math.floor(Math.random() * 40) * 50,
      timeline: 5 + Math.floor(Math.random() * 30),
      message: 'I can finish this with tests and documentation in small, reviewed steps.',
    });
  }

  /** A creator looks for an open project of theirs with bids and accepts one. */
  private async accept() {
    const mine = json<ListedProject[]>(
      await request(
        this.user,
        'accept: find bids',
        'GET',
        `/api/users/${this.user.id}/projects?as=submitter&hasBids=true&status=open,active&limit=20`,
      ),
    );
    if (!mine?.length) return;
    const project = json<DetailedProject>(
      await request(this.user, 'view project', 'GET', `/api/projects/${pick(mine).id}`),
    );
    const pending = project?.bids.filter((bid) => bid.status === 'pending') ?? [];
    if (pending.length === 0) return;
    await think();
    await request(this.user, 'accept', 'POST', `/api/bids/${pick(pending).id}/accept`);
  }
}

// ---------------------------------------------------------------- run
console.log(
  `${USERS} users (think ${THINK_MS} ms), ramp ${RAMP_MS / 1000} s, measured ${DURATION_MS / 1000} s`,
);
const loadStart = Date.now();
const until = loadStart + RAMP_MS + DURATION_MS;
const loops = people.map((user, index) =>
  sleep((RAMP_MS * index) / people.length).then(() => new VirtualUser(user).run(until)),
);
await sleep(RAMP_MS);
measuring = true;
const measuredFrom = performance.now();
const progress = setInterval(() => {
  const done = [...latencies.values()].reduce((sum, list) => sum + list.length, 0);
  const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `  ${Math.round((performance.now() - measuredFrom) / 1000)} s: ${done} requests, ${errorCount} errors`,
  );
}, 30_000);
await Promise.all(loops);
const measuredMs = performance.now() - measuredFrom;
measuring = false;
clearInterval(progress);
await server.stop();
agent.destroy();

// ---------------------------------------------------------------- report
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const row = (name: string, list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `| ${name} | ${list.length} | ${(list.length / (measuredMs / 1000)).toFixed(1)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(0)} |`;
};
const all = [...latencies.values()].flat();
const errorTotal = [...errors.values()].reduce((sum, n) => sum + n, 0);
console.log(
  `\nMachine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} at the end; Node ${process.version}\n`,
);
console.log('| requests | count | req/s | p50 ms | p99 ms | max ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
console.log(row('**all**', all));
for (const [action, list] of [...latencies.entries()].sort((a, b) => b[1].length - a[1].length)) {
  console.log(row(action, list));
}
console.log(`\nErrors: ${errorTotal}; business conflicts (409 on bid/accept): ${conflicts}`);
for (const [key, count] of errors) console.log(`  ${count} × ${key}`);
if (server.output().match(/"level":50/)) console.log('\nServer logged errors:\n' + server.output());
process.exit(errorTotal > 0 ? 1 : 0);
