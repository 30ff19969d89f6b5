/**
 * Search: which listed projects match the words, best first, at a cost that grows with the page
 * and not with the matches (docs/decisions/search.md). The seam a dedicated search engine could
 * take over: `searchPage` answers a page of cards and the next page's cursor, from the words, the
 * list's filters and the cursor; nothing else in the app knows how search is done.
 *
 * PostgreSQL's way: the newest `RANKED_CANDIDATES` matches (by id, the order projects were
 * posted in), and as many of the newest whose name or technologies hold the words, are ranked with
 * `ts_rank` (name and technologies weigh more than the description), then newest, then id; pages
 * after them list the older matches newest first, unranked. Each set is found window by window
 * (`newestMatches`), through the GIN indexes or a bounded walk of the primary key, as the planner
 * picks with the query's values (unnamed statements). Either way at most twice
 * `RANKED_CANDIDATES` rows are ranked and sorted, never every match.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../../core/errors.js';
import { decodeCursor } from '../../core/pagination.js';
import type { Queryable } from '../../db/client.js';
import { projectCards, projects } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';
import { newestInWindows } from './newest-in-windows.js';

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

/**
 * The markers of a cursor among the rest (ts_rank is never negative): -1 when the newest matches
 * by name were ranked too (the rest leaves them out), -2 when they were not looked for.
 */
const IN_REST = -1;
const IN_REST_ALL = -2;

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
  /** Whether the newest matches by name were looked for (ranked beside the others). */
  named?: boolean | null;
}

const tsquery = sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${sql.placeholder('q')})`;

/** The newest `limit` matches below the id `below` (newest-in-windows.ts). */
const newestMatches = (match: SQL, below: SQL, limit: SQL, columns: SQL, walk: boolean) =>
  newestInWindows({ from: projects, id: projects.id, match, below, limit, columns, walk });

/** The words anywhere in a project's search document, and with the list's filters. */
const matchAnywhere = (conditions: (SQL | undefined)[]) =>
  and(sql`${projects.searchVector} @@ ${tsquery}`, ...conditions)!;

/** The words in the project's name and technologies (its title vector), with the filters. */
const matchNamed = (conditions: (SQL | undefined)[]) =>
  and(sql`${projects.titleVector} @@ ${tsquery}`, ...conditions)!;

/** The newest matches by name and technologies, ranked beside the newest matches anywhere. */
const namedCandidates = (conditions: (SQL | undefined)[]) =>
  newestMatches(
    matchNamed(conditions),
    sql`${sql.placeholder('top')}::int`,
    sql`${sql.placeholder('candidates')}::int`,
    sql`${projects.id} as id, ${projects.createdAt} as created_at,
        ${projects.searchVector} as search_vector`,
    // The named set is the rarer: found through its GIN index, never walked.
    false,
  );

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
  const anywhere = newestMatches(
    matchAnywhere(conditions),
    sql`${sql.placeholder('top')}::int`,
    sql`${sql.placeholder('candidates')}::int`,
    sql`${projects.id} as id, ${projects.createdAt} as created_at,
        ${projects.searchVector} as search_vector`,
    true,
  );
  return sql`
    with anywhere as materialized (${anywhere}),
    -- The newest matches by name are all among the newest matches anywhere (a name's words are
    -- in the search document) when those are fewer than the candidates (every match is one), or
    -- when each of them has the words in its name or technologies (weight A): then they are not
    -- looked for, and their index is not read.
    by_name as (
      select (select count(*) from anywhere) = ${sql.placeholder('candidates')}::int
        and exists (select 1 from anywhere a
                    where not (ts_filter(a.search_vector, '{a}') @@ ${tsquery})) as wanted
    ),
    named as materialized (
      select * from (${namedCandidates(conditions)}) named where (select wanted from by_name)
    ),
    candidates as (
      select * from anywhere
      union all
      select * from named where id not in (select id from anywhere)
    ),
    -- The rest (unranked) starts below the newest matches anywhere, when there were more.
    summary as (
      select count(*)::int as candidates, min(id) as lowest, (select wanted from by_name) as named
      from anywhere
    )
    select page.id, page.created_at as "createdAt", ${projectCards.cardJson} as json, page.rank,
           summary.candidates, summary.lowest, summary.named
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

/**
 * The rest: matches older than the newest ones anywhere (below an id), newest first, but for
 * those ranked already as the newest by name (when they were looked for: `named`).
 */
export function restSearchQuery(conditions: (SQL | undefined)[], named: boolean) {
  const ranked = sql`(select id from (${namedCandidates(conditions)}) named)`;
  const older = newestMatches(
    and(matchAnywhere(conditions), named ? sql`${projects.id} not in ${ranked}` : undefined)!,
    sql`${sql.placeholder('below')}::int`,
    sql`${sql.placeholder('limit')}::int`,
    sql`${projects.id} as id, ${projects.createdAt} as created_at`,
    true,
  );
  return sql`
    select older.id, older.created_at as "createdAt", ${projectCards.cardJson} as json,
           ${sql.raw(String(named ? IN_REST : IN_REST_ALL))}::real as rank,
           null::int as candidates, null::int as lowest, null::boolean as named
    from (${older}) older
    join ${projectCards} on ${projectCards.projectId} = older.id
    order by older.id desc`;
}

/**
 * The statement of a search's ranked page (tests EXPLAIN it) and its values. The newest id is
 * read first and written in as a value, so that the planner knows how many projects each window
 * holds (from a subquery it would guess, and walked a window it took for 5,000 rows).
 */
export async function searchQuery(db: Queryable, request: SearchPageRequest) {
  return selected(db, rankedSearchQuery(request.conditions, request.cursor), {
    ...request.values,
    top: await aboveNewest(db),
    candidates: RANKED_CANDIDATES,
    cursorRank: request.cursor?.rank ?? 0,
    cursorCreatedAt: request.cursor?.createdAt.toISOString() ?? '',
    cursorId: request.cursor?.id ?? 0,
    limit: request.limit + 1,
  });
}

/** One more than the newest project's id: where the windows start. */
async function aboveNewest(db: Queryable): Promise<number> {
  const [row] = await rowsOf<{ top: number | string }>(
    db,
    sql`select coalesce(max(${projects.id}), 0) + 1 as top from ${projects}`,
  );
  return Number(row!.top);
}

/** A statement of rows, with what it selects named for Drizzle, and its values. */
function selected(db: Queryable, inner: SQL, values: Record<string, unknown>) {
  const query = db
    .select({
      // As the drivers answer them (a count may come as text): SearchRow.
      id: sql<SearchRow['id']>`s.id`,
      createdAt: sql<SearchRow['createdAt']>`s."createdAt"`,
      json: sql<SearchRow['json']>`s.json`,
      rank: sql<SearchRow['rank']>`s.rank`,
      candidates: sql<SearchRow['candidates']>`s.candidates`,
      lowest: sql<SearchRow['lowest']>`s.lowest`,
      named: sql<SearchRow['named']>`s.named`,
    })
    .from(sql`(${inner}) s`);
  return { query, values };
}

/** A page of a search, with the next page's cursor. */
export async function searchPage(db: Queryable, request: SearchPageRequest): Promise<SearchPage> {
  const { conditions, cursor, limit } = request;
  // Unnamed, planned with their values: how many projects the words match decides the plan.
  const run = ({ query, values }: ReturnType<typeof selected>) => query.prepare('').execute(values);
  let rows: SearchRow[] = [];
  let below: number | null = null;
  // Whether the rest leaves out the newest matches by name (ranked on the first pages).
  let named: boolean;
  if (cursor && cursor.rank < 0) {
    below = cursor.id;
    named = cursor.rank !== IN_REST_ALL;
  } else {
    const ranked = await run(await searchQuery(db, request));
    rows = ranked.filter((row) => row.id !== null);
    const summary = ranked[0];
    // Every match was a candidate unless there were as many as are ranked.
    if (Number(summary?.candidates ?? 0) === RANKED_CANDIDATES) below = summary?.lowest ?? null;
    named = summary?.named !== false;
  }
  if (rows.length <= limit && below !== null) {
    const rest = selected(db, restSearchQuery(conditions, named), {
      ...request.values,
      candidates: RANKED_CANDIDATES,
      top: await aboveNewest(db),
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
