/**
 * `npm run bench:insight [-- --files 2000 --megabytes 20 --runs 10 --loose --api --rate 1000 --worker]`
 *
 * Repository snapshots (issue 38): a repository of `files` files and about `megabytes` MB of
 * text (TypeScript with TODOs, tests, a package.json, a history of 30 commits), served over
 * smart HTTP (git http-backend) on loopback, packed as a host keeps its repositories (`--loose`:
 * as committed, so the server computes every delta on every fetch). Reports:
 * - end to end: the safe fetch (ls-remote, the shallow fetch, the commits-only fetch) and the
 *   analysis, `runs` times (p50, p95);
 * - the unchanged commit: one `git ls-remote` (p50, p95), what a refresh costs when nothing moved;
 * - the analysis's peak memory: the maximum resident set of a process that only fetches and
 *   analyses (the git processes are apart), not of this one, which built the repository;
 * - with `--api` (PostgreSQL at `--url`): the real server's p99 for project reads, 8 at a time,
 *   alone, while 20 projects without code links are posted at once (the control: what posting
 *   costs by itself), and while 20 with code links are posted and read; as fast as the
 *   connections go (the server saturated: what is measured is the CPU the burst leaves), or at
 *   `--rate` requests a second (a server with room, as a person meets it). With `--worker`, the
 *   measured server serves only (BACKGROUND_JOBS=false) and a second one runs the jobs, as
 *   docs/operations.md's serving and working instances; it stands for a machine elsewhere, so it
 *   only gets the CPU nothing here wants (SCHED_IDLE), as the repositories' host does.
 */
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import {
  APART_HEAP_MB,
  DEFAULT_FETCH_LIMITS,
  pinRemote,
  remoteHead,
  withFetchedRepository,
} from '../../src/server/core/git/index.js';
import { analyzeRepository } from '../../src/server/features/repo-insight/analyze-repository.js';
import { openDatabase } from '../../src/server/db/client.js';
import {
  addCommit,
  buildRepository,
  git,
  serveSmartHttp,
} from '../../tests/setup/git-repositories.js';
import { ensureBuild } from '../build/ensure-build.mjs';
import { percentile, recreateDatabase } from './bench-support.js';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '2000' },
    megabytes: { type: 'string', default: '20' },
    runs: { type: 'string', default: '10' },
    loose: { type: 'boolean', default: false },
    api: { type: 'boolean', default: false },
    // Requests a second for --api's reads; 0: as fast as 8 connections go (the server saturated).
    rate: { type: 'string', default: '0' },
    // --api: the measured server leaves the jobs to a second server (serving and working instances).
    worker: { type: 'boolean', default: false },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/finishline_bench_insight' },
    // Internal: fetch and analyse `link` once, print the peak memory, exit (see below).
    // Internal: serve the repositories under a folder over smart HTTP until killed.
    serve: { type: 'string' },
  },
});

if (values.serve) {
  const serving = await serveSmartHttp(values.serve);
  console.log(`SERVING ${serving.url('')}`);
  await new Promise(() => {});
}

const FILES = Number(values.files);
const BYTES = Number(values.megabytes) * 1024 * 1024;
const RUNS = Number(values.runs);

const scratch = await mkdtemp(path.join(os.tmpdir(), 'insight-bench-'));
const served = path.join(scratch, 'served');
const workRoot = path.join(scratch, 'work');
const options = { allowLocal: true, workRoot };

/** A file of text that compresses like code does (not random bytes, not one repeated line). */
function sourceFile(index: number, size: number): string {
  const lines: string[] = [];
  let length = 0;
  for (let line = 0; length < size; line += 1) {
    const text =
      line % 40 === 0
        ? `// TODO: finish part ${index}.${line}`
        : `export const value${index}_${line} = ${(index * 7919 + line * 104_729) % 1_000_003};`;
    lines.push(text);
    length += text.length + 1;
  }
  return lines.join('\n') + '\n';
}

const started = Date.now();
const perFile = Math.floor(BYTES / FILES);
const files: Record<string, string> = {
  'package.json': JSON.stringify({ devDependencies: { vitest: '^4.0.0', typescript: '^5.9.0' } }),
  'README.md': '# Bench\n\n- [x] One\n- [ ] Two\n',
};
for (let index = 0; index < FILES - 2; index += 1) {
  const folder = `src/module${index % 50}`;
  const name = index % 10 === 0 ? `file${index}.test.ts` : `file${index}.ts`;
  files[`${folder}/${name}`] = sourceFile(index, perFile);
}
const DAY = 86_400_000;
const repository = await buildRepository(path.join(served, 'bench'), [
  { files, at: new Date(Date.now() - 60 * DAY) },
]);
for (let commit = 1; commit < 30; commit += 1) {
  await addCommit(repository, {
    files: { [`src/module0/change${commit}.ts`]: sourceFile(commit, 200) },
    at: new Date(Date.now() - (60 - commit * 2) * DAY),
  });
}
// Hosts serve from packs (GitHub, GitLab and Gitea repack as pushes come); a repository of loose
// objects makes the server compute every delta again on each fetch: seconds of its CPU, not ours.
if (!values.loose) await git(repository, ['repack', '-a', '-d', '-q']);
const server = await serveSmartHttp(served);
const link = server.url('bench');
console.log(
  `Built ${FILES} files, ~${values.megabytes} MB, 30 commits in ${Date.now() - started} ms, ` +
    (values.loose ? 'served as loose objects' : 'served packed'),
);

const endToEnd: number[] = [];
let facts: Awaited<ReturnType<typeof analyzeRepository>> | null = null;
for (let run = 0; run < RUNS; run += 1) {
  const begin = performance.now();
  await remoteHead(link, options);
  facts = await withFetchedRepository(link, options, (repo) => analyzeRepository(repo, new Date()));
  endToEnd.push(performance.now() - begin);
}
const unchanged: number[] = [];
for (let run = 0; run < RUNS * 2; run += 1) {
  const begin = performance.now();
  await remoteHead(link, options);
  unchanged.push(performance.now() - begin);
}
endToEnd.sort((a, b) => a - b);
unchanged.sort((a, b) => a - b);
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  `Facts: ${facts!.files} files, ${facts!.lines} lines, ${facts!.tests.files} test files, ` +
    `${facts!.todos.count} TODOs, ${facts!.commits90d} commits in 90 days`,
);
console.log(
  `End to end (${RUNS} runs): p50 ${ms(percentile(endToEnd, 50))}, p95 ${ms(percentile(endToEnd, 95))}`,
);
console.log(
  `Unchanged commit, one ls-remote (${RUNS * 2} runs): p50 ${ms(percentile(unchanged, 50))}, p95 ${ms(percentile(unchanged, 95))}`,
);
console.log(`Peak memory of the analysis: ${Math.round((await analysisPeakKb(link)) / 1024)} MB`);
if (values.api) await measureApi();
await server.close();
await rm(scratch, { recursive: true, force: true });

/**
 * One fetch and analysis by the server's own analysis process (the build's repo-analysis.js,
 * started as core/git's runApart starts it, its git processes apart): its maximum resident set in
 * KB, which a hook loaded before it prints as it exits.
 */
async function analysisPeakKb(target: string): Promise<number> {
  ensureBuild();
  const workRoot = await mkdtemp(path.join(os.tmpdir(), 'insight-bench-once-'));
  const request = {
    remote: await pinRemote(target, { allowLocal: true }),
    workRoot,
    limits: DEFAULT_FETCH_LIMITS,
    now: new Date().toISOString(),
  };
  const printPeak =
    "process.on('exit', () => process.stderr.write('PEAK ' + process.resourceUsage().maxRSS + '\\n'))";
  const child = spawn(
    process.execPath,
    [
      `--max-old-space-size=${APART_HEAP_MB}`,
      '--import',
      `data:text/javascript,${encodeURIComponent(printPeak)}`,
      'dist/server/repo-analysis.js',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  child.stdin!.end(JSON.stringify(request));
  const [[answer], [peak]] = await Promise.all([
    linesOf(child.stdout!, /^(\{.*\})$/),
    linesOf(child.stderr!, /^PEAK (\d+)/),
  ]);
  await rm(workRoot, { recursive: true, force: true });
  const read = JSON.parse(answer!) as { commit?: string; message?: string };
  if (!read.commit) throw new Error(`the analysis read nothing: ${read.message ?? answer}`);
  return Number(peak);
}

/** The groups of the first line of `child`'s output that `pattern` matches. */
async function linesOf(input: NodeJS.ReadableStream, pattern: RegExp): Promise<string[]> {
  for await (const line of createInterface({ input })) {
    const match = pattern.exec(line);
    if (match) return match.slice(1);
  }
  throw new Error(`no line matched ${pattern}`);
}

/**
 * The real server (scripts/bench/bench-server.ts: production settings, its job worker on, local
 * code links allowed) on a fresh PostgreSQL database with 200 listed projects. Project reads
 * (the first page and details), 8 at a time for `seconds`: once alone, once while 20 owners each
 * post a project whose code link is a repository of its own (the bench's, cloned), which the
 * server then fetches and reads, two at a time.
 */
async function measureApi() {
  const SECRET = 'insight-bench-secret-that-is-long-enough-for-the-config';
  const OWNERS = 20;
  const seconds = 20;
  await recreateDatabase(values.url!);
  const handle = await openDatabase({ kind: 'postgres', url: values.url! });
  await handle.migrate();
  await handle.close();
  const client = new pg.Client({ connectionString: values.url });
  await client.connect();
  await client.query(
    `insert into users (username, email, password_hash, role)
     select 'owner' || g, 'owner' || g || '@bench.test', 'unused', 'creator'
     from generate_series(1, $1) g`,
    [OWNERS],
  );
  await client.query(
    `insert into projects (name, description, submitter_id)
     select 'Listed project ' || g, 'A project already listed, long enough for the rules.',
            (select id from users where username = 'owner' || (1 + g % $1))
     from generate_series(1, 200) g`,
    [OWNERS],
  );
  const sessionId = (token: string) =>
    createHmac('sha256', SECRET).update(token).digest('base64url');
  await client.query(
    `insert into sessions (id, user_id, expires_at)
     select * from unnest($1::text[], (select array_agg(id order by id) from users), $2::timestamptz[])`,
    [
      Array.from({ length: OWNERS }, (_, n) => sessionId(`token-${n + 1}`)),
      Array.from({ length: OWNERS }, () => new Date(Date.now() + 86_400_000)),
    ],
  );
  const ids = (await client.query<{ id: number }>('select id from projects order by id')).rows.map(
    (row) => row.id,
  );
  for (let n = 1; n <= OWNERS; n += 1) {
    await git(served, ['clone', '--bare', '--quiet', path.join(served, 'bench'), `copy${n}`]);
  }

  // The repositories' host in a process of its own, as a remote host would be: its work (git
  // http-backend packing and streaming) must not slow this process's load generator. It stands
  // for a machine elsewhere, so it only gets the CPU nothing here wants (SCHED_IDLE): the figure
  // is what the analyses cost this server, not what serving the repositories costs a host.
  const host = spawn(
    'chrt',
    ['--idle', '0', process.execPath, ...process.execArgv, process.argv[1]!, '--serve', served],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [hostUrl] = await linesOf(host.stdout!, /^SERVING (\S+)/);
  const serverEnv = {
    ...process.env,
    DATABASE_URL: values.url,
    LIST_CACHE_MS: '0',
    BENCH_SESSION_SECRET: SECRET,
    REPO_INSIGHT_ALLOW_LOCAL: 'true',
  };
  const serverArgs = ['--import', 'tsx', 'scripts/bench/bench-server.ts'];
  const child = spawn(process.execPath, serverArgs, {
    env: { ...serverEnv, ...(values.worker && { BACKGROUND_JOBS: 'false' }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [base = ''] = await linesOf(child.stdout!, /^LISTENING (\S+)/);
  const worker = values.worker
    ? spawn('chrt', ['--idle', '0', process.execPath, ...serverArgs], {
        env: serverEnv,
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : null;
  if (worker) await linesOf(worker.stdout!, /^LISTENING (\S+)/);
  const load = () =>
    autocannon({
      url: base,
      connections: 8,
      duration: seconds,
      ...(Number(values.rate) > 0 && { overallRate: Number(values.rate) }),
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path:
              Math.random() < 0.5
                ? '/api/projects'
                : `/api/projects/${ids[Math.floor(Math.random() * ids.length)]}`,
          }),
        },
      ],
    });
  await autocannon({ url: `${base}/api/projects`, connections: 8, duration: 3 });
  const alone = await load();

  /**
   * Reads while the 20 owners each post a project at once: with code links (the snapshots) or
   * without (the control: what posting 20 projects costs the reads by itself).
   */
  const underBurst = async (withCode: boolean) => {
    const during = load();
    const posted = Date.now();
    const answers = await Promise.all(
      Array.from({ length: OWNERS }, (_, n) =>
        fetch(`${base}/api/projects`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `__Host-finishline_session=token-${n + 1}`,
          },
          body: JSON.stringify({
            name: `Posted ${withCode ? 'with' : 'without'} its code ${n + 1}`,
            description: 'A project posted for the snapshot benchmark, long enough for the rules.',
            techStack: ['TypeScript'],
            ...(withCode && { codeLink: `${hostUrl}copy${n + 1}` }),
            timeframe: '2 weeks',
          }),
        }),
      ),
    );
    const answeredIn = Date.now() - posted;
    const refused = answers.filter((answer) => answer.status !== 201);
    if (refused.length > 0) throw new Error(`posting refused: ${await refused[0]!.text()}`);
    let readyAfter = NaN;
    for (;;) {
      const { rows } = await client.query<{ left: number }>(
        `select count(*)::int as left from repo_insights where status = 'pending'`,
      );
      if (rows[0]!.left === 0) {
        readyAfter = Date.now() - posted;
        break;
      }
      if (Date.now() - posted > 120_000) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { result: await during, readyAfter, answeredIn };
  };
  const { result: control, answeredIn: controlAnsweredIn } = await underBurst(false);
  const { result: busy, readyAfter, answeredIn } = await underBurst(true);
  // Once every snapshot is read: the same reads, whose pages now show the snapshots' facts.
  const after = await load();
  const states = (
    await client.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from repo_insights group by status',
    )
  ).rows;
  child.kill('SIGTERM');
  worker?.kill('SIGTERM');
  host.kill('SIGTERM');
  await client.end();
  const p99 = (result: Result) => result.latency.p99;
  const figure = (result: Result) =>
    `p99 ${p99(result)} ms (${Math.round(result.requests.average)} req/s, ` +
    `${result.errors + result.non2xx} errors)`;
  const change = (from: Result, to: Result) =>
    `${p99(to) >= p99(from) ? '+' : ''}${Math.round(((p99(to) - p99(from)) / p99(from)) * 100)}%`;
  console.log(
    `API${worker ? ' (serving only, the jobs on a working instance)' : ''}, ` +
      `project reads 8 at a time for ${seconds} s: alone ${figure(alone)}; ` +
      `while 20 projects without code links are posted (all answered in ${controlAnsweredIn} ms) ` +
      `${figure(control)}, ` +
      `${change(alone, control)}; while 20 with code links are posted (answered in ${answeredIn} ms) and read ` +
      `${figure(busy)}, ${change(alone, busy)}. What the snapshots add to posting: ` +
      `${change(control, busy)}; after, with the snapshots read, ${figure(after)}`,
  );
  console.log(
    `The 20 snapshots: ${states.map((row) => `${row.n} ${row.status}`).join(', ')}, ` +
      `all read ${Number.isNaN(readyAfter) ? 'not within 120 s' : `${(readyAfter / 1000).toFixed(1)} s after posting`}`,
  );
}
