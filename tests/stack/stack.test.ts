/**
 * `npm run test:stack`: the multi-instance recipe of docs/operations.md, run for real on loopback.
 * Caddy (deploy/Caddyfile) in front of INSTANCES serving app processes from the production build
 * (BACKGROUND_JOBS=false), one working instance outside the proxy that runs the background jobs,
 * on one PostgreSQL database of its own, one Redis, and an S3-compatible bucket
 * (tests/setup/s3-server.ts). It proves that requests spread over the instances, that a socket
 * held through the proxy gets the events made on another instance, that what a serving instance
 * enqueues (a repository to read) runs on the working one, and that a rolling restart of every
 * serving instance in turn, under steady load, fails no request and loses no event; and prints
 * the figures.
 *
 * Services: STACK_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres, a role that
 * may create databases) and STACK_REDIS_URL (default redis://127.0.0.1:6379); `caddy` on PATH.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RepoInsight } from '../../src/shared/contract/repo-insight.js';
import WebSocket from 'ws';
import { ensureBuild } from '../../scripts/build/ensure-build.mjs';
import type { ServerMessage } from '../../src/shared/contract/realtime.js';
import { DEMO_PASSWORD } from '../../src/server/seed/demo.js';
import { withAdminClient, withDatabase } from '../setup/golden-database.js';
import { buildRepository } from '../setup/git-repositories.js';
import { S3_TEST_CREDENTIALS, startS3Server, type TestS3Server } from '../setup/s3-server.js';
import { freePort, startPart, type Part } from '../setup/processes.js';

const POSTGRES_URL =
  process.env.STACK_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.STACK_REDIS_URL ?? 'redis://127.0.0.1:6379';
const INSTANCES = 2;
/** Caddy checks /readyz this often (deploy/Caddyfile); a stopping instance drains 4 checks. */
const DRAIN_MS = 1_000;
/** The steady load: GET loops, each pausing this long between requests, and one writer. */
const READERS = 3;
const READER_PAUSE_MS = 10;
const WRITER_PAUSE_MS = 40;
/** How soon the test's socket client reconnects after a close (the browser waits 1 s). */
const RECONNECT_MS = 100;

const run = randomBytes(4).toString('hex');
const databaseName = `finishline_stack_${run}`;
const databaseUrl = withDatabase(POSTGRES_URL, databaseName);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'finishline-stack-'));
const cleanups: (() => Promise<unknown> | unknown)[] = [];

let site = '';
let sharedEnv: Record<string, string> = {};
const ports: number[] = [];
const instances: Part[] = [];
/** The instance that runs the background jobs: outside the proxy, it takes no requests. */
let worker: Part;
let s3: TestS3Server;
let caddy: Part;
const t0 = performance.now();
const at = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const upstream = (index: number) => `127.0.0.1:${ports[index]}`;

/** Every request the test makes through the proxy: counted by the instance that answered. */
const tally = {
  requests: 0,
  errors: [] as string[],
  byUpstream: new Map<string, number>(),
};

async function send(url: string, init: RequestInit & { cookie?: string } = {}) {
  const { cookie, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('origin', site);
  if (cookie) headers.set('cookie', cookie);
  tally.requests += 1;
  try {
    const response = await fetch(`${site}${url}`, { ...rest, headers });
    const by = response.headers.get('x-finishline-upstream') ?? 'none';
    tally.byUpstream.set(by, (tally.byUpstream.get(by) ?? 0) + 1);
    if (!response.ok) {
      const body = (await response.clone().text()).slice(0, 200);
      tally.errors.push(
        `${at()} ${init.method ?? 'GET'} ${url}: ${response.status} from ${by} ${body}`,
      );
    }
    return { response, by };
  } catch (error) {
    tally.errors.push(`${at()} ${init.method ?? 'GET'} ${url}: ${(error as Error).message}`);
    return { response: null, by: 'none' };
  }
}

function startInstance(index: number): Part {
  return startPart(`instance ${index + 1}`, process.execPath, ['dist/server/main.js'], {
    ...sharedEnv,
    PORT: String(ports[index]),
    BACKGROUND_JOBS: 'false',
  });
}

beforeAll(async () => {
  const caddyVersion = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  if (caddyVersion.status !== 0)
    throw new Error('test:stack needs Caddy on PATH: apt-get install caddy (Debian), see .ci/run');
  const building = performance.now();
  ensureBuild();
  const buildMs = performance.now() - building;
  const starting = performance.now();

  await withAdminClient(POSTGRES_URL, (client) => client.query(`CREATE DATABASE ${databaseName}`));
  cleanups.push(() =>
    withAdminClient(POSTGRES_URL, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`),
    ),
  );
  s3 = await startS3Server('finishline-stack');
  cleanups.push(() => s3.close());

  const proxyPort = await freePort();
  for (let index = 0; index < INSTANCES; index += 1) ports.push(await freePort());
  site = `http://127.0.0.1:${proxyPort}`;
  sharedEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: site,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PAYMENTS_PROVIDER: 'sandbox',
    REDIS_URL,
    REDIS_KEY_PREFIX: `finishline-stack-${run}:`,
    // The load's one writer posts ~25 messages a second, past the default 120 a minute.
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    DATA_DIR: path.join(scratch, 'data'),
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    // The repository the test posts is a folder of this machine (file://).
    REPO_INSIGHT_ALLOW_LOCAL: 'true',
  };

  // Migrations and the demo accounts, once, with the seed command as an operator would.
  const seed = startPart('seed', process.execPath, ['dist/server/seed-cli.js', '--projects', '0'], {
    ...sharedEnv,
  });
  const seeded = await seed.exited;
  expect(seeded.code, seed.output()).toBe(0);
  const seedMs = performance.now() - starting;

  for (let index = 0; index < INSTANCES; index += 1) instances.push(startInstance(index));
  worker = startPart('worker', process.execPath, ['dist/server/main.js'], {
    ...sharedEnv,
    PORT: String(await freePort()),
  });
  cleanups.push(() => Promise.all([...instances, worker].map((part) => part.stop())));
  const ready = await Promise.all(
    [...instances, worker].map((part) => part.waitForOutput(/Finishline is ready[^\n]*/)),
  );
  for (const [line] of ready.slice(0, INSTANCES))
    expect(line).toContain('background jobs left to the other instances');
  expect(ready[INSTANCES]![0]).not.toContain('background jobs left');

  caddy = startPart(
    'caddy',
    'caddy',
    ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
    {
      FINISHLINE_SITE: site,
      FINISHLINE_UPSTREAMS: ports.map((_, index) => upstream(index)).join(' '),
      CADDY_ADMIN: 'off',
      XDG_CONFIG_HOME: path.join(scratch, 'caddy-config'),
      XDG_DATA_HOME: path.join(scratch, 'caddy-data'),
    },
  );
  cleanups.push(() => caddy.stop());
  await vi.waitFor(
    async () => {
      const ready = await fetch(`${site}/readyz`);
      if (!ready.ok) throw new Error(`proxy: ${ready.status}`);
    },
    { timeout: 15_000, interval: 50 },
  );
  console.log(
    `stack: ${INSTANCES} serving instances and a working one (production build${buildMs > 1000 ? `, built in ${Math.round(buildMs)} ms` : ''}) ` +
      `behind Caddy ${caddyVersion.stdout.trim().split(/\s+/)[0]} at ${site}, up in ${Math.round(performance.now() - starting)} ms ` +
      `(migrations and demo data ${Math.round(seedMs)} ms); load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(scratch, { recursive: true, force: true });
}, 60_000);

/** Maya (a creator) and Sam (a developer with an accepted bid on her project), and their thread. */
async function conversation() {
  const signIn = async (email: string) => {
    const { response } = await send('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    const user = (await response!.json()) as { id: number };
    return { id: user.id, cookie: firstCookie(response!) };
  };
  const maya = await signIn('maya@demo.finishline.dev');
  const sam = await signIn('sam@demo.finishline.dev');
  const bids = await send(`/api/users/${sam.id}/bids`, { cookie: sam.cookie });
  const bid = ((await bids.response!.json()) as { id: number; status: string }[]).find(
    (b) => b.status === 'accepted',
  )!;
  const channel = await send(`/api/bids/${bid.id}/conversations`, {
    method: 'POST',
    cookie: maya.cookie,
  });
  const threadId = ((await channel.response!.json()) as { threads: { id: number }[] }).threads[0]!
    .id;
  return { maya, sam, threadId };
}

async function postMessage(
  from: { cookie: string },
  threadId: number,
  content: string,
): Promise<{ id: number | null; by: string }> {
  const { response, by } = await send(`/api/threads/${threadId}/messages`, {
    method: 'POST',
    cookie: from.cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  if (response?.status !== 201) return { id: null, by };
  return { id: ((await response.json()) as { id: number }).id, by };
}

/**
 * A user's socket through the proxy, as the web app holds it: reconnects after a close, and on
 * each `auth_success` (every reconnect) fetches the thread's latest messages, as the app
 * refetches its screens. A message is received if it came either way.
 */
function listener(user: { id: number; cookie: string }, threadId: number) {
  const live = new Set<number>();
  const recovered = new Set<number>();
  let socket: WebSocket | null = null;
  let authenticated = false;
  let closing = false;
  let reconnects = 0;
  const refused: string[] = [];

  const catchUp = async () => {
    const { response } = await send(`/api/threads/${threadId}/messages?limit=100`, {
      cookie: user.cookie,
    });
    if (!response?.ok) return;
    for (const message of (await response.json()) as { id: number }[]) recovered.add(message.id);
  };
  const connect = () => {
    authenticated = false;
    const current = new WebSocket(`${site.replace(/^http/, 'ws')}/ws`, {
      headers: { cookie: user.cookie },
      origin: site,
    });
    socket = current;
    current.on('open', () => current.send(JSON.stringify({ type: 'auth', userId: user.id })));
    current.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.type === 'auth_success') {
        authenticated = true;
        void catchUp();
      }
      if (message.type === 'new_message' && message.thread.id === threadId)
        live.add(message.message.id);
    });
    current.on('error', (error) => refused.push(error.message));
    current.on('close', () => {
      if (closing || socket !== current) return;
      reconnects += 1;
      setTimeout(connect, RECONNECT_MS);
    });
  };
  connect();
  return {
    live,
    recovered,
    refused,
    reconnects: () => reconnects,
    ready: () =>
      vi.waitFor(
        () => {
          if (!authenticated) throw new Error('socket not authenticated yet');
        },
        { timeout: 10_000, interval: 10 },
      ),
    close() {
      closing = true;
      socket?.close();
    },
  };
}

describe.sequential('several instances behind Caddy', () => {
  let people: Awaited<ReturnType<typeof conversation>>;

  it('spreads requests over the instances', async () => {
    people = await conversation();
    const before = new Map(tally.byUpstream);
    const count = 60;
    for (let index = 0; index < count; index += 1) await send('/api/projects?limit=5');
    const spread = ports.map(
      (_, index) =>
        (tally.byUpstream.get(upstream(index)) ?? 0) - (before.get(upstream(index)) ?? 0),
    );
    console.log(`stack: ${count} requests through the proxy, per instance: ${spread.join(' / ')}`);
    expect(tally.errors).toEqual([]);
    // One request at a time, so the fewest-in-flight ties every time and Caddy draws at random:
    // each instance takes about half (below a quarter: 4 standard deviations off).
    for (const served of spread) expect(served).toBeGreaterThanOrEqual(count / INSTANCES / 2);
  });

  it('keeps uploads in the shared bucket, readable whichever instance took them', async () => {
    const image = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(image)]), 'me.png');
    const { response } = await send(`/api/users/${people.sam.id}/profile`, {
      method: 'PATCH',
      cookie: people.sam.cookie,
      body: form,
    });
    expect(response?.status).toBe(200);
    const { avatarUrl, username } = (await response!.json()) as {
      avatarUrl: string;
      username: string;
    };
    expect(avatarUrl.startsWith(`${s3.endpoint}/${s3.bucket}/avatars/`)).toBe(true);
    const stored = await fetch(avatarUrl);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');
    // Every instance, asked directly, shows the same file.
    for (let index = 0; index < INSTANCES; index += 1) {
      const profile = await fetch(`http://${upstream(index)}/api/developers/${username}`);
      expect(((await profile.json()) as { avatarUrl: string }).avatarUrl).toBe(avatarUrl);
    }
  });

  it('pushes to a socket held through the proxy the events made on every instance', async () => {
    const sam = listener(people.sam, people.threadId);
    try {
      await sam.ready();
      // Maya writes once to each instance directly: whichever holds Sam's socket, one of the
      // messages was made on another instance and reached it through PostgreSQL.
      const posted: { id: number; on: string }[] = [];
      for (let index = 0; index < INSTANCES; index += 1) {
        const response = await fetch(
          `http://${upstream(index)}/api/threads/${people.threadId}/messages`,
          {
            method: 'POST',
            headers: {
              cookie: people.maya.cookie,
              origin: site,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ content: `Made on instance ${index + 1}` }),
          },
        );
        expect(response.status).toBe(201);
        posted.push({ id: ((await response.json()) as { id: number }).id, on: upstream(index) });
      }
      await vi.waitFor(() => expect(posted.filter(({ id }) => sam.live.has(id))).toEqual(posted), {
        timeout: 5_000,
        interval: 10,
      });
      console.log(
        `stack: a socket through the proxy got the messages made on ${posted.map(({ on }) => on).join(' and ')}`,
      );
    } finally {
      sam.close();
    }
  });

  it('leaves the background jobs to the working instance: a repository posted is read there', async () => {
    const repository = await buildRepository(path.join(scratch, 'repositories', 'ledger'), [
      {
        files: {
          'README.md': '# Ledger\n\n- [x] Parse the journal\n- [ ] Print the balance sheet\n',
          'src/ledger.ts': '// TODO: round to the currency\nexport const total = 0;\n',
        },
        at: new Date(Date.now() - 86_400_000),
      },
    ]);
    const { response } = await send('/api/projects', {
      method: 'POST',
      cookie: people.maya.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ledger printer',
        description: 'A journal parser that still needs its balance sheet printed.',
        techStack: ['TypeScript'],
        codeLink: `file://${repository}`,
        timeframe: '2 weeks',
      }),
    });
    expect(response?.status).toBe(201);
    const project = (await response!.json()) as { id: number };
    await vi.waitFor(
      async () => {
        const read = await send(`/api/projects/${project.id}/insight`, {
          cookie: people.maya.cookie,
        });
        const insight = (await read.response!.json()) as RepoInsight;
        expect(insight).toMatchObject({
          status: 'ready',
          todos: { count: 1 },
          checklist: { open: 1, done: 1 },
        });
      },
      { timeout: 30_000, interval: 100 },
    );
    const [snapshotJob] = await jobsRun(`payload->>'projectId' = '${project.id}'`);
    expect(snapshotJob?.locked_by).toContain(`:${worker.child.pid}:`);
  });

  it('restarts every instance in turn under steady load: no request fails, no event is lost', async () => {
    const errorsBefore = tally.errors.length;
    const requestsBefore = tally.requests;
    const sam = listener(people.sam, people.threadId);
    // Closed below; also here, should the test fail first (its reconnects would go on).
    cleanups.push(() => sam.close());
    await sam.ready();
    const sent: number[] = [];
    let stopLoad = false;
    const started = performance.now();

    const readers = Array.from({ length: READERS }, async (_, reader) => {
      const paths = ['/api/projects?limit=5', '/api/developers?limit=5', '/'];
      for (let n = 0; !stopLoad; n += 1) {
        await send(paths[(n + reader) % paths.length]!);
        await pause(READER_PAUSE_MS);
      }
    });
    const writer = (async () => {
      for (let n = 0; !stopLoad; n += 1) {
        const { id } = await postMessage(people.maya, people.threadId, `Steady message ${n}`);
        if (id !== null) sent.push(id);
        await pause(WRITER_PAUSE_MS);
      }
    })();

    const restarts: string[] = [];
    // The load runs a moment on the whole stack first, then each instance goes down and up.
    await pause(500);
    for (let index = 0; index < INSTANCES; index += 1) {
      const signalled = performance.now();
      const stopped = await instances[index]!.stop();
      expect(stopped, instances[index]!.output()).toEqual({ code: 0, signal: null });
      const down = performance.now();
      instances[index] = startInstance(index);
      const [, startMs] = await instances[index]!.waitForOutput(
        /Finishline is ready .*started in (\d+) ms/,
      );
      const listening = performance.now();
      // Back in service once the proxy sends the load's requests to it again.
      const servedBefore = tally.byUpstream.get(upstream(index)) ?? 0;
      await vi.waitFor(
        () => {
          if ((tally.byUpstream.get(upstream(index)) ?? 0) <= servedBefore)
            throw new Error(`${upstream(index)} not serving again yet`);
        },
        { timeout: 10_000, interval: 10 },
      );
      restarts.push(
        `${at()}: ${upstream(index)} drained and stopped in ${Math.round(down - signalled)} ms, ` +
          `listening again ${Math.round(listening - down)} ms later (${startMs} ms of it from ` +
          `reading its settings), serving through Caddy ${Math.round(performance.now() - listening)} ms after that`,
      );
    }
    await pause(500);
    stopLoad = true;
    await Promise.all([...readers, writer]);
    const seconds = (performance.now() - started) / 1000;

    // Every message the writer was told was stored reaches Sam, live or on reconnecting.
    await vi.waitFor(
      () => {
        if (!sent.every((id) => sam.live.has(id) || sam.recovered.has(id)))
          throw new Error('messages still on their way');
      },
      { timeout: 5_000, interval: 20 },
    );
    sam.close();
    const lost = sent.filter((id) => !sam.live.has(id) && !sam.recovered.has(id));
    const live = sent.filter((id) => sam.live.has(id)).length;
    const stored = await withAdminClient(databaseUrl, async (client: pg.Client) => {
      const result = await client.query<{ count: number }>(
        `select count(*)::int as count from messages where thread_id = $1 and content like 'Steady message %'`,
        [people.threadId],
      );
      return result.rows[0]!.count;
    });

    const requests = tally.requests - requestsBefore;
    const errors = tally.errors.slice(errorsBefore);
    console.log(
      [
        `stack: rolling restart of ${INSTANCES} instances under load, ${seconds.toFixed(1)} s:`,
        ...restarts.map((line) => `  ${line}`),
        `  requests: ${requests} (${Math.round(requests / seconds)} a second; ${READERS} readers, 1 writer)`,
        `  spread over the whole run: ${ports
          .map((_, index) => `${upstream(index)} ${tally.byUpstream.get(upstream(index)) ?? 0}`)
          .join(', ')}`,
        `  errors during the restarts: ${errors.length}${errors.length ? ` (${errors.slice(0, 5).join('; ')})` : ''}`,
        `  messages posted: ${sent.length}, stored: ${stored}; pushed live: ${live}, ` +
          `fetched on reconnecting: ${sent.length - live - lost.length}; socket reconnects: ${sam.reconnects()}`,
        `  events lost: ${lost.length}`,
      ].join('\n'),
    );
    if (errors.length) {
      // What Caddy's health checks saw, for the cause (a refused connection is the restart).
      const health = caddy
        .output()
        .split('\n')
        .filter((line) => /health_checker/.test(line) && !/connection refused/.test(line));
      console.log(`caddy's health checks:\n${health.slice(-30).join('\n')}`);
    }
    expect(errors).toEqual([]);
    expect(sam.refused).toEqual([]);
    expect(stored).toBe(sent.length);
    expect(lost).toEqual([]);
    expect(sam.reconnects()).toBeGreaterThanOrEqual(1);
  });
  it('ran every background job on the working instance, none on the serving ones', async () => {
    const ran = await jobsRun('true');
    const byRunner = new Map<string, number>();
    for (const { locked_by } of ran) {
      const pid = Number(locked_by.split(':')[1]);
      const who = pid === worker.child.pid ? 'worker' : `pid ${pid}`;
      byRunner.set(who, (byRunner.get(who) ?? 0) + 1);
    }
    console.log(
      `stack: ${ran.length} background jobs ran: ${[...byRunner].map(([who, n]) => `${n} on ${who}`).join(', ')}`,
    );
    expect(ran.length).toBeGreaterThan(0);
    expect([...byRunner.keys()]).toEqual(['worker']);
  });
});

/** The jobs that ran (done or failed, or retried after a run) matching `where`, and who ran them. */
function jobsRun(where: string) {
  return withAdminClient(databaseUrl, async (client: pg.Client) => {
    const result = await client.query<{ name: string; locked_by: string }>(
      `select name, locked_by from jobs where locked_by is not null and (${where}) order by id`,
    );
    return result.rows;
  });
}

/** The first `name=value` of a response's Set-Cookie headers, as a Cookie header. */
function firstCookie(response: Response): string {
  const [cookie] = response.headers.getSetCookie();
  if (!cookie) throw new Error(`no cookie set (status ${response.status})`);
  return cookie.split(';')[0]!;
}
