/**
 * Browsing: newest first, or by relevance when searching. Every shape of the query is served by
 * an index (docs/benchmarks.md): the partial index on listed projects for the default list and
 * deep pages, GIN on the search document for `q`, GIN on tech_stack for rare technologies.
 * Pages newest first that are asked for in the same turn share one statement (db/read-batcher.ts).
 */
import { and, desc, eq, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { ProjectStatus } from '@shared/constants.js';
import { OPEN_FOR_BIDS } from '@shared/lifecycle.js';
import { MAX_ID } from '@shared/contract/common.js';
import type { ProjectSort } from '@shared/contract/projects.js';
import { badRequest } from '../../core/errors.js';
import {
  cursorArrays,
  decodeCursor,
  encodeCursor,
  type CreatedAtCursor,
} from '../../core/pagination.js';
import type { Query } from '../../core/domain.js';
import type { Queryable } from '../../db/client.js';
import { oncePerDatabase, plannedAlike, preparedStatement } from '../../db/prepared.js';
import { createReadBatcher, type BatchedRead } from '../../db/read-batcher.js';
import { qualified } from '../../db/qualified.js';
import { bids, projectCards, projects } from '../../db/schema.js';
import { bestMatchPage, bestMatchQuery, decodeMatchCursor } from './list-best-match.js';
import { SEARCH_CONFIG, type ProjectSearch, type SearchPosition } from './project-search.js';
import { projectListColumns, statusIn, type ProjectListRow } from './project-view.js';

export interface ListProjectsOptions {
  q?: string;
  tech?: string;
  /** A budget range in whole dollars (either end may be open): projects with a budget within it. */
  budgetMin?: number;
  budgetMax?: number;
  /** Default: open and active. Never paused or cancelled (the query schema refuses them). */
  statuses?: readonly ProjectStatus[];
  limit: number;
  cursor?: string;
  /** A developer's Open Jobs: leave out the actor's own projects and those they bid on. */
  excludeApplied?: boolean;
  /** `match`: by the actor's skills, then newest (list-best-match.ts); a search ignores it. */
  sort?: ProjectSort;
}

export interface ProjectPage {
  /** The page as the API sends it: a JSON array of ProjectView, built by the database. */
  json: string;
  /** Opaque cursor of the next page, or null on the last page. */
  nextCursor: string | null;
  /**
   * What the page is made of, when known without reading it: its projects' ids and row versions
   * (core/http-cache.ts makes the ETag of it instead of hashing the page).
   */
  version?: string;
}

const pageOf = (rows: readonly ProjectListRow[], nextCursor: string | null): ProjectPage => ({
  json: `[${rows.map((row) => row.json).join(',')}]`,
  nextCursor,
});

type ListRow = ProjectListRow & { rank?: number };

/**
 * The shape of one page request: search or not, tech filter or not, first page or later (a
 * search's), Open Jobs or not, which statuses. Each is one SQL text with placeholders; those
 * newest first are named prepared statements, so PostgreSQL plans them once per connection
 * instead of on every request (planning cost more than running them; docs/benchmarks.md).
 */
interface ListShape {
  search: boolean;
  tech: boolean;
  /** A budget range (an unbounded end is written as 0 or the largest integer). */
  budget: boolean;
  cursor: boolean;
  exclude: boolean;
  statuses: readonly ProjectStatus[];
}

type ListStatement = { execute(values: Record<string, unknown>): Promise<ListRow[]> };

export async function listProjects({
  db,
  actor,
  input: options,
  search,
}: Query<ListProjectsOptions> & { search?: ProjectSearch }): Promise<ProjectPage> {
  if (byMatch(options)) return bestMatchPage(db, bestMatchRequest(options, actor?.id ?? null));
  const { shape, values, cursor } = describe(options, actor?.id ?? null);
  if (!shape.search) {
    const readPage = newestPages(db, shape);
    return readPage({
      after: cursor,
      limit: options.limit,
      tech: values.tech as string,
      me: values.me as number,
      budgetMin: values.budgetMin as number,
      budgetMax: values.budgetMax as number,
    });
  }
  // The kept matches know nothing of budgets: a range asks the database.
  if (!shape.exclude && !shape.budget && search) {
    const page = await pageFromSearch(db, search, shape, values, cursor, options.limit);
    if (page) return page;
  }
  // An unnamed statement, parsed and planned with its values every time: the best plan depends
  // on how many projects the words match (a rare word: the search index; a common one: walk the
  // newest first), which a generic plan cannot know.
  const statement = searchQuery(db, shape).prepare('') as unknown as ListStatement;
  const rows = await statement.execute(values);
  const pageRows = rows.slice(0, options.limit);
  const last = pageRows[pageRows.length - 1];
  return pageOf(pageRows, rows.length > options.limit && last ? searchCursorOfRow(last) : null);
}

/**
 * The query behind one page of GET /api/projects with its values written in, exactly as the API
 * prepares it: tests EXPLAIN it. A page newest first is the batched statement answering it alone.
 */
export function projectListQuery({ db, actor, input: options }: Query<ListProjectsOptions>) {
  if (byMatch(options)) {
    const { query, values } = bestMatchQuery(db, bestMatchRequest(options, actor?.id ?? null));
    const { sql: text, params } = query.toSQL();
    return { query: { toSQL: () => ({ sql: text, params: fillPlaceholders(params, values) }) } };
  }
  const { shape, values, cursor } = describe(options, actor?.id ?? null);
  const { sql: text, params } = shape.search
    ? searchQuery(db, shape).toSQL()
    : newestPagesQuery(db, shape).toSQL();
  const filled = shape.search
    ? values
    : { ...values, ...cursorArrays([cursor]), limit: options.limit };
  return { query: { toSQL: () => ({ sql: text, params: fillPlaceholders(params, filled) }) } };
}

/** Ordered by best match: asked for, and no search (a search is ordered by relevance). */
const byMatch = (options: ListProjectsOptions) => options.sort === 'match' && !options.q?.trim();

function bestMatchRequest(options: ListProjectsOptions, viewerId: number | null) {
  const { shape, values } = describe({ ...options, cursor: undefined }, viewerId);
  return {
    conditions: filters(shape, projectCards),
    values,
    viewerId: viewerId ?? 0,
    cursor: decodeMatchCursor(options.cursor),
    limit: options.limit,
  };
}

function describe(options: ListProjectsOptions, viewerId: number | null) {
  const excludeAppliedBy = options.excludeApplied ? viewerId : null;
  const q = options.q?.trim() ?? '';
  const search = q.length > 0;
  const cursor = search ? decodeSearchCursor(options.cursor) : decodeCursor(options.cursor);
  const shape: ListShape = {
    search,
    tech: Boolean(options.tech),
    budget: options.budgetMin !== undefined || options.budgetMax !== undefined,
    cursor: cursor !== null,
    exclude: excludeAppliedBy !== null,
    statuses: options.statuses?.length ? [...options.statuses].sort() : OPEN_FOR_BIDS,
  };
  const values: Record<string, unknown> = {
    q,
    tech: options.tech ?? '',
    budgetMin: options.budgetMin ?? 0,
    budgetMax: options.budgetMax ?? MAX_ID,
    me: excludeAppliedBy ?? 0,
    limit: options.limit + 1,
    cursorCreatedAt: cursor?.createdAt.toISOString() ?? '',
    cursorId: cursor?.id ?? 0,
    cursorRank: cursor && 'rank' in cursor ? cursor.rank : 0,
  };
  return { shape, values, cursor };
}

/** One page newest first, as the batched statement takes it. */
interface NewestPageRequest {
  after: CreatedAtCursor | null;
  limit: number;
  tech: string;
  me: number;
  budgetMin: number;
  budgetMax: number;
}

type NewestPagesStatement = {
  execute(values: Record<string, unknown>): Promise<NewestPageRow[]>;
};

/** One page of the batch: `i` is its place among the requests (from 1). */
interface NewestPageRow {
  i: number | string;
  json: string;
  /** The last card's time (ms since the epoch), null when no page follows, and its id. */
  lastMs: number | string | null;
  lastId: number | null;
  /** `id:xmin` of each card, in order; null for an empty page. */
  version: string | null;
}

/**
 * Pages newest first of one shape, asked for in the same turn, read by one statement
 * (db/read-batcher.ts). Requests with different filter values (technology, the viewer of Open
 * Jobs, page size) are batched apart: PostgreSQL then plans each batch for its values, as it
 * planned each page before (a rare technology through its index, a common one newest first).
 */
function newestPages(db: Queryable, shape: ListShape): BatchedRead<NewestPageRequest, ProjectPage> {
  const name = `projects_pages_${shapeKey(shape)}`;
  return oncePerDatabase(db, name, () => {
    const statement = preparedStatement(
      db,
      name,
      (statementName) =>
        newestPagesQuery(db, shape).prepare(statementName) as unknown as NewestPagesStatement,
    );
    return createReadBatcher<NewestPageRequest, ProjectPage>({
      groupOf: ({ tech, me, limit, budgetMin, budgetMax }) =>
        `${limit} ${me} ${budgetMin} ${budgetMax} ${tech}`,
      async readMany(requests) {
        const { tech, me, limit, budgetMin, budgetMax } = requests[0]!;
        const rows = await statement.execute({
          ...cursorArrays(requests.map((request) => request.after)),
          tech,
          me,
          limit,
          budgetMin,
          budgetMax,
        });
        const pages: ProjectPage[] = [];
        for (const row of rows) {
          pages[Number(row.i) - 1] = {
            json: row.json,
            version: `cards ${row.version ?? ''}`,
            nextCursor:
              row.lastMs === null || row.lastId === null
                ? null
                : encodeCursor({ createdAt: new Date(Number(row.lastMs)), id: row.lastId }),
          };
        }
        return pages;
      },
    });
  });
}

/**
 * Pages newest first, one row per requested cursor: the page's cards joined by the database into
 * the JSON array the API sends, the last card's keys, and whether one more project follows them
 * (then the keys are the next page's cursor). `limit` is the page size.
 *
 * `string_agg` joins the cards in the order of its input, the ordered subquery's: a plain
 * aggregate over a subquery keeps its order in PostgreSQL (an ORDER BY inside the aggregate would
 * sort the cards again, a large share of the statement's cost). tests/api compare every
 * page with the same rows read with ORDER BY.
 */
function newestPagesQuery(db: Queryable, shape: ListShape) {
  const cards = projectCards;
  const after = (createdAt: SQL, id: SQL) =>
    sql`(${cards.createdAt}, ${cards.projectId}) < (${createdAt}, ${id})`;
  const page = db
    .select({
      cardJson: cards.cardJson,
      createdAt: cards.createdAt,
      projectId: cards.projectId,
      // The card's version: every write of a card gives its row a new xmin.
      rowVersion: sql<string>`${cards.projectId}::text || ':' || ${cards}.xmin::text`.as(
        'row_version',
      ),
    })
    .from(cards)
    .where(and(...filters(shape, cards), after(sql`cursors.after_at`, sql`cursors.after_id`)))
    .orderBy(desc(cards.createdAt), desc(cards.projectId))
    // A technology's or a budget range's pages are planned for each batch (a rare one through
    // its index), with the page size known; the other shapes keep one plan.
    .limit(
      (shape.tech || shape.budget
        ? sql`${sql.placeholder('limit')}::int`
        : plannedAlike('limit', 'int')) as unknown as number,
    );
  // Ordered like the page so that the planner walks the same index (EXISTS may scan the table).
  const oneMore = db
    .select({ more: sql`true` })
    .from(cards)
    .where(and(...filters(shape, cards), after(sql`page.last_at`, sql`page.last_id`)))
    .orderBy(desc(cards.createdAt), desc(cards.projectId))
    // Written in: the ORM would send a number as a parameter, which a generic plan cannot see.
    .limit(sql.raw('1') as unknown as number);
  return db
    .select({
      i: sql<number>`cursors.i`,
      json: sql<string>`page.json`,
      lastMs: sql<number | null>`case when (${oneMore})
        then (extract(epoch from page.last_at) * 1000)::float8 end`,
      lastId: sql<number | null>`page.last_id`,
      version: sql<string | null>`page.version`,
    })
    .from(
      sql`unnest(${plannedAlike('afterAt', 'timestamptz[]')}, ${plannedAlike('afterId', 'int[]')})
        with ordinality as cursors(after_at, after_id, i)
      cross join lateral (
        select '[' || coalesce(string_agg(p.card_json, ','), '') || ']' as json,
          min(p.created_at) as last_at, (array_agg(p.project_id))[count(*)] as last_id,
          string_agg(p.row_version, ',') as version
        from (${page}) p
      ) page`,
    );
}

/**
 * The conditions of a shape on the projects (a search) or on their cards (pages newest first):
 * status, technology, Open Jobs.
 */
function filters(shape: ListShape, table: typeof projects | typeof projectCards) {
  const id = table === projectCards ? projectCards.projectId : projects.id;
  const conditions: (SQL | undefined)[] = [statusIn(shape.statuses, table.status)];
  if (shape.tech) {
    conditions.push(sql`${table.techStack} @> array[${sql.placeholder('tech')}]::text[]`);
  }
  if (shape.budget) {
    const within = (budget: SQL) =>
      sql`${budget} between ${sql.placeholder('budgetMin')}::int and ${sql.placeholder('budgetMax')}::int`;
    // The cards do not carry the budget: the project's row, by primary key.
    conditions.push(
      table === projects
        ? within(sql`${projects.budget}`)
        : sql`exists (select 1 from ${projects} where ${projects.id} = ${qualified(id)} and ${within(sql`${projects.budget}`)})`,
    );
  }
  if (shape.exclude) {
    const me = sql.placeholder('me');
    conditions.push(
      sql`${table.submitterId} <> ${me}`,
      sql`not exists (select 1 from ${bids} where ${bids.projectId} = ${qualified(id)} and ${bids.finisherId} = ${me})`,
    );
  }
  return conditions;
}

/**
 * A search page from the kept matches of `search` (project-search.ts): their ids in order, then
 * the rows by primary key in one prepared statement. Null when the search keeps too few matches
 * for this page; the caller then runs the whole query.
 */
async function pageFromSearch(
  db: Queryable,
  search: ProjectSearch,
  shape: ListShape,
  values: Record<string, unknown>,
  cursor: { createdAt: Date; id: number; rank?: number } | null,
  limit: number,
): Promise<ProjectPage | null> {
  const hits = await search.find(db, {
    q: values.q as string,
    tech: shape.tech ? (values.tech as string) : undefined,
    statuses: shape.statuses,
    after: cursor
      ? { rank: cursor.rank ?? 0, createdAtUs: cursor.createdAt.getTime() * 1000, id: cursor.id }
      : null,
    count: limit + 1,
  });
  if (!hits) return null;
  const pageHits = hits.slice(0, limit);
  const found = await rowsById(
    db,
    shape.statuses,
    pageHits.map((hit) => hit.id),
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  const last = pageHits[pageHits.length - 1];
  return pageOf(
    // A project that left the list since the search was kept is left out, never shown stale.
    pageHits.flatMap((hit) => byId.get(hit.id) ?? []),
    hits.length > limit && last ? searchCursorOf(last) : null,
  );
}

type RowsById = { execute(values: { ids: string }): Promise<ProjectListRow[]> };

/** Listed projects by primary key (a page's worth), one named prepared statement per status set. */
function rowsById(db: Queryable, statuses: readonly ProjectStatus[], ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const statement = preparedStatement(
    db,
    `projects_by_id_${statuses.join('_')}`,
    (name) =>
      db
        .select(projectListColumns)
        .from(projectCards)
        .where(
          and(
            sql`${projectCards.projectId} = any(${plannedAlike('ids', 'int[]')})`,
            statusIn(statuses, projectCards.status),
          ),
        )
        .prepare(name) as unknown as RowsById,
  );
  return statement.execute({ ids: `{${ids.join(',')}}` });
}

/** A browsing shape's name: the cursor is a value of the batch, not a shape of its own. */
const shapeKey = (shape: ListShape) =>
  [shape.tech, shape.exclude].map(Number).join('') +
  (shape.budget ? '_budget' : '') +
  '_' +
  shape.statuses.join('_');

/**
 * Full-text search ranked by ts_rank (name and technologies weigh more than the description),
 * then newest first. The cursor carries the rank too, so pages never repeat or skip a match.
 */
function searchQuery(db: Queryable, shape: ListShape) {
  const conditions = filters(shape, projects);
  const cursorCreatedAt = sql`${sql.placeholder('cursorCreatedAt')}::timestamptz`;
  const cursorId = sql.placeholder('cursorId');
  const tsquery = sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${sql.placeholder('q')})`;
  const rank = sql<number>`ts_rank(${projects.searchVector}, ${tsquery})`;
  conditions.push(sql`${projects.searchVector} @@ ${tsquery}`);
  if (shape.cursor) {
    conditions.push(
      sql`(${rank}, ${projects.createdAt}, ${projects.id}) < (${sql.placeholder('cursorRank')}::real, ${cursorCreatedAt}, ${cursorId})`,
    );
  }
  // The page is chosen on the projects alone, so that PostgreSQL keeps only the best matches
  // while ranking (a top-N sort); then its cards are read.
  const ranked = db
    .select({ id: projects.id, createdAt: projects.createdAt, rank: rank.as('rank') })
    .from(projects)
    .where(and(...conditions))
    .orderBy(desc(rank), desc(projects.createdAt), desc(projects.id))
    .limit(sql.placeholder('limit') as unknown as number)
    .as('ranked');
  return db
    .select({
      id: ranked.id,
      createdAt: ranked.createdAt,
      json: projectCards.cardJson,
      rank: ranked.rank,
    })
    .from(ranked)
    .innerJoin(projectCards, eq(projectCards.projectId, ranked.id))
    .orderBy(desc(ranked.rank), desc(ranked.createdAt), desc(ranked.id));
}

function searchCursorOfRow(last: ListRow): string {
  return Buffer.from(
    JSON.stringify([last.createdAt.toISOString(), last.id, Number(last.rank)]),
  ).toString('base64url');
}

/** The same cursor as `searchCursorOfRow`, for a kept match. */
function searchCursorOf(hit: SearchPosition): string {
  const createdAt = new Date(Math.floor(hit.createdAtUs / 1000)).toISOString();
  return Buffer.from(JSON.stringify([createdAt, hit.id, hit.rank])).toString('base64url');
}

function decodeSearchCursor(raw: string | undefined) {
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
