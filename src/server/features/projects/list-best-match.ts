/**
 * Browsing by "Best match" (decisions.md, "Saved searches and choosing a bid"): projects by how
 * many of their technologies are among the viewer's skills, most first, then newest first; each
 * card carries the technologies that matched (`matchedTechnologies`, in the project's order and
 * spelling). Skills and technologies are compared ignoring case, in SQL, from the viewer's row.
 *
 * One statement, two parts (docs/decisions/discovery.md, "Best match"):
 * - the projects sharing a technology with the skills, found through the GIN index on their
 *   lower-cased technologies (project_cards_tech_lower_idx) and sorted by (count, created_at, id):
 *   the work grows with how many projects share a skill, not with all projects;
 * - then the rest, walked newest first on project_cards_listed_idx, which stops after a page.
 * The cursor is (count, created_at, id) of the last card: a count of 0 means the page is in the
 * rest, and the first part is not read at all.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { ProjectListEntry, ProjectView } from '@shared/contract/projects.js';
import { MAX_TECHNOLOGIES } from '@shared/contract/projects-rules.js';
import { badRequest } from '../../core/errors.js';
import { decodeCursor } from '../../core/pagination.js';
import type { Queryable } from '../../db/client.js';
import { limitFrom } from '../../db/prepared.js';
import { projectCards, users } from '../../db/schema.js';

/** Where a page of best matches starts: after this card. */
export interface MatchCursor {
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
    matches < 0 ||
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

/** The statement of one page of best matches and its values (tests EXPLAIN it). */
export function bestMatchQuery(
  db: Queryable,
  { conditions, values, viewerId, cursor, limit }: MatchPageRequest,
) {
  const cards = projectCards;
  const lowered = sql`finishline_lower_list(${cards.techStack})`;
  const skills = sql`skills.lowered`;
  // The matched technologies, in the project's order and spelling.
  const matched = sql`array(select t from unnest(${cards.techStack}) with ordinality u(t, o)
    where lower(t) = any(${skills}) order by o)`;
  const cursorAt = sql`${sql.placeholder('matchAt')}::timestamptz`;
  const cursorId = sql`${sql.placeholder('matchId')}::int`;
  const cursorMatches = sql`${sql.placeholder('matchCount')}::int`;
  const pageSize = sql`${sql.placeholder('matchLimit')}::int`;

  const inMatched = cursor === null || cursor.matches > 0;
  const matchedPart = sql`select * from (
      select ${cards.projectId} as id, ${cards.createdAt} as created_at, ${cards.cardJson} as card,
        ${matched} as matched
      from ${cards}
      where ${and(...conditions, sql`${lowered} && ${skills}`)}
    ) m
    ${cursor ? sql`where (cardinality(m.matched), m.created_at, m.id) < (${cursorMatches}, ${cursorAt}, ${cursorId})` : sql``}
    order by cardinality(m.matched) desc, m.created_at desc, m.id desc
    limit ${pageSize}`;
  const restPart = sql`select ${cards.projectId} as id, ${cards.createdAt} as created_at,
      ${cards.cardJson} as card, '{}'::text[] as matched
    from ${cards}
    where ${and(
      ...conditions,
      sql`not (${lowered} && ${skills})`,
      cursor && !inMatched
        ? sql`(${cards.createdAt}, ${cards.projectId}) < (${cursorAt}, ${cursorId})`
        : undefined,
    )}
    order by ${cards.createdAt} desc, ${cards.projectId} desc
    limit ${pageSize}`;
  // The viewer's skills, lower-cased, once (one row even when there are none).
  const viewerSkills = sql`(select coalesce(array_agg(distinct lower(s)), '{}'::text[]) as lowered
      from ${users}, unnest(${users.skills}) s
      where ${users.id} = ${sql.placeholder('viewer')}::int) skills`;
  const query = db
    .select({
      id: sql<number>`page.id`,
      createdAt: sql<Date | string>`page.created_at`,
      // The card's JSON text as kept (ProjectView), and the matches beside it: the card is parsed
      // and the matches added here, so the answer goes through the route's response schema.
      card: sql<string>`page.card`,
      matched: sql<string[]>`page.matched`,
    })
    .from(
      sql`${viewerSkills} cross join lateral (
        ${inMatched ? sql`(${matchedPart}) union all ` : sql``}(${restPart})
      ) page`,
    )
    .orderBy(sql`cardinality(page.matched) desc, page.created_at desc, page.id desc`)
    // The page size is a value of the statement, so one plan serves every size.
    .limit(limitFrom(pageSize));
  return {
    query,
    values: {
      ...values,
      viewer: viewerId,
      matchAt: cursor?.createdAt.toISOString() ?? 'infinity',
      matchId: cursor?.id ?? 0,
      matchCount: cursor?.matches ?? 0,
      matchLimit: limit + 1,
    },
  };
}

/** One page of best matches, with the next page's cursor. */
export async function bestMatchPage(
  db: Queryable,
  request: MatchPageRequest,
): Promise<{ items: ProjectListEntry[]; nextCursor: string | null }> {
  const { query, values } = bestMatchQuery(db, request);
  const limit = request.limit;
  // Unnamed, planned with its values: how many projects share a skill decides the plan.
  const rows: MatchRow[] = await query.prepare('').execute(values);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      ...(JSON.parse(row.card) as ProjectView),
      matchedTechnologies: row.matched,
    })),
    nextCursor:
      rows.length > limit && last
        ? encodeMatchCursor({
            matches: last.matched.length,
            createdAt: new Date(last.createdAt),
            id: last.id,
          })
        : null,
  };
}
