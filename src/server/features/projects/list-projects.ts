/**
 * Browsing: newest first, or by relevance when searching. Every shape of the query is served by
 * an index (docs/benchmarks.md): the partial index on listed projects for the default list and
 * deep pages, GIN on the search document for `q`, GIN on tech_stack for rare technologies.
 * Pages newest first that are asked for in the same turn share one statement (db/read-batcher.ts).
 */
import { and, desc, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { ProjectStatus } from '@shared/constants.js';
import { OPEN_FOR_BIDS } from '@shared/lifecycle.js';
import { MAX_ID } from '@shared/contract/common.js';
import type { ProjectListEntry, ProjectSort } from '@shared/contract/projects.js';
import {
  cursorArrays,
  decodeCursor,
  encodeCursor,
  type CreatedAtCursor,
} from '../../core/pagination.js';
import type { Query } from '../../core/domain.js';
import type { Queryable } from '../../db/client.js';
import { limitFrom, oncePerDatabase, plannedAlike, preparedStatement } from '../../db/prepared.js';
import { createReadBatcher, type BatchedRead } from '../../db/read-batcher.js';
import { qualified } from '../../db/qualified.js';
import { bids, projectCards, projects } from '../../db/schema.js';
import { bestMatchPage, bestMatchQuery, decodeMatchCursor } from './list-best-match.js';
import {
  decodeSearchCursor,
  searchPage,
  searchQuery,
  type SearchCursor,
} from './project-search.js';
import { statusIn } from './project-view.js';

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

export type ProjectPage = PageOf<
  | {
      /**
       * The page as the API sends it: a JSON array of ProjectView, built by the database from
       * the cards it keeps (newest first, search).
       */
      json: string;
      items?: never;
    }
  | {
      /** The page as objects, which the route's response schema checks (best match). */
      items: ProjectListEntry[];
      json?: never;
    }
>;

type PageOf<Body> = Body & {
  /** Opaque cursor of the next page, or null on the last page. */
  nextCursor: string | null;
  /**
   * What the page is made of, when known without reading it: its projects' ids and row versions
   * (core/http-cache.ts makes the ETag of it instead of hashing the page).
   */
  version?: string;
};

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

export async function listProjects({
  db,
  actor,
  input: options,
}: Query<ListProjectsOptions>): Promise<ProjectPage> {
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
  return searchPage(db, searchRequest(shape, values, cursor, options.limit));
}

/**
 * The query behind one page of GET /api/projects with its values written in, exactly as the API
 * prepares it: tests EXPLAIN it. A page newest first is the batched statement answering it alone.
 */
export async function projectListQuery({ db, actor, input: options }: Query<ListProjectsOptions>) {
  if (byMatch(options)) {
    const { query, values } = await bestMatchQuery(
      db,
      bestMatchRequest(options, actor?.id ?? null),
    );
    const { sql: text, params } = query.toSQL();
    return { query: { toSQL: () => ({ sql: text, params: fillPlaceholders(params, values) }) } };
  }
  const { shape, values, cursor } = describe(options, actor?.id ?? null);
  if (shape.search) {
    const { query, values: filled } = await searchQuery(
      db,
      searchRequest(shape, values, cursor, options.limit),
    );
    const { sql: text, params } = query.toSQL();
    return { query: { toSQL: () => ({ sql: text, params: fillPlaceholders(params, filled) }) } };
  }
  const { sql: text, params } = newestPagesQuery(db, shape).toSQL();
  const filled = { ...values, ...cursorArrays([cursor]), limit: options.limit };
  return { query: { toSQL: () => ({ sql: text, params: fillPlaceholders(params, filled) }) } };
}

function searchRequest(
  shape: ListShape,
  values: Record<string, unknown>,
  cursor: CreatedAtCursor | SearchCursor | null,
  limit: number,
) {
  return {
    conditions: filters(shape, projects),
    values,
    cursor: cursor && 'rank' in cursor ? cursor : null,
    limit,
  };
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
    const statement = preparedStatement<NewestPagesStatement>(db, name, (statementName) =>
      newestPagesQuery(db, shape).prepare(statementName),
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
  const columns = sql`${cards.cardJson} as card_json, ${cards.createdAt} as created_at,
    ${cards.projectId} as project_id,
    ${cards.projectId}::text || ':' || ${cards}.xmin::text as row_version`;
  const page = shape.tech
    ? technologyPage(
        shape,
        sql`cursors.after_at`,
        sql`cursors.after_id`,
        sql`${sql.placeholder('limit')}::int`,
        columns,
      )
    : newestPage(db, shape, after(sql`cursors.after_at`, sql`cursors.after_id`));
  // Ordered like the page so that the planner walks the same index (EXISTS may scan the table).
  const oneMore = shape.tech
    ? sql`exists (${technologyPage(shape, sql`page.last_at`, sql`page.last_id`, sql.raw('1'), sql`1`)})`
    : sql`(${db
        .select({ more: sql`true` })
        .from(cards)
        .where(and(...filters(shape, cards), after(sql`page.last_at`, sql`page.last_id`)))
        .orderBy(desc(cards.createdAt), desc(cards.projectId))
        // Written in: the ORM would send a number as a parameter, which a generic plan cannot see.
        .limit(limitFrom(sql.raw('1')))})`;
  return db
    .select({
      i: sql<number>`cursors.i`,
      json: sql<string>`page.json`,
      lastMs: sql<number | null>`case when ${oneMore}
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

/** A page newest first of a shape without a technology: along the listed cards' index. */
function newestPage(db: Queryable, shape: ListShape, after: SQL) {
  const cards = projectCards;
  return (
    db
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
      .where(and(...filters(shape, cards), after))
      .orderBy(desc(cards.createdAt), desc(cards.projectId))
      // A budget range's pages are planned for each batch, with the page size known; the other
      // shapes keep one plan.
      .limit(
        limitFrom(
          shape.budget ? sql`${sql.placeholder('limit')}::int` : plannedAlike('limit', 'int'),
        ),
      )
  );
}

/**
 * How many listed cards after the cursor a technology's page walks before it asks the
 * technologies' GIN index for the older ones (docs/decisions/search.md, "Listings").
 */
export const TECHNOLOGY_WALK = 4_000;

/**
 * A technology's page newest first after (afterAt, afterId), bounded whatever the planner thinks
 * of the technology: the next `TECHNOLOGY_WALK` listed cards walked newest first and filtered,
 * stopping at `limit`; only when they hold fewer, the older ones through the GIN index on the
 * technologies, sorted (the branch is ordered by an expression no index yields, so it cannot walk:
 * a technology without statistics, taken for a common one, once walked every card, 2.7 s at 1M).
 * The walked cards are a subquery named like the table, so that the shape's filters apply to it.
 */
function technologyPage(shape: ListShape, afterAt: SQL, afterId: SQL, limit: SQL, columns: SQL) {
  const cards = projectCards;
  const listed = statusIn(shape.statuses, cards.status);
  const after = sql`(${cards.createdAt}, ${cards.projectId}) < (${afterAt}, ${afterId})`;
  const order = sql`order by ${cards.createdAt} desc, ${cards.projectId} desc`;
  const walked = sql`(select ${columns} from (
      select ${cards}.*, ${cards}.xmin as xmin from ${cards} where ${listed} and ${after} ${order}
      limit ${sql.raw(String(TECHNOLOGY_WALK))}
    ) ${cards}
    where ${and(...filters(shape, cards))} ${order} limit ${limit})`;
  const edge = sql`(select ${cards.createdAt}, ${cards.projectId} from ${cards}
    where ${listed} and ${after} ${order} offset ${sql.raw(String(TECHNOLOGY_WALK - 1))} limit 1)`;
  const older = sql`(select ${columns} from ${cards}
    where ${and(...filters(shape, cards), after, sql`(${cards.createdAt}, ${cards.projectId}) < ${edge}`)}
    order by ${cards.createdAt} + interval '0 s' desc, ${cards.projectId} desc limit ${limit})`;
  return sql`select * from (${walked} union all ${older}) technology limit ${limit}`;
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

/** A browsing shape's name: the cursor is a value of the batch, not a shape of its own. */
const shapeKey = (shape: ListShape) =>
  [shape.tech, shape.exclude].map(Number).join('') +
  (shape.budget ? '_budget' : '') +
  '_' +
  shape.statuses.join('_');
