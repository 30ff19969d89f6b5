/**
 * Browsing by "Best match" (decisions.md, "Saved searches and choosing a bid"): projects by how
 * many of their technologies are among the viewer's skills, most first, then newest first; each
 * card carries the technologies that matched (`matchedTechnologies`, in the project's order and
 * spelling). Skills and technologies are compared ignoring case, in SQL, from the viewer's row.
 *
 * At a cost bounded by the page, not by how many projects share a skill (docs/decisions/discovery.md,
 * "Best match"; issue 40), in three parts read in turn:
 * - **ranked**: the newest `MATCH_CANDIDATES` listed cards sharing a technology with the skills
 *   (by id, window by window: newest-in-windows.ts), ordered by (count, created_at, id);
 * - **older matches**: the cards sharing a technology below the lowest of those, newest (by id)
 *   first, when there were as many candidates as are ranked;
 * - **the rest** (no technology in common), walked newest first on project_cards_listed_idx.
 * The cursor is (count, created_at, id) of the last card: a count of 0 means the page is in the
 * rest, -1 among the older matches (then only the id counts).
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { ProjectListEntry, ProjectView } from '@shared/contract/projects.js';
import { MAX_TECHNOLOGIES } from '@shared/contract/projects-rules.js';
import { badRequest } from '../../core/errors.js';
import { decodeCursor } from '../../core/pagination.js';
import type { Queryable } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { projectCards, users } from '../../db/schema.js';
import { newestInWindows } from './newest-in-windows.js';

/** How many of the newest cards sharing a skill are ordered by their count. */
export const MATCH_CANDIDATES = 200;

/** The cursor's count among the older matches (a count is never negative). */
const IN_OLDER = -1;

/** Where a page of best matches starts: after this card. */
export interface MatchCursor {
  /** The card's count of matched technologies; 0 in the rest, -1 among the older matches. */
  matches: number;
  createdAt: Date;
  id: number;
}

export function encodeMatchCursor(cursor: MatchCursor): string {
  return Buffer.from(
    JSON.stringify([cursor.createdAt.toISOString(), cursor.id, cursor.matches]),
  ).toString('base64url');
}

export function decodeMatchCursor(raw: string | undefined): MatchCursor | null {
  if (!raw) return null;
  const base = decodeCursor(raw)!;
  const matches = (JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[])[2];
  if (
    typeof matches !== 'number' ||
    !Number.isInteger(matches) ||
    matches < IN_OLDER ||
    matches > MAX_TECHNOLOGIES
  ) {
    throw badRequest('Invalid cursor');
  }
  return { ...base, matches };
}

/** A row of the page: the card as the database keeps it, and the technologies that matched. */
interface MatchRow {
  id: number;
  createdAt: Date | string;
  card: string;
  matched: string[];
  /** The ranked part's summary (every row of it says the same): how many, the lowest id. */
  candidates?: number | string | null;
  lowest?: number | null;
}

interface MatchPageRequest {
  /** list-projects.ts's filters of the shape (status, technology, budget, Open Jobs). */
  conditions: (SQL | undefined)[];
  /** Their placeholders' values. */
  values: Record<string, unknown>;
  /** Whose skills order the page; 0 (a visitor): nobody's, so newest first. */
  viewerId: number;
  cursor: MatchCursor | null;
  limit: number;
}

type Part = 'ranked' | 'older' | 'rest';

const cards = projectCards;
const skills = sql`${sql.placeholder('skills')}::text[]`;
const lowered = sql`finishline_lower_list(${cards.techStack})`;
/** The matched technologies of a row's `tech_stack`, in the project's order and spelling. */
const matchedOf = (row: SQL) => sql`array(select t from unnest(${row}.tech_stack)
  with ordinality u(t, o) where lower(t) = any(${skills}) order by o)`;
const pageSize = sql`${sql.placeholder('matchLimit')}::int`;

/** The newest cards sharing a skill below the id `below`, window by window. */
const sharingSkill = (conditions: (SQL | undefined)[], below: SQL, limit: SQL, columns: SQL) =>
  newestInWindows({
    from: cards,
    id: cards.projectId,
    match: and(...conditions, sql`${lowered} && ${skills}`)!,
    below,
    limit,
    columns,
    walk: true,
  });

/**
 * The ranked part: the newest candidates sharing a skill, the page after the cursor among them by
 * (count, created_at, id), with its cards; and, on one row even when the page is empty, how many
 * candidates there were and the lowest id among them (where the older matches begin).
 */
function rankedQuery(conditions: (SQL | undefined)[], cursor: MatchCursor | null) {
  const candidates = sharingSkill(
    conditions,
    sql`${sql.placeholder('top')}::int`,
    sql`${sql.placeholder('candidates')}::int`,
    sql`${cards.projectId} as id, ${cards.createdAt} as created_at, ${cards.techStack} as tech_stack`,
  );
  const after = cursor
    ? sql`where (cardinality(c.matched), c.created_at, c.id) < (${sql.placeholder('matchCount')}::int,
        ${sql.placeholder('matchAt')}::timestamptz, ${sql.placeholder('matchId')}::int)`
    : sql``;
  return sql`
    with candidates as materialized (${candidates}),
    summary as (select count(*)::int as candidates, min(id) as lowest from candidates)
    select page.id, page.created_at, ${cards.cardJson} as card, page.matched,
           summary.candidates, summary.lowest
    from summary
    left join (
      select c.id, c.created_at, c.matched from (
        select id, created_at, ${matchedOf(sql`candidates`)} as matched from candidates
      ) c
      ${after}
      order by cardinality(c.matched) desc, c.created_at desc, c.id desc
      limit ${pageSize}
    ) page on true
    left join ${cards} on ${cards.projectId} = page.id
    order by cardinality(page.matched) desc, page.created_at desc, page.id desc`;
}

/** The older matches: the cards sharing a skill below an id, newest first. */
function olderQuery(conditions: (SQL | undefined)[]) {
  const older = sharingSkill(
    conditions,
    sql`${sql.placeholder('below')}::int`,
    pageSize,
    sql`${cards.projectId} as id, ${cards.createdAt} as created_at, ${cards.techStack} as tech_stack,
        ${cards.cardJson} as card`,
  );
  return sql`select older.id, older.created_at, older.card, ${matchedOf(sql`older`)} as matched,
      null::int as candidates, null::int as lowest
    from (${older}) older
    order by older.id desc`;
}

/** The rest: the cards with no technology in common, newest first, after the cursor. */
function restQuery(conditions: (SQL | undefined)[], after: boolean) {
  return sql`select ${cards.projectId} as id, ${cards.createdAt} as created_at,
      ${cards.cardJson} as card, '{}'::text[] as matched, null::int as candidates,
      null::int as lowest
    from ${cards}
    where ${and(
      ...conditions,
      sql`not (${lowered} && ${skills})`,
      after
        ? sql`(${cards.createdAt}, ${cards.projectId}) < (${sql.placeholder('matchAt')}::timestamptz, ${sql.placeholder('matchId')}::int)`
        : undefined,
    )}
    order by ${cards.createdAt} desc, ${cards.projectId} desc
    limit ${pageSize}`;
}

/** The viewer's skills, lower-cased and distinct, and one more than the newest card's id. */
async function viewerAndTop(db: Queryable, viewerId: number) {
  // The skills as JSON text: both drivers answer it alike.
  const [row] = await rowsOf<{ skills: string; top: number | string }>(
    db,
    sql`select
      (select coalesce(json_agg(distinct lower(s)), '[]')::text
         from ${users}, unnest(${users.skills}) s where ${users.id} = ${viewerId}) as skills,
      (select coalesce(max(${cards.projectId}), 0) + 1 from ${cards}) as top`,
  );
  return { skills: JSON.parse(row!.skills) as string[], top: Number(row!.top) };
}

/** A PostgreSQL array literal of texts, each quoted: the skills, as one value of a statement. */
function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** Which part a page starts in. */
function partOf(cursor: MatchCursor | null, hasSkills: boolean): Part {
  if (!hasSkills) return 'rest';
  if (cursor === null || cursor.matches > 0) return 'ranked';
  return cursor.matches === IN_OLDER ? 'older' : 'rest';
}

function statementValues(
  request: MatchPageRequest,
  context: { skills: string[]; top: number },
  limit: number,
  below = 0,
) {
  const { values, cursor } = request;
  return {
    ...values,
    skills: textArray(context.skills),
    top: context.top,
    candidates: MATCH_CANDIDATES,
    below,
    matchAt: cursor?.createdAt.toISOString() ?? 'infinity',
    matchId: cursor?.id ?? 0,
    matchCount: cursor?.matches ?? 0,
    matchLimit: limit,
  };
}

/** A statement of MatchRows, as Drizzle runs it (unnamed: planned with its values). */
function selected(db: Queryable, inner: SQL) {
  return db
    .select({
      id: sql<number>`m.id`,
      createdAt: sql<Date | string>`m.created_at`,
      // The card's JSON text as kept (ProjectView), and the matches beside it: the card is parsed
      // and the matches added here, so the answer goes through the route's response schema.
      card: sql<string>`m.card`,
      matched: sql<string[]>`m.matched`,
      candidates: sql<number | string | null>`m.candidates`,
      lowest: sql<number | null>`m.lowest`,
    })
    .from(sql`(${inner}) m`);
}

/**
 * The statement of the first part a page reads and its values (tests and the benchmark EXPLAIN
 * it): the ranked part, the older matches or the rest, as the cursor says.
 */
export async function bestMatchQuery(db: Queryable, request: MatchPageRequest) {
  const context = await viewerAndTop(db, request.viewerId);
  const part = partOf(request.cursor, context.skills.length > 0);
  const { conditions, cursor, limit } = request;
  const inner =
    part === 'ranked'
      ? rankedQuery(conditions, cursor)
      : part === 'older'
        ? olderQuery(conditions)
        : restQuery(conditions, cursor !== null && cursor.matches === 0);
  return {
    query: selected(db, inner),
    values: statementValues(request, context, limit + 1, cursor?.id ?? 0),
  };
}

/** One page of best matches, with the next page's cursor. */
export async function bestMatchPage(
  db: Queryable,
  request: MatchPageRequest,
): Promise<{ items: ProjectListEntry[]; nextCursor: string | null }> {
  const { conditions, cursor, limit } = request;
  const context = await viewerAndTop(db, request.viewerId);
  const run = (inner: SQL, values: Record<string, unknown>): Promise<MatchRow[]> =>
    selected(db, inner).prepare('').execute(values);
  const tagged: { row: MatchRow; part: Part }[] = [];
  const add = (rows: MatchRow[], part: Part) =>
    tagged.push(...rows.filter((row) => row.id !== null).map((row) => ({ row, part })));
  const wanted = () => limit + 1 - tagged.length;

  const first = partOf(cursor, context.skills.length > 0);
  let below: number | null = null;
  if (first === 'ranked') {
    const rows = await run(
      rankedQuery(conditions, cursor),
      statementValues(request, context, limit + 1),
    );
    add(rows, 'ranked');
    // Older matches follow only when there were as many candidates as are ranked.
    if (Number(rows[0]?.candidates ?? 0) === MATCH_CANDIDATES) below = rows[0]?.lowest ?? null;
  } else if (first === 'older') {
    below = cursor!.id;
  }
  if (wanted() > 0 && below !== null) {
    add(
      await run(olderQuery(conditions), statementValues(request, context, wanted(), below)),
      'older',
    );
  }
  if (wanted() > 0) {
    const inRest = first === 'rest' && cursor !== null && cursor.matches === 0;
    add(
      await run(restQuery(conditions, inRest), statementValues(request, context, wanted())),
      'rest',
    );
  }

  const page = tagged.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(({ row }) => ({
      ...(JSON.parse(row.card) as ProjectView),
      matchedTechnologies: row.matched,
    })),
    nextCursor:
      tagged.length > limit && last
        ? encodeMatchCursor({
            matches:
              last.part === 'ranked'
                ? last.row.matched.length
                : last.part === 'older'
                  ? IN_OLDER
                  : 0,
            createdAt: new Date(last.row.createdAt),
            id: last.row.id,
          })
        : null,
  };
}
