/**
 * `npm run bench:jobs [-- --jobs 10000 --concurrency 8 --batch 100]`
 *
 * The job system (core/jobs) on PostgreSQL: two runners, each with its own connection pool (two
 * app instances), send `jobs` mail jobs through a local SMTP server (smtp-server) with nodemailer.
 * The jobs are enqueued while the runners run, `batch` per transaction, as fast as the database
 * takes them. Reports jobs per second (first enqueue to last mail received), the delay from a
 * job's commit to its mail arriving (p50, p99, max), and checks that every job's mail arrived
 * exactly once. `--backlog` inserts all the jobs in one statement first and then starts the
 * runners: the rate at which they drain a queue, without the producer's pace. The mail is one rendered template (the bench measures the queue and SMTP, not
 * React Email's rendering, which the templates' tests time).
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { createJobRunner, enqueue } from '../../src/server/core/jobs/index.js';
import { newBidMail } from '../../src/server/features/bids/bid-mail.js';
import { openDatabase } from '../../src/server/db/client.js';
import { percentile, recreateDatabase } from './bench-support.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/finishline_jobs_bench' },
    jobs: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '8' },
    batch: { type: 'string', default: '100' },
    /** Insert every job in one statement before the runners start: their drain rate alone. */
    backlog: { type: 'boolean', default: false },
  },
});
const JOBS = Number(values.jobs);
const CONCURRENCY = Number(values.concurrency);
const BATCH = Number(values.batch);

await recreateDatabase(values.url);
const setup = await openDatabase({ kind: 'postgres', url: values.url });
await setup.migrate();
await setup.close();

// The SMTP server: records when each job's mail arrived (by its X-Job header), and how often.
const arrivals = new Map<number, number[]>();
let lastArrival = 0;
let allArrived!: () => void;
const done = new Promise<void>((resolve) => (allArrived = resolve));
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 1024 * 1024,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const id = Number(/^X-Job: (\d+)/im.exec(head)?.[1]);
      const at = performance.now();
      arrivals.set(id, [...(arrivals.get(id) ?? []), at]);
      lastArrival = at;
      if (arrivals.size === JOBS) allArrived();
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as AddressInfo).port;

const mail = await newBidMail({
  siteUrl: 'https://finishline.example',
  recipientName: 'ada',
  unsubscribeUrl: 'https://finishline.example/unsubscribe/x',
  projectId: 7,
  projectTitle: 'Inventory app',
  developerName: 'grace',
  amountCents: 120_000,
  timelineDays: 14,
  message: 'I can start on Monday.',
});

/** Warnings and errors to stderr (a failed delivery is retried and reported there). */
const quiet = () => undefined;
const log = {
  warn: (...args: unknown[]) => console.error(...args),
  error: (...args: unknown[]) => console.error(...args),
  fatal: (...args: unknown[]) => console.error(...args),
  info: quiet,
  debug: quiet,
  trace: quiet,
  level: 'warn',
  child: () => log,
} as unknown as FastifyBaseLogger;
const committedAt = new Map<number, number>();
const startRunners = () =>
  Promise.all(
    [1, 2].map(async (n) => {
      const database = await openDatabase({
        kind: 'postgres',
        url: values.url,
        poolSize: CONCURRENCY + 2,
      });
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port,
        secure: false,
        pool: true,
        maxConnections: CONCURRENCY,
        maxMessages: Infinity,
      });
      const runner = createJobRunner({ database, log, concurrency: CONCURRENCY });
      runner.define('bench.mail', {
        async run(payload: { n: number }) {
          await transport.sendMail({
            from: 'Finishline <no-reply@finishline.example>',
            to: `user${payload.n}@example.com`,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            headers: { 'X-Job': String(payload.n), 'X-Runner': String(n) },
          });
        },
      });
      await runner.start();
      return { runner, database, transport };
    }),
  );

const producer = await openDatabase({ kind: 'postgres', url: values.url, poolSize: 2 });
let runners: Awaited<ReturnType<typeof startRunners>>;
let started: number;
if (values.backlog) {
  await producer.db.execute(
    sql`insert into jobs (name, payload) select 'bench.mail', jsonb_build_object('n', n)
        from generate_series(0, ${JOBS - 1}) as n`,
  );
  started = performance.now();
  for (let n = 0; n < JOBS; n += 1) committedAt.set(n, started);
  runners = await startRunners();
} else {
  runners = await startRunners();
  started = performance.now();
}
for (let first = 0; !values.backlog && first < JOBS; first += BATCH) {
  const numbers = Array.from({ length: Math.min(BATCH, JOBS - first) }, (_, i) => first + i);
  await producer.db.transaction(async (tx) => {
    for (const n of numbers) await enqueue(tx, 'bench.mail', { n });
  });
  const at = performance.now();
  for (const n of numbers) committedAt.set(n, at);
}
const enqueuedIn = performance.now() - started;
await done;
const elapsed = lastArrival - started;

const delays = [...arrivals.entries()]
  .map(([n, times]) => times[0]! - committedAt.get(n)!)
  .sort((a, b) => a - b);
const duplicates = [...arrivals.values()].filter((times) => times.length > 1).length;

for (const { runner, database, transport } of runners) {
  await runner.stop();
  transport.close();
  await database.close();
}
const counts = (await producer.db.execute(
  sql`select count(*) filter (where done_at is not null)::int as done, count(*)::int as total
      from jobs where name = 'bench.mail'`,
)) as unknown as { rows: { done: number; total: number }[] };
await producer.close();
await new Promise<void>((resolve) => smtp.close(() => resolve()));

const result = {
  mode: values.backlog
    ? 'backlog (all enqueued before the runners start)'
    : 'enqueued while running',
  jobs: JOBS,
  runners: 2,
  concurrencyPerRunner: CONCURRENCY,
  enqueueBatch: BATCH,
  enqueuedInSeconds: +(enqueuedIn / 1000).toFixed(2),
  totalSeconds: +(elapsed / 1000).toFixed(2),
  jobsPerSecond: Math.round(JOBS / (elapsed / 1000)),
  enqueueToSendMs: {
    p50: Math.round(percentile(delays, 50)),
    p99: Math.round(percentile(delays, 99)),
    max: Math.round(delays.at(-1)!),
  },
  mailsReceived: arrivals.size,
  sentMoreThanOnce: duplicates,
  jobsMarkedDone: counts.rows[0]!.done,
};
console.log(JSON.stringify(result, null, 2));
if (arrivals.size !== JOBS || duplicates > 0 || counts.rows[0]!.done !== JOBS) process.exit(1);
