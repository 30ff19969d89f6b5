/**
 * `npm run bench:export [-- --messages 10000 --url postgres://…]`
 *
 * The data export (docs/decisions/your-data.md) of a developer with `messages` messages (half
 * sent, half received, over 20 conversations), 200 bids and 500 notifications: from the
 * `POST /api/users/{id}/export` to the archive ready, the job run as the runner runs it, then
 * the download. On the embedded database (in memory) by default, on PostgreSQL with `--url`
 * (recreated). The bar: under 30 s for 10,000 messages. Exits 1 above it.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { recreateDatabase } from './bench-support.js';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '10000' },
    url: { type: 'string' },
  },
});
const MESSAGES = Number(values.messages);
const LIMIT_MS = 30_000;

if (values.url) await recreateDatabase(values.url);
const database = values.url
  ? await openDatabase({ kind: 'postgres', url: values.url, poolSize: 10 })
  : await openDatabase({ kind: 'pglite' });
await database.migrate();
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  ...(values.url ? { DATABASE_URL: values.url } : {}),
  PAYMENTS_PROVIDER: 'sandbox',
  SESSION_SECRET: 'export-bench-secret-export-bench-secret',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  PORT: '0',
  HOST: '127.0.0.1',
});
const app = await buildApp({
  config,
  database,
  backgroundJobs: false,
  rateLimits: { writesPerMinute: 1_000_000, authAttemptsPerMinute: 1_000_000 },
});
await app.ready();

async function register(username: string, role: 'creator' | 'developer') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, email: `${username}@bench.test`, password: 'bench-password', role },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return {
    id: (response.json() as { id: number }).id,
    cookie: response.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
  };
}

const developer = await register('bench_developer', 'developer');
const owner = await register('bench_owner', 'creator');
// The data, written directly: the bench measures the export, not 10,000 requests.
await app.db.execute(sql`
  insert into projects (name, description, tech_stack, submitter_id, budget)
  select 'Bench project ' || g, 'A project of the export benchmark, number ' || g, '{Go}',
    ${owner.id}::int, 500 from generate_series(1, 200) g`);
await app.db.execute(sql`
  insert into bids (project_id, finisher_id, amount, timeline, message)
  select p.id, ${developer.id}::int, 400, 7, 'A bid of the export benchmark on ' || p.name
  from projects p`);
await app.db.execute(sql`
  insert into conversation_channels (project_id, creator_id, developer_id, bid_id)
  select b.project_id, ${owner.id}::int, ${developer.id}::int, b.id from bids b
  order by b.id limit 20`);
await app.db.execute(sql`
  insert into conversation_threads (channel_id, title) select id, 'General'
  from conversation_channels`);
await app.db.execute(sql`
  insert into messages (thread_id, sender_id, content, created_at)
  select t.id, case when g % 2 = 0 then ${developer.id}::int else ${owner.id}::int end,
    'Message ' || g || ': a sentence or two about the work, as people write them, with a detail.',
    now() - (g || ' seconds')::interval
  from generate_series(1, ${MESSAGES}::int) g
  join conversation_threads t on t.id = (select min(id) from conversation_threads) + g % 20`);
await app.db.execute(sql`
  insert into notifications (user_id, type, title, content)
  select ${developer.id}::int, 'message', 'New message from bench_owner', 'Message ' || g
  from generate_series(1, 500) g`);

const started = performance.now();
const asked = await app.inject({
  method: 'POST',
  url: `/api/users/${developer.id}/export`,
  headers: { cookie: developer.cookie },
});
if (asked.statusCode !== 202) throw new Error(asked.body);
const outcome = await app.jobs.runDue({ names: ['your-data.export'] });
const builtMs = performance.now() - started;
const status = (
  await app.inject({
    url: `/api/users/${developer.id}/export`,
    headers: { cookie: developer.cookie },
  })
).json() as { export: { status: string; size: number; downloadUrl: string } };
const download = await app.inject({
  url: status.export.downloadUrl,
  headers: { cookie: developer.cookie },
});
const totalMs = performance.now() - started;
const files = unzipSync(new Uint8Array(download.rawPayload));
const exported = (JSON.parse(Buffer.from(files['messages.json']!).toString('utf8')) as unknown[])
  .length;

console.log(
  JSON.stringify(
    {
      database: values.url ? 'postgres' : 'pglite',
      messages: MESSAGES,
      exportedMessages: exported,
      jobs: outcome,
      status: status.export.status,
      archiveBytes: status.export.size,
      builtMs: Math.round(builtMs),
      withDownloadMs: Math.round(totalMs),
      limitMs: LIMIT_MS,
    },
    null,
    2,
  ),
);
// Closing the app closes its database too.
await app.close();
if (exported !== MESSAGES || status.export.status !== 'ready' || totalMs > LIMIT_MS) {
  process.exitCode = 1;
}
