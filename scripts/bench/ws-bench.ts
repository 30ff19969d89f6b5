/**
 * `npm run bench:ws [-- --sockets 10000 --rate 100 --duration 20]`
 *
 * One app instance (a child process, on PostgreSQL) holds `sockets` authenticated WebSockets while
 * `rate` messages per second are posted through the API, each to a conversation whose recipient
 * has one of those sockets open. Measures fan-out latency from the moment the POST is sent to the
 * moment the recipient's socket receives `new_message` (p50, p99, max, lost), and the server's
 * memory per socket (RSS and heap after a full GC, before and after connecting).
 */
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase } from '../../src/server/db/client.js';
import { percentile, recreateDatabase } from './bench-support.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/finishline_ws_bench' },
    sockets: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '20' },
    conversations: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '3' },
  },
});
const SOCKETS = Number(values.sockets);
const RATE = Number(values.rate);
const DURATION_S = Number(values.duration);
const WARMUP_S = Number(values.warmup);
const PAIRS = Math.min(Number(values.conversations), SOCKETS);
const SECRET = 'ws-bench-secret-that-is-long-enough-for-the-config';
const sessionId = (token: string) => createHmac('sha256', SECRET).update(token).digest('base64url');

// A fresh database every run: the numbers then never depend on an earlier run's leftovers.
await recreateDatabase(values.url);
const handle = await openDatabase({ kind: 'postgres', url: values.url });
await handle.migrate();
await handle.close();
const setup = new pg.Client({ connectionString: values.url });
await setup.connect();
const q = (text: string, params: unknown[] = []) => setup.query(text, params);
console.error(`Preparing ${SOCKETS} developers, ${PAIRS} conversations…`);
await q(
  `insert into users (username, email, password_hash, role)
  select 'dev' || g, 'dev' || g || '@bench.test', 'unused', 'developer' from generate_series(1, $1) g`,
  [SOCKETS],
);
await q(
  `insert into users (username, email, password_hash, role)
  select 'owner' || g, 'owner' || g || '@bench.test', 'unused', 'creator' from generate_series(1, $1) g`,
  [PAIRS],
);
await q(
  `insert into projects (name, description, submitter_id)
  select 'Bench project ' || g, 'A project for the socket benchmark, long enough for the rules.',
         (select id from users where username = 'owner' || g)
  from generate_series(1, $1) g`,
  [PAIRS],
);
await q(
  `insert into bids (project_id, finisher_id, amount, timeline, message)
  select p.id, (select id from users where username = 'dev' || g), 100, 7, 'A bid to start a conversation.'
  from generate_series(1, $1) g join projects p on p.name = 'Bench project ' || g`,
  [PAIRS],
);
await q(`insert into conversation_channels (project_id, creator_id, developer_id, bid_id)
  select b.project_id, p.submitter_id, b.finisher_id, b.id from bids b join projects p on p.id = b.project_id`);
await q(
  `insert into conversation_threads (channel_id, title) select id, 'General' from conversation_channels`,
);
const userIds = new Map<string, number>(
  (await q(`select id, username from users`)).rows.map((r: { id: number; username: string }) => [
    r.username,
    r.id,
  ]),
);
const expires = new Date(Date.now() + 24 * 3600 * 1000);
const names = [...userIds.keys()];
for (let i = 0; i < names.length; i += 1000) {
  const batch = names.slice(i, i + 1000);
  await q(
    `insert into sessions (id, user_id, expires_at) select * from unnest($1::text[], $2::int[], $3::timestamptz[])`,
    [
      batch.map((n) => sessionId(`token-${n}`)),
      batch.map((n) => userIds.get(n)),
      batch.map(() => expires),
    ],
  );
}
const threads = (
  await q(`select t.id as thread, c.developer_id as dev, u.username as owner
           from conversation_threads t join conversation_channels c on c.id = t.channel_id
           join users u on u.id = c.creator_id order by t.id`)
).rows as { thread: number; dev: number; owner: string }[];
await setup.end();

const server = spawn(
  process.execPath,
  ['--expose-gc', '--import', 'tsx', 'scripts/bench/bench-server.ts'],
  {
    env: {
      ...process.env,
      DATABASE_URL: values.url,
      BENCH_SESSION_SECRET: SECRET,
      BENCH_POOL_SIZE: '10',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let baseUrl = '';
for await (const line of createInterface({ input: server.stdout! })) {
  const match = /^LISTENING (\S+)/.exec(line);
  if (match) {
    baseUrl = match[1]!;
    break;
  }
}
if (!baseUrl) throw new Error('the bench server did not start');
const memory = async () =>
  (await (await fetch(`${baseUrl}/api/bench/memory`)).json()) as {
    rss: number;
    heapUsed: number;
    external: number;
    sockets: number;
  };

try {
  const before = await memory();
  const pending = new Map<string, number>();
  const slow: string[] = [];
  const benchStart = performance.now();
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  const connectStarted = performance.now();
  const connect = (username: string, userId: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, {
        headers: { cookie: `__Host-finishline_session=token-${username}` },
      });
      sockets.push(socket);
      socket.on('error', reject);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', userId })));
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw));
        if (message.type === 'auth_success') resolve();
        if (message.type === 'new_message') {
          const sentAt = pending.get(message.message.content);
          if (sentAt !== undefined) {
            latencies.push(performance.now() - sentAt);
            if (performance.now() - sentAt > 100) {
              slow.push(
                `${((sentAt - benchStart) / 1000).toFixed(2)}s:${(performance.now() - sentAt).toFixed(0)}ms`,
              );
            }
            pending.delete(message.message.content);
          }
        }
      });
    });
  const developers = names.filter((n) => n.startsWith('dev'));
  for (let i = 0; i < developers.length; i += 250) {
    await Promise.all(developers.slice(i, i + 250).map((n) => connect(n, userIds.get(n)!)));
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const after = await memory();
  console.error(`${after.sockets} sockets authenticated in ${connectSeconds.toFixed(1)} s`);

  let failed = 0;
  /** Posts `count` messages at RATE per second; `measure` false is the warm-up (not recorded). */
  const sendAtRate = (count: number, label: string, measure: boolean) =>
    new Promise<void>((resolve) => {
      let sent = 0;
      const started = performance.now();
      const tick = setInterval(() => {
        // Catch up to the schedule: `rate` per second whatever the timer's jitter.
        const due = Math.min(count, Math.floor(((performance.now() - started) / 1000) * RATE));
        for (; sent < due; sent += 1) {
          const pair = threads[sent % threads.length]!;
          const content = `${label} ${sent}`;
          if (measure) pending.set(content, performance.now());
          fetch(`${baseUrl}/api/threads/${pair.thread}/messages`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie: `__Host-finishline_session=token-${pair.owner}`,
            },
            body: JSON.stringify({ content }),
          })
            .then((response) => {
              if (response.status !== 201) failed += 1;
              return response.arrayBuffer();
            })
            .catch(() => (failed += 1));
        }
        if (sent >= count) {
          clearInterval(tick);
          resolve();
        }
      }, 5);
    });
  // Warm-up first (JIT, prepared statements, the pool's connections), as for the HTTP benchmark.
  await sendAtRate(RATE * WARMUP_S, 'warm-up message', false);
  const total = RATE * DURATION_S;
  await sendAtRate(total, 'bench message', true);
  // Let the last messages arrive (bounded: anything later counts as lost).
  const deadline = performance.now() + 5000;
  while (pending.size > 0 && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  const end = await memory();
  for (const socket of sockets) socket.terminate();

  latencies.sort((a, b) => a - b);
  if (slow.length)
    console.error(`slow deliveries (time since start: latency): ${slow.slice(0, 40).join(' ')}`);
  const pct = (p: number) => percentile(latencies, p);
  const perSocket = (key: 'rss' | 'heapUsed') =>
    ((after[key] - before[key]) / SOCKETS / 1024).toFixed(1);
  console.log(
    `\n${SOCKETS} authenticated sockets on one instance (PostgreSQL); ${RATE} messages/s for ${DURATION_S} s ` +
      `after ${WARMUP_S} s of warm-up (${total} messages over ${threads.length} conversations); ` +
      `${os.cpus().length} cores shared by the ` +
      `socket clients, the server and PostgreSQL; Node ${process.version}.\n`,
  );
  console.log('| measure | value |');
  console.log('| --- | ---: |');
  console.log(
    `| sockets connected and authenticated | ${after.sockets} in ${connectSeconds.toFixed(1)} s |`,
  );
  console.log(`| fan-out latency p50 (POST sent → socket received) | ${pct(50).toFixed(1)} ms |`);
  console.log(`| fan-out latency p90 | ${pct(90).toFixed(1)} ms |`);
  console.log(`| fan-out latency p99 | ${pct(99).toFixed(1)} ms |`);
  console.log(`| fan-out latency max | ${latencies.at(-1)?.toFixed(1)} ms |`);
  console.log(
    `| messages delivered / lost / failed POSTs | ${latencies.length} / ${pending.size} / ${failed} |`,
  );
  console.log(`| server memory per socket (RSS) | ${perSocket('rss')} KiB |`);
  console.log(`| server memory per socket (JS heap) | ${perSocket('heapUsed')} KiB |`);
  console.log(
    `| server RSS idle → 10k sockets → after messages | ${mb(before.rss)} → ${mb(after.rss)} → ${mb(end.rss)} MB |`,
  );
} finally {
  server.kill('SIGTERM');
  await once(server, 'exit');
}

function mb(bytes: number) {
  return (bytes / 1024 / 1024).toFixed(0);
}
