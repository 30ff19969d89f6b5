/**
 * The job system (core/jobs, issue 29): a job exists iff the transaction that enqueued it
 * commits; a failure is retried after a growing delay, then given up; a unique key enqueues once;
 * recurring jobs keep one run scheduled; the counts reach /metrics; two runners on PostgreSQL run
 * each job exactly once; stopping waits for the jobs running.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createJobRunner, enqueue, retryDelayMs } from '../../src/server/core/jobs/index.js';
import { openDatabase } from '../../src/server/db/client.js';
import { jobs } from '../../src/server/db/schema.js';
import { createTestApp } from '../setup/test-app.js';
import { clonePostgresTestDatabase } from '../setup/test-database.js';

const TOKEN = 'metrics-token-for-jobs';
const t = await createTestApp({ config: { metricsToken: TOKEN } });
const { app, db } = t;

const jobRow = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const waiting = async (name: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.name} = ${name} and done_at is null and failed_at is null`)
  )[0]!.n;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

class Rollback extends Error {}

describe('enqueue', () => {
  it('makes a job only when the transaction commits', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, 'test.rolled-back', { n: 1 });
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await waiting('test.rolled-back')).toBe(0);

    const id = await db.transaction((tx) => enqueue(tx, 'test.committed', { n: 2 }));
    expect(id).not.toBeNull();
    const row = await jobRow(id!);
    expect(row).toMatchObject({ name: 'test.committed', payload: { n: 2 }, attempts: 0 });
    expect(row.doneAt).toBeNull();
  });

  it('runs a job with its payload, once', async () => {
    const seen: unknown[] = [];
    app.jobs.define('test.payload', { run: async (payload) => void seen.push(payload) });
    const id = await enqueue(db, 'test.payload', { hello: 'world' });
    expect(await app.jobs.runDue({ names: ['test.payload'] })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(seen).toEqual([{ hello: 'world' }]);
    expect((await jobRow(id!)).doneAt).not.toBeNull();
    expect(await app.jobs.runDue({ names: ['test.payload'] })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
  });

  it('waits for runAt', async () => {
    const now = new Date();
    let runs = 0;
    app.jobs.define('test.scheduled', { run: async () => void (runs += 1) });
    await enqueue(db, 'test.scheduled', {}, { runAt: later(now, 60_000) });
    await app.jobs.runDue({ now, names: ['test.scheduled'] });
    expect(runs).toBe(0);
    await app.jobs.runDue({ now: later(now, 60_001), names: ['test.scheduled'] });
    expect(runs).toBe(1);
  });

  it('enqueues once per unique key while the job waits', async () => {
    const first = await enqueue(db, 'test.unique', {}, { uniqueKey: 'test.unique:1' });
    const again = await enqueue(db, 'test.unique', {}, { uniqueKey: 'test.unique:1' });
    const other = await enqueue(db, 'test.unique', {}, { uniqueKey: 'test.unique:2' });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(other).not.toBeNull();
    expect(await waiting('test.unique')).toBe(2);
    // Once done, the key is free again (a later change asks for a later run).
    app.jobs.define('test.unique', { run: async () => undefined });
    await app.jobs.runDue({ names: ['test.unique'] });
    expect(await enqueue(db, 'test.unique', {}, { uniqueKey: 'test.unique:1' })).not.toBeNull();
  });
});

describe('retries', () => {
  it('grow exponentially up to a cap', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 1000, 5000))).toEqual([
      1000, 2000, 4000, 5000,
    ]);
  });

  it('come after a growing delay, and the job succeeds in the end', async () => {
    let calls = 0;
    app.jobs.define('test.flaky', {
      retryBaseMs: 10_000,
      async run(_payload, job) {
        calls += 1;
        if (job.attempt < 3) throw new Error(`refused on attempt ${job.attempt}`);
      },
    });
    const id = (await enqueue(db, 'test.flaky'))!;
    const now = new Date();
    const run = (at: Date) => app.jobs.runDue({ now: at, names: ['test.flaky'] });

    expect(await run(now)).toMatchObject({ retried: 1 });
    const afterFirst = await jobRow(id);
    expect(afterFirst).toMatchObject({ attempts: 1, lastError: 'refused on attempt 1' });
    expect(afterFirst.runAt.getTime()).toBe(now.getTime() + 10_000);
    // Not before its delay.
    expect(await run(later(now, 9_999))).toMatchObject({ done: 0, retried: 0 });
    expect(await run(later(now, 10_000))).toMatchObject({ retried: 1 });
    expect((await jobRow(id)).runAt.getTime()).toBe(now.getTime() + 10_000 + 20_000);
    expect(await run(later(now, 29_999))).toMatchObject({ done: 0, retried: 0 });
    expect(await run(later(now, 30_000))).toMatchObject({ done: 1 });
    expect(calls).toBe(3);
    expect(await jobRow(id)).toMatchObject({ attempts: 3, lastError: null });
  });

  it('stop at maxAttempts: the job is marked failed and kept', async () => {
    app.jobs.define('test.hopeless', {
      retryBaseMs: 1,
      run: async () => {
        throw new Error('never works');
      },
    });
    t.expectServerErrors(); // "job failed for good" is logged at error level
    const id = (await enqueue(db, 'test.hopeless', {}, { maxAttempts: 2 }))!;
    const now = new Date();
    expect(await app.jobs.runDue({ now, names: ['test.hopeless'] })).toMatchObject({ retried: 1 });
    expect(
      await app.jobs.runDue({ now: later(now, 1000), names: ['test.hopeless'] }),
    ).toMatchObject({ failed: 1 });
    const row = await jobRow(id);
    expect(row.failedAt).not.toBeNull();
    expect(row).toMatchObject({ attempts: 2, lastError: 'never works' });
  });
});

describe('recurring jobs', () => {
  it('keep exactly one run scheduled, one period after the last', async () => {
    let runs = 0;
    app.jobs.define('test.every-minute', { everyMs: 60_000, run: async () => void (runs += 1) });
    const now = new Date();
    await app.jobs.scheduleRecurring(now);
    await app.jobs.scheduleRecurring(now); // a second instance starting: still one
    expect(await waiting('test.every-minute')).toBe(1);
    const run = (at: Date) => app.jobs.runDue({ now: at, names: ['test.every-minute'] });

    expect(await run(now)).toMatchObject({ done: 1 });
    expect(await run(later(now, 30_000))).toMatchObject({ done: 0 });
    expect(await waiting('test.every-minute')).toBe(1);
    expect(await run(later(now, 60_000))).toMatchObject({ done: 1 });
    expect(runs).toBe(2);
    expect(await waiting('test.every-minute')).toBe(1);
  });

  it('include the money sweep and automatic approval', async () => {
    await app.jobs.scheduleRecurring();
    for (const name of ['payments.sweep', 'milestones.auto-approve', 'jobs.prune']) {
      expect(await waiting(name)).toBe(1);
    }
    expect(await app.jobs.runDue({ names: ['payments.sweep', 'milestones.auto-approve'] })).toEqual(
      { done: 2, retried: 0, failed: 0 },
    );
  });
});

describe('metrics', () => {
  it('count jobs by name and state, and runs by outcome', async () => {
    await enqueue(db, 'test.metrics', {});
    await enqueue(db, 'test.metrics', {}, { delayMs: 60_000 });
    const text = (
      await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    ).body;
    expect(text).toContain('finishline_jobs{name="test.metrics",state="due"} 1');
    expect(text).toContain('finishline_jobs{name="test.metrics",state="scheduled"} 1');
    expect(text).toMatch(/finishline_job_runs_total\{name="test.flaky",outcome="retried"\} 2/);
    expect(text).toMatch(/finishline_job_runs_total\{name="test.hopeless",outcome="failed"\} 1/);
  });
});

describe('a running runner', () => {
  it('picks up a committed job at once and waits for it when stopped', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const runner = createJobRunner({ database: t.database, log: app.log, pollMs: 60_000 });
    let finished = false;
    runner.define('test.slow', {
      async run() {
        started();
        await gate;
        finished = true;
      },
    });
    await runner.start();
    const id = (await db.transaction((tx) => enqueue(tx, 'test.slow')))!;
    // Woken by the commit's NOTIFY, not by the (one-minute) poll.
    await running;
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect((await jobRow(id)).doneAt).not.toBeNull();
  });
});

const postgresUrl = inject('testDatabaseUrl');
describe.skipIf(!postgresUrl)('two runners on PostgreSQL', () => {
  it('run each of 300 jobs exactly once between them', async () => {
    const clone = await clonePostgresTestDatabase(postgresUrl);
    const handles = await Promise.all(
      [1, 2].map(() => openDatabase({ kind: 'postgres', url: clone.url, poolSize: 5 })),
    );
    try {
      const runs = new Map<number, string[]>();
      const runners = handles.map((database) => {
        const runner = createJobRunner({ database, log: app.log, concurrency: 4, pollMs: 50 });
        runner.define('test.count', {
          async run(payload: { n: number }) {
            runs.set(payload.n, [...(runs.get(payload.n) ?? []), runner.id]);
            // Let the other runner's claims interleave with this one's.
            await new Promise((resolve) => setImmediate(resolve));
          },
        });
        return runner;
      });
      const count = 300;
      await handles[0]!.db.transaction(async (tx) => {
        for (let n = 0; n < count; n += 1) await enqueue(tx, 'test.count', { n });
      });
      await Promise.all(runners.map((runner) => runner.start()));
      const left = async () =>
        (
          (await handles[0]!.db.execute(
            sql`select count(*)::int as n from jobs where name = 'test.count' and done_at is null`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n;
      while ((await left()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      await Promise.all(runners.map((runner) => runner.stop()));

      expect(runs.size).toBe(count);
      expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
      const byRunner = new Set([...runs.values()].map((by) => by[0]));
      expect(byRunner.size).toBe(2);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await clone.drop();
    }
  });
});
