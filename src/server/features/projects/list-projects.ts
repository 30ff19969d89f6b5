/**
 * Browsing: newest first, or by relevance when searching. Every shape of the query is served by
 * an index (docs/benchmarks.md): the partial index on listed projects for the default list and
 * deep pages, GIN on the search document for `q`, GIN on tech_stack for rare technologies.
 */
import { and, desc, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { ProjectStatus } from '@shared/constants.js';
import { OPEN_FOR_BIDS } from '@shared/lifecycle.js';
import { badRequest } from '../../core/errors.js';
import { decodeCursor, encodeCursor } from '../../core/pagination.js';
import type { Query } from '../../core/domain.js';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { qualified } from '../../db/qualified.js';
import { bids, projects } from '../../db/schema.js';
import { SEARCH_CONFIG, type ProjectSearch, type SearchPosition } from './project-search.js';
import { projectListColumns, statusIn, type ProjectListRow } from './project-view.js';

export interface ListProjectsOptions {
  q?: string;
  tech?: string;
  /** Default: open and active. Never paused or cancelled (the query schema refuses them). */
  statuses?: readonly ProjectStatus[];
  limit: number;
  cursor?: string;
  /** A developer's Open Jobs: leave out the actor's own projects and those they bid on. */
  excludeApplied?: boolean;
}

export interface ProjectPage {
  /** The page as the API sends it: a JSON array of ProjectView, built by the database. */
  json: string;
  /** Opaque cursor of the next page, or null on the last page. */
  nextCursor: string | null;
}

const pageOf = (rows: readonly ProjectListRow[], nextCursor: string | null): ProjectPage => ({
  json: `[${rows.map((row) => row.json).join(',')}]`,
  nextCursor,
});

type ListRow = ProjectListRow & { rank?: number };

/**
 * The values of one page request. Each query shape (search or not, tech filter or not, first page
 * or later, Open Jobs or not, which statuses) is one SQL text with placeholders; list shapes are
 * named prepared statements, so PostgreSQL plans them once instead of on every request (planning
 * cost more than running them; docs/benchmarks.md).
 */
interface ListShape {
  search: boolean;
  tech: boolean;
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
  const { shape, values, cursor } = describe(options, actor?.id ?? null);
  if (shape.search && !shape.exclude && search) {
    const page = await pageFromSearch(db, search, shape, values, cursor, options.limit);
    if (page) return page;
  }
  const rows = await statementFor(db, shape).execute(values);
  const pageRows = rows.slice(0, options.limit);
  const last = pageRows[pageRows.length - 1];
  return pageOf(pageRows, rows.length > options.limit && last ? cursorOf(shape, last) : null);
}

/**
 * List shapes are named prepared statements, planned once per connection. A search is not: the
 * best plan depends on how many projects its words match (a rare word: the search index; a
 * common one: walk the newest first), which a generic plan cannot know.
 */
function statementFor(db: Queryable, shape: ListShape): ListStatement {
  // An empty name is an unnamed statement: parsed and planned with its values every time.
  if (shape.search) return listQuery(db, shape).prepare('') as unknown as ListStatement;
  return preparedStatement(
    db,
    `projects_list_${shapeKey(shape)}`,
    (name) => listQuery(db, shape).prepare(name) as unknown as ListStatement,
  );
}

/**
 * The query behind one page of GET /api/projects with its values written in, exactly as the API
 * prepares it: tests EXPLAIN it.
 */
export function projectListQuery({ db, actor, input: options }: Query<ListProjectsOptions>) {
  const { shape, values } = describe(options, actor?.id ?? null);
  const { sql: text, params } = listQuery(db, shape).toSQL();
  return { query: { toSQL: () => ({ sql: text, params: fillPlaceholders(params, values) }) } };
}

function describe(options: ListProjectsOptions, viewerId: number | null) {
  const excludeAppliedBy = options.excludeApplied ? viewerId : null;
  const q = options.q?.trim() ?? '';
  const search = q.length > 0;
  const cursor = search ? decodeSearchCursor(options.cursor) : decodeCursor(options.cursor);
  const shape: ListShape = {
    search,
    tech: Boolean(options.tech),
    cursor: cursor !== null,
    exclude: excludeAppliedBy !== null,
    statuses: options.statuses?.length ? [...options.statuses].sort() : OPEN_FOR_BIDS,
  };
  const values: Record<string, unknown> = {
    q,
    tech: options.tech ?? '',
    me: excludeAppliedBy ?? 0,
    limit: options.limit + 1,
    cursorCreatedAt: cursor?.createdAt.toISOString() ?? '',
    cursorId: cursor?.id ?? 0,
    cursorRank: cursor && 'rank' in cursor ? cursor.rank : 0,
  };
  return { shape, values, cursor };
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
        .from(projects)
        .where(and(sql`${projects.id} = any(${sql.placeholder('ids')}::int[])`, statusIn(statuses)))
        .prepare(name) as unknown as RowsById,
  );
  return statement.execute({ ids: `{${ids.join(',')}}` });
}

const shapeKey = (shape: ListShape) =>
  [shape.search, shape.tech, shape.cursor, shape.exclude].map(Number).join('') +
  '_' +
  shape.statuses.join('_');

function listQuery(db: Queryable, shape: ListShape) {
  const conditions: (SQL | undefined)[] = [statusIn(shape.statuses)];
  if (shape.tech) {
    conditions.push(sql`${projects.techStack} @> array[${sql.placeholder('tech')}]::text[]`);
  }
  if (shape.exclude) {
    const me = sql.placeholder('me');
    conditions.push(
      sql`${projects.submitterId} <> ${me}`,
      sql`not exists (select 1 from ${bids} where ${bids.projectId} = ${qualified(projects.id)} and ${bids.finisherId} = ${me})`,
    );
  }
  const cursorCreatedAt = sql`${sql.placeholder('cursorCreatedAt')}::timestamptz`;
  const cursorId = sql.placeholder('cursorId');
  const limit = sql.placeholder('limit');

  if (!shape.search) {
    if (shape.cursor) {
      conditions.push(
        sql`(${projects.createdAt}, ${projects.id}) < (${cursorCreatedAt}, ${cursorId})`,
      );
    }
    return db
      .select(projectListColumns)
      .from(projects)
      .where(and(...conditions))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(limit as unknown as number);
  }

  // Full-text search ranked by ts_rank (name and technologies weigh more than the description),
  // then newest first. The cursor carries the rank too, so pages never repeat or skip a match.
  const tsquery = sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${sql.placeholder('q')})`;
  const rank = sql<number>`ts_rank(${projects.searchVector}, ${tsquery})`;
  conditions.push(sql`${projects.searchVector} @@ ${tsquery}`);
  if (shape.cursor) {
    conditions.push(
      sql`(${rank}, ${projects.createdAt}, ${projects.id}) < (${sql.placeholder('cursorRank')}::real, ${cursorCreatedAt}, ${cursorId})`,
    );
  }
  return db
    .select({ ...projectListColumns, rank })
    .from(projects)
    .where(and(...conditions))
    .orderBy(desc(rank), desc(projects.createdAt), desc(projects.id))
    .limit(limit as unknown as number);
}

function cursorOf(shape: ListShape, last: ListRow): string {
  if (!shape.search) return encodeCursor(last);
  return Buffer.from(
    JSON.stringify([last.createdAt.toISOString(), last.id, Number(last.rank)]),
  ).toString('base64url');
}

/** The same cursor as `cursorOf` for a kept match (its time cut to milliseconds, as a Date is). */
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
