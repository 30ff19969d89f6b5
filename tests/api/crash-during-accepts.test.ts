/**
 * A crash in the middle of accepting bids (issue 9, item 8). The real server runs as its own
 * process on PostgreSQL; owners send many concurrent accepts across many projects (two or three
 * rival bids per project at once, as from several tabs); the server is killed with SIGKILL
 * partway through and started again. Afterwards no project has two accepted bids, every project
 * is consistent, and no accept acknowledged to a client before the kill was lost.
 */
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { bids, projects } from '../../src/server/db/schema.js';
import { startServer, type ServerProcess } from '../setup/server-process.js';
import { createSignedInUsers, type SignedInUser } from '../setup/signed-in-users.js';
import { clonePostgresTestDatabase } from '../setup/test-database.js';

const postgresUrl = inject('testDatabaseUrl');
const PROJECTS = 120;
const CREATORS = 12;
const DEVELOPERS = 4;
/** Requests in flight at once, like many owners clicking at the same moment. */
const CONCURRENCY = 48;

interface Attempt {
  projectId: number;
  bidId: number;
  cookie: string;
}
type Outcome =
  | { kind: 'accepted'; attempt: Attempt }
  | { kind: 'refused'; attempt: Attempt; status: number }
  | { kind: 'unknown'; attempt: Attempt };

describe.skipIf(!postgresUrl)(
  'a server killed while accepting bids (PostgreSQL only: the server runs as a separate process, which the embedded single-owner PGlite cannot share; run with npm run test:pg)',
  { timeout: 90_000 },
  () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('keeps one accepted bid per project and every acknowledged accept', async () => {
      const clone = await clonePostgresTestDatabase(postgresUrl);
      cleanups.push(() => clone.drop());
      const database = await openDatabase({ kind: 'postgres', url: clone.url, poolSize: 4 });
      cleanups.push(() => database.close());
      const secret = randomBytes(32).toString('hex');
      const attempts = await fill(database, secret);

      const env = {
        DATABASE_URL: clone.url,
        SESSION_SECRET: secret,
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'sandbox',
      };
      const first = await startServer(env);
      cleanups.push(() => first.stop());

      // Kill once a third of the accepts have been answered: the rest are queued or in flight.
      const outcomes = await sendAccepts(first, attempts, Math.floor(attempts.length / 3));
      const acknowledged = outcomes.filter((o) => o.kind === 'accepted');
      const unknown = outcomes.filter((o) => o.kind === 'unknown');
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(unknown.length).toBeGreaterThan(0);
      expect(
        outcomes.filter((o) => o.kind === 'refused' && o.status !== 409),
        'only "already accepted" refusals',
      ).toEqual([]);

      const second = await startServer(env);
      cleanups.push(() => second.stop());
      await expectConsistent(database);

      // No acknowledged accept was lost: its bid is the project's accepted one.
      const acceptedIds = new Set(
        (
          await database.db
            .select({ id: bids.id })
            .from(bids)
            .where(inArray(bids.status, ['accepted']))
        ).map((row) => row.id),
      );
      for (const outcome of acknowledged) expect(acceptedIds.has(outcome.attempt.bidId)).toBe(true);
      // And a refusal meant another bid of that project had won.
      const inProgress = new Set(
        (
          await database.db
            .select({ id: projects.id })
            .from(projects)
            .where(inArray(projects.status, ['in_progress']))
        ).map((row) => row.id),
      );
      for (const outcome of outcomes.filter((o) => o.kind === 'refused')) {
        expect(inProgress.has(outcome.attempt.projectId)).toBe(true);
      }

      // The restarted server carries on: every project still open gets its accept now.
      const rest = attempts.filter(
        (attempt, index, all) =>
          all.findIndex((other) => other.projectId === attempt.projectId) === index,
      );
      const after = await sendAccepts(second, rest, Infinity);
      expect(after.filter((o) => o.kind === 'unknown')).toEqual([]);
      await expectConsistent(database);
      const open = await database.db
        .select({ id: projects.id })
        .from(projects)
        .where(inArray(projects.status, ['open', 'active']));
      expect(open).toEqual([]);
      await second.stop();
      expect(second.output()).not.toMatch(/"level":50/);
    });
  },
);

/** Creators with open projects, each with a few pending bids; returns the accepts to attempt. */
async function fill(database: DatabaseHandle, secret: string): Promise<Attempt[]> {
  const people = await createSignedInUsers(database.db, secret, {
    creators: CREATORS,
    developers: DEVELOPERS,
    prefix: 'crash',
  });
  const creators = people.filter((p) => p.role === 'creator');
  const developers = people.filter((p) => p.role === 'developer');
  const owners = new Map<number, SignedInUser>();
  const projectRows = await database.db
    .insert(projects)
    .values(
      Array.from({ length: PROJECTS }, (_, i) => ({
        name: `Crash project ${i + 1}`,
        description:
          'A project used to crash the server in the middle of accepting bids and check what survives.',
        techStack: ['TypeScript'],
        submitterId: creators[i % creators.length]!.id,
      })),
    )
    .returning({ id: projects.id, submitterId: projects.submitterId });
  for (const row of projectRows) {
    owners.set(
      row.id,
      creators.find((c) => c.id === row.submitterId)!,
    );
  }
  const bidRows = await database.db
    .insert(bids)
    .values(
      projectRows.flatMap((project, i) =>
        developers.slice(0, 2 + (i % 3)).map((developer) => ({
          projectId: project.id,
          finisherId: developer.id,
          amount: 500,
          timeline: 10,
          message: 'I can finish this within two weeks, tests included.',
        })),
      ),
    )
    .returning({ id: bids.id, projectId: bids.projectId });
  // Every bid of a project is accepted at once by its owner: rivals race for the one project.
  const attempts = bidRows.map((bid) => ({
    projectId: bid.projectId,
    bidId: bid.id,
    cookie: owners.get(bid.projectId)!.cookie,
  }));
  return shuffle(attempts);
}

/**
 * Sends the accepts, `CONCURRENCY` at a time; after `killAfter` answers the server gets SIGKILL.
 * Answers received are acknowledged outcomes; requests cut off by the kill are unknown.
 */
async function sendAccepts(
  server: ServerProcess,
  attempts: Attempt[],
  killAfter: number,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let answered = 0;
  let next = 0;
  const worker = async () => {
    while (next < attempts.length) {
      const attempt = attempts[next++]!;
      try {
        const response = await fetch(`${server.url}/api/bids/${attempt.bidId}/accept`, {
          method: 'POST',
          headers: { cookie: attempt.cookie },
        });
        await response.arrayBuffer();
        answered += 1;
        outcomes.push(
          response.status === 200
            ? { kind: 'accepted', attempt }
            : { kind: 'refused', attempt, status: response.status },
        );
        if (answered === killAfter) server.child.kill('SIGKILL');
      } catch {
        outcomes.push({ kind: 'unknown', attempt });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (Number.isFinite(killAfter)) await server.exited;
  return outcomes;
}

/** in_progress ⇔ exactly one accepted bid whose developer is the finisher; otherwise none. */
async function expectConsistent(database: DatabaseHandle) {
  const projectRows = await database.db
    .select({ id: projects.id, status: projects.status, finisherId: projects.finisherId })
    .from(projects);
  const bidRows = await database.db
    .select({
      projectId: bids.projectId,
      finisherId: bids.finisherId,
      status: bids.status,
    })
    .from(bids);
  const problems: string[] = [];
  for (const project of projectRows) {
    const own = bidRows.filter((bid) => bid.projectId === project.id);
    const accepted = own.filter((bid) => bid.status === 'accepted');
    const pending = own.filter((bid) => bid.status === 'pending');
    if (accepted.length > 1) problems.push(`project ${project.id}: ${accepted.length} accepted`);
    if (project.status === 'in_progress') {
      if (accepted.length !== 1) problems.push(`project ${project.id}: in progress without one`);
      if (project.finisherId !== accepted[0]?.finisherId)
        problems.push(`project ${project.id}: finisher is not the accepted developer`);
      if (pending.length > 0) problems.push(`project ${project.id}: pending bids left`);
    } else {
      if (project.status !== 'open') problems.push(`project ${project.id}: ${project.status}`);
      if (accepted.length > 0) problems.push(`project ${project.id}: accepted while open`);
      if (project.finisherId !== null) problems.push(`project ${project.id}: finisher while open`);
      if (own.some((bid) => bid.status !== 'pending'))
        problems.push(`project ${project.id}: bids decided while open`);
    }
  }
  expect(problems).toEqual([]);
}

/** Deterministic shuffle (a fixed LCG), so a failure can be replayed. */
function shuffle<T>(items: T[]): T[] {
  let state = 7;
  const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
