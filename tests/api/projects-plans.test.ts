/**
 * The browse queries use their indexes (issue 3, scale). The exact queries the API runs
 * (projectListQuery) are EXPLAINed over 100,000 projects, the size the benchmark uses.
 * PostgreSQL only (`npm run test:pg`, the second pass of `.ci/run`): the plans that matter are
 * the production database's, and writing 100,000 rows into PGlite would make `npm test` wait for
 * them on every run. The rows go in with one set-based insert.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { encodeCursor } from '../../src/server/core/pagination.js';
import type { Database } from '../../src/server/db/client.js';
import type { UserRow } from '../../src/server/db/schema.js';
import {
  projectListQuery,
  TECHNOLOGY_WALK,
  type ListProjectsOptions,
} from '../../src/server/features/projects/list-projects.js';
import { encodeMatchCursor } from '../../src/server/features/projects/list-best-match.js';
import { createTestApp } from '../setup/test-app.js';

const onPostgres = inject('testDatabaseUrl') !== '';
const COUNT = 100_000;

/** A developer of that database with two skills: React (a tenth of the projects) and Elixir. */
let developerId = 0;

/** A database holding COUNT projects of one owner; 1 in 10 is paused. */
async function hundredThousandProjects(): Promise<Database> {
  const { db, signUp } = await createTestApp();
  const owner = await signUp();
  const developer = await signUp({ role: 'developer' });
  developerId = developer.user.id;
  await db.execute(
    sql`update users set skills = array['react', 'Elixir'] where id = ${developerId}`,
  );
  // Set-based insert: one statement.
  await db.execute(sql`
    insert into projects (name, description, tech_stack, submitter_id, status, created_at)
    select
      (array['Booking system', 'Habit tracker', 'Chat app', 'Recipe manager', 'Job board'])[g % 5 + 1]
        || ' for ' || (array['bakeries', 'gyms', 'tutors', 'gardens', 'bike shops', 'studios'])[g % 6 + 1]
        || ' #' || g,
      'Half finished: ' || (array['payments are missing', 'search needs work', 'the admin is half built',
        'offline mode is sketched', 'deployment was never set up', 'emails are broken'])[g % 6 + 1]
        || '. Looking for someone to finish it properly and hand it over with documentation.'
        || case when g % 400 = 0 then ' It also needs a blockchain ledger.' else '' end,
      array[(array['React', 'Vue.js', 'Django', 'Flutter', 'Go', 'Rust', 'Svelte', 'Laravel',
        'Kotlin', 'Elixir'])[g % 10 + 1], (array['PostgreSQL', 'MongoDB', 'Docker', 'AWS'])[g % 4 + 1]],
      ${owner.user.id},
      case when g % 10 = 0 then 'paused' when g % 10 = 1 then 'active' else 'open' end,
      now() - g * interval '1 minute'
    from generate_series(1, ${COUNT}) as g`);
  await db.execute(sql`analyze projects`);
  // As autovacuum would: the GIN indexes' pending lists (fastupdate) merged after the bulk load.
  await db.execute(sql`vacuum analyze project_cards`);
  return db;
}

const db = onPostgres ? await hundredThousandProjects() : null;

/** The plan of a query with its parameters written in (what a custom plan sees). */
async function planOf(options: ListProjectsOptions, viewerId?: number): Promise<string> {
  const actor = viewerId ? ({ id: viewerId } as UserRow) : null;
  return planOfQuery((await projectListQuery({ db: db!, actor, input: options })).query.toSQL());
}

async function planOfQuery(
  { sql: text, params }: { sql: string; params: unknown[] },
  explain = 'explain',
) {
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  const result = (await db!.execute(sql.raw(`${explain} ${inlined}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

const scansProjectsSequentially = (plan: string) => /Seq Scan on projects/.test(plan);

describe.runIf(onPostgres)('query plans at 100,000 projects (PostgreSQL only)', () => {
  it('first page: walks the partial index of listed projects, no sort', async () => {
    const plan = await planOf({ limit: 20 });
    expect(plan).toContain('project_cards_listed_idx');
    expect(scansProjectsSequentially(plan)).toBe(false);
    expect(plan).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  });

  it('deep page: starts from the cursor in the same index', async () => {
    const cursor = encodeCursor({ createdAt: new Date(Date.now() - 15_000 * 60_000), id: 15_000 });
    const plan = await planOf({ limit: 20, cursor });
    expect(plan).toContain('project_cards_listed_idx');
    expect(plan).toMatch(/Index Cond: .*created_at/);
    expect(scansProjectsSequentially(plan)).toBe(false);
  });

  it('search: finds a selective word through the GIN index on the search document', async () => {
    // A selective word (50 matches). A word in most projects may rightly be read another way.
    const plan = await planOf({ limit: 20, q: 'blockchain' });
    expect(plan).toContain('projects_search_idx');
    expect(scansProjectsSequentially(plan)).toBe(false);
  });

  it('technology filter: uses an index (GIN on tech_stack for a rare technology)', async () => {
    const rare = await planOf({ limit: 20, tech: 'Elixir' });
    expect(scansProjectsSequentially(rare)).toBe(false);
    expect(rare).toMatch(/project_cards_tech_stack_idx|project_cards_listed_idx/);
    const common = await planOf({ limit: 20, tech: 'PostgreSQL' });
    expect(scansProjectsSequentially(common)).toBe(false);
  });

  it('technology filter: a technology without statistics walks a bounded number of cards', async () => {
    // No project has COBOL: the planner guesses, and once walked every card (2.7 s at 1M).
    const analyzed = await planOfQuery(
      (
        await projectListQuery({ db: db!, actor: null, input: { limit: 20, tech: 'COBOL' } })
      ).query.toSQL(),
      'explain (analyze)',
    );
    const walked = [
      ...analyzed.matchAll(/Index Scan using project_cards_listed_idx .*rows=(\d+) loops/g),
    ];
    expect(walked.length).toBeGreaterThan(0);
    for (const [, rows] of walked) expect(Number(rows)).toBeLessThanOrEqual(TECHNOLOGY_WALK);
    expect(analyzed).toContain('project_cards_tech_stack_idx');
  });

  it('best match: the newest matches window by window, the older ones and the rest bounded', async () => {
    // React is on 10,000 listed projects. The first page ranks the newest 200 of them: the last
    // 10,000 projects walked along the cards' primary key, older windows through the
    // lower-cased technologies index (never a scan of every match, nor of every card).
    const plan = await planOf({ limit: 20, sort: 'match' }, developerId);
    expect(plan).toMatch(/Index Scan Backward using project_cards_pkey/);
    expect(plan).toContain('project_cards_tech_lower_idx');
    expect(plan).not.toMatch(/Seq Scan on project_cards/);
    // Among the older matches (count -1): the same windows below the cursor's id.
    const older = encodeMatchCursor({ matches: -1, createdAt: new Date(), id: 50_000 });
    const olderPlan = await planOf({ limit: 20, sort: 'match', cursor: older }, developerId);
    expect(olderPlan).toContain('project_cards_tech_lower_idx');
    expect(olderPlan).not.toContain('project_cards_listed_idx');
    expect(olderPlan).not.toMatch(/Seq Scan on project_cards/);
    // A page in the rest (no technology in common) reads no match at all.
    const rest = encodeMatchCursor({
      matches: 0,
      createdAt: new Date(Date.now() - 50_000 * 60_000),
      id: 50_000,
    });
    const restPlan = await planOf({ limit: 20, sort: 'match', cursor: rest }, developerId);
    expect(restPlan).not.toContain('project_cards_tech_lower_idx');
    expect(restPlan).toContain('project_cards_listed_idx');
    // SHOW_TIMES=1: each page's execution time (the figures of docs/decisions/discovery.md).
    if (process.env.SHOW_TIMES) {
      for (const cursor of [undefined, older, rest]) {
        const input = { limit: 20, sort: 'match' as const, cursor };
        const query = (
          await projectListQuery({
            db: db!,
            actor: { id: developerId } as UserRow,
            input,
          })
        ).query.toSQL();
        const analyzed = await planOfQuery(query, 'explain (analyze)');
        console.info(cursor ?? 'first page', /Execution Time.*/.exec(analyzed)?.[0]);
      }
    }
  });

  it('bid counts come from the bids index, not a scan per row', async () => {
    const plan = await planOf({ limit: 20 });
    expect(plan).not.toMatch(/Seq Scan on bids/);
  });
});
