/**
 * Search: which listed projects match the words, best first, at a cost that grows with the page
 * and not with the matches (docs/decisions/search.md). The seam a dedicated search engine could
 * take over: `searchPage` answers a page of cards and the next page's cursor, from the words, the
 * list's filters and the cursor; nothing else in the app knows how search is done.
 *
 * PostgreSQL's way: the **newest** `RANKED_CANDIDATES` matches (by id, the order projects were
 * posted in) are ranked with `ts_rank` (name and technologies weigh more than the description),
 * then newest, then id; pages after them list the older matches newest first, unranked. The
 * candidates come either from walking the primary key backwards and checking each project's search
 * document (a common word: a few hundred rows read) or from the GIN index and a top-N sort by id (a
 * rare word: all its matches, few by definition); the planner picks with the query's values
 * (unnamed statements). Either way at most `RANKED_CANDIDATES` rows are ranked and sorted, never
 * every match.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../../core/errors.js';
import { decodeCursor } from '../../core/pagination.js';
import type { Queryable } from '../../db/client.js';
import { projectCards, projects } from '../../db/schema.js';

export const SEARCH_CONFIG = sql.raw(`'english'::regconfig`);

/** How many of the newest matches are ranked; the older ones follow newest first. */
export const RANKED_CANDIDATES = 200;

/** Where a search page starts: after this match. */
export interface SearchCursor {
  createdAt: Date;
  id: number;
  /** The match's rank; below 0 once the pages are past the ranked matches (the rest). */
  rank: number;
}

/** The marker of a cursor among the rest (ts_rank is never negative). */
const IN_REST = -1;

export interface SearchPageRequest {
  /** The list's filters on `projects` (status, technology, budget, Open Jobs), as placeholders. */
  conditions: (SQL | undefined)[];
  /** Their placeholders' values, with `q`, the words as typed (websearch syntax). */
  values: Record<string, unknown>;
  cursor: SearchCursor | null;
  limit: number;
}

export interface SearchPage {
  json: string;
  nextCursor: string | null;
}

interface SearchRow {
  id: number | null;
  createdAt: Date | string | null;
  json: string | null;
  rank: number | string | null;
  /** How many candidates were ranked, and the lowest id among them (every row says the same). */
  candidates?: number | string;
  lowest?: number | null;
}

type Statement = { execute(values: Record<string, unknown>): Promise<SearchRow[]> };

const tsquery = sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${sql.placeholder('q')})`;

/**
 * Windows of ids below where the matches are looked for, newest first: the last `WINDOWS[0]`
 * projects posted, then those up to `WINDOWS[1]` back, then all the older ones. Ten times wider
 * each: a word too rare to fill one window reads at most ten times the candidates in the next.
 */
const WINDOWS = [10_000, 100_000];

/**
 * The newest `limit` matches below the id `below`, newest first: one branch per window, each
 * ordered by id and stopped at `limit`, and the branches read in turn until `limit` rows came
 * (an Append under a Limit runs its children in order and stops pulling when it has enough). A
 * window bounds what a walk of the primary key may read, whatever the planner guessed of the
 * words: a common word fills the first window after a few hundred rows, a rarer one is found
 * through the GIN index within its window. The oldest branch is ordered by `id + 0`, which no
 * index yields, so that it is always read through the GIN index and sorted: it runs only for words
 * too rare to fill the windows, and a walk of every older project would be the planner's worst
 * guess (a word it has no statistics for, taken for a common one, read 1,000,000 rows).
 */
function newestMatches(conditions: (SQL | undefined)[], below: SQL, limit: SQL, columns: SQL): SQL {
  const match = and(sql`${projects.searchVector} @@ ${tsquery}`, ...conditions);
  const from = [0, ...WINDOWS];
  const branches = WINDOWS.map(
    (size, i) => sql`(select ${columns} from ${projects}
      where ${match} and ${projects.id} < ${below} - ${sql.raw(String(from[i]))}
        and ${projects.id} >= ${below} - ${sql.raw(String(size))}
      order by ${projects.id} desc limit ${limit})`,
  );
  branches.push(sql`(select ${columns} from ${projects}
      where ${match} and ${projects.id} < ${below} - ${sql.raw(String(from.at(-1)))}
      order by ${projects.id} + 0 desc limit ${limit})`);
  return sql`select * from (${sql.join(branches, sql` union all `)}) newest limit ${limit}`;
}

/**
 * The ranked part: the newest candidates, ranked, the page after the cursor among them, with its
 * cards; and, on one row even when the page is empty, how many candidates there were and the
 * lowest id among them (where the rest begins).
 */
export function rankedSearchQuery(conditions: (SQL | undefined)[], cursor: SearchCursor | null) {
  const rank = sql`ts_rank(c.search_vector, ${tsquery})`;
  const after = cursor
    ? sql`where (${rank}, c.created_at, c.id) < (${sql.placeholder('cursorRank')}::real,
        ${sql.placeholder('cursorCreatedAt')}::timestamptz, ${sql.placeholder('cursorId')}::int)`
    : sql``;
  const candidates = newestMatches(
    conditions,
    sql`(select max(${projects.id}) + 1 from ${projects})`,
    sql`${sql.placeholder('candidates')}::int`,
    sql`${projects.id} as id, ${projects.createdAt} as created_at,
        ${projects.searchVector} as search_vector`,
  );
  return sql`
    with candidates as materialized (${candidates}),
    summary as (
      select count(*)::int as candidates, min(id) as lowest from candidates
    )
    select page.id, page.created_at as "createdAt", ${projectCards.cardJson} as json, page.rank,
           summary.candidates, summary.lowest
    from summary
    left join (
      select c.id, c.created_at, ${rank} as rank from candidates c
      ${after}
      order by 3 desc, 2 desc, 1 desc
      limit ${sql.placeholder('limit')}::int
    ) page on true
    left join ${projectCards} on ${projectCards.projectId} = page.id
    order by page.rank desc, page.created_at desc, page.id desc`;
}

/** The rest: matches older than the ranked ones (below an id), newest first. */
export function restSearchQuery(conditions: (SQL | undefined)[]) {
  const older = newestMatches(
    conditions,
    sql`${sql.placeholder('below')}::int`,
    sql`${sql.placeholder('limit')}::int`,
    sql`${projects.id} as id, ${projects.createdAt} as created_at`,
  );
  return sql`
    select older.id, older.created_at as "createdAt", ${projectCards.cardJson} as json,
           ${sql.raw(String(IN_REST))}::real as rank, null::int as candidates, null::int as lowest
    from (${older}) older
    join ${projectCards} on ${projectCards.projectId} = older.id
    order by older.id desc`;
}

/** The statement of a search's ranked page (tests EXPLAIN it) and its values. */
export function searchQuery(db: Queryable, request: SearchPageRequest) {
  return selected(db, rankedSearchQuery(request.conditions, request.cursor), {
    ...request.values,
    candidates: RANKED_CANDIDATES,
    cursorRank: request.cursor?.rank ?? 0,
    cursorCreatedAt: request.cursor?.createdAt.toISOString() ?? '',
    cursorId: request.cursor?.id ?? 0,
    limit: request.limit + 1,
  });
}

/** A statement of rows, with what it selects named for Drizzle, and its values. */
function selected(db: Queryable, inner: SQL, values: Record<string, unknown>) {
  const query = db
    .select({
      id: sql<number | null>`s.id`,
      createdAt: sql<Date | string | null>`s."createdAt"`,
      json: sql<string | null>`s.json`,
      rank: sql<number | null>`s.rank`,
      candidates: sql<number | null>`s.candidates`,
      lowest: sql<number | null>`s.lowest`,
    })
    .from(sql`(${inner}) s`);
  return { query, values };
}

/** A page of a search, with the next page's cursor. */
export async function searchPage(db: Queryable, request: SearchPageRequest): Promise<SearchPage> {
  const { conditions, cursor, limit } = request;
  // Unnamed, planned with their values: how many projects the words match decides the plan.
  const run = ({ query, values }: ReturnType<typeof selected>) =>
    (query.prepare('') as unknown as Statement).execute(values);
  let rows: SearchRow[] = [];
  let below: number | null = null;
  if (cursor && cursor.rank < 0) {
    below = cursor.id;
  } else {
    const ranked = await run(searchQuery(db, request));
    rows = ranked.filter((row) => row.id !== null);
    const summary = ranked[0];
    // Every match was a candidate unless there were as many as are ranked.
    if (Number(summary?.candidates ?? 0) === RANKED_CANDIDATES) below = summary?.lowest ?? null;
  }
  if (rows.length <= limit && below !== null) {
    const rest = selected(db, restSearchQuery(conditions), {
      ...request.values,
      below,
      limit: limit + 1 - rows.length,
    });
    rows = rows.concat(await run(rest));
  }
  const page = rows.slice(0, limit).filter((row) => row.json !== null);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    json: `[${page.map((row) => row.json).join(',')}]`,
    nextCursor: last
      ? encodeSearchCursor({
          createdAt: new Date(last.createdAt!),
          id: Number(last.id),
          rank: Number(last.rank),
        })
      : null,
  };
}

export function encodeSearchCursor(cursor: SearchCursor): string {
  return Buffer.from(
    JSON.stringify([cursor.createdAt.toISOString(), cursor.id, cursor.rank]),
  ).toString('base64url');
}

export function decodeSearchCursor(raw: string | undefined): SearchCursor | null {
  if (!raw) return null;
  const base = decodeCursor(raw)!;
  try {
    const rank = (JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[])[2];
    if (typeof rank !== 'number' || !Number.isFinite(rank)) throw new Error('no rank');
    return { ...base, rank };
  } catch {
    throw badRequest('Invalid cursor');
  }
}
