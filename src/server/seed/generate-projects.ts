/**
 * Realistic generated projects, for `npm run seed` and for load tests at 100,000+ rows.
 * Deterministic for a given seed so benchmark runs are comparable.
 */
import { eq, sql } from 'drizzle-orm';
import { TECH_SUGGESTIONS, type ProjectStatus } from '@shared/constants.js';
import type { Database, Transaction } from '../db/client.js';
import { bids, users } from '../db/schema.js';

export const KINDS = [
  'Marketplace',
  'Booking system',
  'Habit tracker',
  'Inventory dashboard',
  'Chat app',
  'Fitness planner',
  'Recipe manager',
  'Expense splitter',
  'CRM',
  'Job board',
  'Blog engine',
  'Podcast player',
  'Learning platform',
  'Event ticketing site',
  'Survey builder',
  'Photo gallery',
];
export const AUDIENCES = [
  'for dog walkers',
  'for indie game studios',
  'for small bakeries',
  'for climbing gyms',
  'for language tutors',
  'for community gardens',
  'for wedding planners',
  'for bike shops',
  'for remote teams',
  'for student societies',
  'for yoga studios',
  'for food trucks',
];
export const DONE = [
  'Authentication and the data model are done',
  'The landing page and sign-up flow work',
  'The core CRUD screens are finished',
  'The API is mostly complete with tests',
  'A clickable prototype exists with real data',
];
export const FEATURES = [
  'offline mode',
  'push notifications',
  'a calendar sync',
  'CSV export',
  'role-based access',
  'an onboarding tour',
  'dark mode',
  'multi-currency invoices',
  'a public API',
  'image uploads',
  'two-factor sign-in',
  'a waiting list',
  'QR check-in',
  'analytics charts',
];
const BID_MESSAGES = [
  'I have finished three similar projects and can start this week.',
  'Happy to take this over; I would start with tests around the existing code.',
  'I know this stack well and can ship the missing parts with documentation.',
  'I can finish this in small milestones so you see progress every few days.',
];
export const MISSING = [
  'payments and email notifications are missing',
  'the admin dashboard is half built',
  'search and filtering still need work',
  'the mobile layout is broken in places',
  'deployment and CI were never set up',
  'real-time updates are only sketched',
];

/** A small deterministic PRNG (mulberry32): same seed, same projects. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GenerateOptions {
  seed?: number;
  batchSize?: number;
  /** Up to this many bids (one per developer) on each open or active project; default 0. */
  maxBidsPerProject?: number;
  /** Called after each batch with the number of projects written so far. */
  onProgress?: (done: number) => void;
}

export async function generateProjects(
  db: Database,
  count: number,
  options: GenerateOptions = {},
): Promise<number> {
  const creators = await db.select({ id: users.id }).from(users).where(eq(users.role, 'creator'));
  if (creators.length === 0)
    throw new Error('No creators to own generated projects: seed demo data first.');
  const developers = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'developer'));
  const maxBids = Math.min(options.maxBidsPerProject ?? 0, developers.length);
  const next = random(options.seed ?? 42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const batchSize = options.batchSize ?? 1000;
  const now = Date.now();
  // Projects arrive over the past year in the order they are written, as real ones do: the table
  // is then stored roughly in list order (newest last), as it is in production.
  const spacing = (365 * 24 * 60 * 60 * 1000) / count;

  for (let done = 0; done < count; done += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - done) }, (_, index) => {
      const tech = [
        ...new Set([pick(TECH_SUGGESTIONS), pick(TECH_SUGGESTIONS), pick(TECH_SUGGESTIONS)]),
      ];
      const kind = pick(KINDS);
      const audience = pick(AUDIENCES);
      const roll = next();
      const status: ProjectStatus =
        roll < 0.7 ? 'open' : roll < 0.8 ? 'active' : roll < 0.9 ? 'paused' : 'cancelled';
      return {
        name: `${kind} ${audience}`,
        description: `${kind} ${audience}, built with ${tech.join(', ')}. ${pick(DONE)}, but ${pick(MISSING)}. It should also get ${pick(FEATURES)} and ${pick(FEATURES)}. Looking for someone to finish it properly and hand it over with documentation.`,
        techStack: tech,
        codeLink: `https://github.com/example/${kind.toLowerCase().replace(/\W+/g, '-')}-${Math.floor(next() * 1e6)}`,
        submitterId: pick(creators).id,
        status,
        budget: Math.round(next() * 50) * 100,
        createdAt: new Date(now - Math.floor((count - done - index - next()) * spacing)),
      };
    });
    await db.transaction(async (tx) => {
      // The cards are written once for the batch, after its projects and bids (which change
      // their bid counts), not by the row trigger per project (migration 0034): 23% less work
      // for PostgreSQL at 1,000,000 projects (docs/benchmarks.md). Local: the setting ends with
      // the transaction.
      await tx.execute(sql`select set_config('finishline.cards_by_batch', 'on', true)`);
      const inserted = await insertBatch(tx, rows);
      if (maxBids > 0) {
        const bidRows = inserted.flatMap((project) => {
          if (project.status !== 'open' && project.status !== 'active') return [];
          const howMany = Math.floor(next() * (maxBids + 1));
          const start = Math.floor(next() * developers.length);
          return Array.from({ length: howMany }, (_, i) => ({
            projectId: project.id,
            finisherId: developers[(start + i) % developers.length]!.id,
            amount: 200 + Math.round(next() * 40) * 50,
            timeline: 3 + Math.floor(next() * 40),
            message: pick(BID_MESSAGES),
            createdAt: new Date(project.createdAt.getTime() + Math.floor(next() * 86_400_000)),
          }));
        });
        if (bidRows.length > 0) await tx.insert(bids).values(bidRows);
      }
      await tx.execute(
        sql`select finishline_write_cards(${`{${inserted.map((p) => p.id).join(',')}}`}::int[])`,
      );
    });
    options.onProgress?.(Math.min(done + batchSize, count));
  }
  // A large import changes the planner's picture of the tables (PGlite never analyses by itself).
  await db.execute(sql`analyze projects`);
  await db.execute(sql`analyze project_cards`);
  await db.execute(sql`analyze bids`);
  return count;
}

interface GeneratedRow {
  name: string;
  description: string;
  techStack: string[];
  codeLink: string;
  submitterId: number;
  status: ProjectStatus;
  budget: number;
  createdAt: Date;
}

/**
 * One statement over arrays, not a row of parameters per project: binding and parsing 8,000
 * parameters per batch cost more than the insert (1,000,000 projects in minutes).
 */
async function insertBatch(tx: Transaction, rows: readonly GeneratedRow[]) {
  const inserted = rowsOf<{ id: number; status: ProjectStatus; created_at: Date | string }>(
    await tx.execute(sql`
      insert into projects (name, description, tech_stack, code_link, submitter_id, status,
                            budget, created_at)
      select name, description, string_to_array(tech, ${TECH_SEPARATOR}), code_link,
             submitter_id, status, budget, created_at
      from unnest(${textArray(rows.map((r) => r.name))}::text[],
                  ${textArray(rows.map((r) => r.description))}::text[],
                  ${textArray(rows.map((r) => r.techStack.join(TECH_SEPARATOR)))}::text[],
                  ${textArray(rows.map((r) => r.codeLink))}::text[],
                  ${`{${rows.map((r) => r.submitterId).join(',')}}`}::int[],
                  ${textArray(rows.map((r) => r.status))}::text[],
                  ${`{${rows.map((r) => r.budget).join(',')}}`}::int[],
                  ${textArray(rows.map((r) => r.createdAt.toISOString()))}::timestamptz[])
        as t(name, description, tech, code_link, submitter_id, status, budget, created_at)
      returning id, status, created_at`),
  );
  return inserted.map((row) => ({
    id: Number(row.id),
    status: row.status,
    createdAt: new Date(row.created_at),
  }));
}

/** Joins a project's technologies in one text of the insert (no technology contains it). */
const TECH_SEPARATOR = '\u001f';

/** A PostgreSQL array literal of texts, each quoted. */
function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
