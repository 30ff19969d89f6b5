import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PROGRAMMING_LANGUAGES } from '@shared/constants.js';
import type { DevelopersQuery } from '@shared/contract/developers.js';
import { DIRECTORY_LIMITS } from '@shared/contract/developers-rules.js';
import { cursorArrays, decodeCursor, type CreatedAtCursor } from '../../core/pagination.js';
import type { Query } from '../../core/domain.js';
import type { Queryable } from '../../db/client.js';
import { limitFrom, oncePerDatabase, plannedAlike, preparedStatement } from '../../db/prepared.js';
import { createReadBatcher, type BatchedRead } from '../../db/read-batcher.js';
import { users } from '../../db/schema.js';
import { developerCardColumns, type DeveloperCardRow } from './developer-view.js';

/**
 * One page of the developer directory, newest first, fetched with one extra row so the caller
 * can tell whether a next page exists (see `sendPage`). Only developers; only public columns.
 * The unfiltered pages (the directory as it opens, its next pages, 'available' alone) asked for
 * in the same turn are one named prepared statement (db/read-batcher.ts); a page filtered by
 * skills or words is planned with its values, as those shapes are many (each skill and word is a
 * condition).
 */
export async function listDevelopers({ db, input: query }: Query<DevelopersQuery, null>) {
  const cursor = decodeCursor(query.cursor);
  const skills = query.skills ?? [];
  const words = searchWords(query.q);
  if (skills.length === 0 && words.length === 0) {
    return unfilteredPages(db)({ after: cursor, available: query.available, limit: query.limit });
  }
  const shape = { cursor: cursor !== null, available: query.available !== undefined };
  const statement: DirectoryStatement = directoryQuery(db, shape, skills, words).prepare('');
  return statement.execute({
    available: query.available ?? false,
    cursorCreatedAt: cursor?.createdAt.toISOString() ?? '',
    cursorId: cursor?.id ?? 0,
    limit: query.limit + 1,
  });
}

type DirectoryStatement = { execute(values: Record<string, unknown>): Promise<DeveloperCardRow[]> };

interface UnfilteredPageRequest {
  after: CreatedAtCursor | null;
  available: boolean | undefined;
  limit: number;
}

type UnfilteredPagesStatement = {
  execute(values: Record<string, unknown>): Promise<(DeveloperCardRow & { i: number })[]>;
};

/**
 * Unfiltered directory pages asked for in the same turn, one statement per 'available' filter
 * and page size: every page's rows (and one more), each row with the place of its request.
 */
function unfilteredPages(db: Queryable): BatchedRead<UnfilteredPageRequest, DeveloperCardRow[]> {
  return oncePerDatabase(db, 'developers_pages', () => {
    const statement = (available: boolean) =>
      preparedStatement<UnfilteredPagesStatement>(
        db,
        `developers_pages_${Number(available)}`,
        (name) => unfilteredPagesQuery(db, available).prepare(name),
      );
    return createReadBatcher<UnfilteredPageRequest, DeveloperCardRow[]>({
      groupOf: ({ available, limit }) => `${available} ${limit}`,
      async readMany(requests) {
        const { available, limit } = requests[0]!;
        const rows = await statement(available !== undefined).execute({
          ...cursorArrays(requests.map((request) => request.after)),
          available: available ?? false,
          limit: limit + 1,
        });
        const pages = requests.map((): DeveloperCardRow[] => []);
        for (const { i, ...row } of rows) pages[Number(i) - 1]!.push(row);
        return pages;
      },
    });
  });
}

function unfilteredPagesQuery(db: Queryable, available: boolean) {
  const page = db
    .select(developerCardColumns)
    .from(users)
    .where(
      and(
        eq(users.role, 'developer'),
        // Suspended developers are out of the directory (decisions.md, Operators).
        isNull(users.suspendedAt),
        isNull(users.closedAt),
        sql`(${users.createdAt}, ${users.id}) < (cursors.after_at, cursors.after_id)`,
        available ? eq(users.available, sql.placeholder('available')) : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limitFrom(plannedAlike('limit', 'int')))
    .as('page');
  // Object.fromEntries types its keys as string: the same keys as developerCardColumns, each now
  // the sub-select's column, which TypeScript cannot follow through the map.
  const columns = Object.fromEntries(
    Object.keys(developerCardColumns).map((key) => [key, page[key as keyof typeof page]]),
  ) as unknown as typeof developerCardColumns;
  return db
    .select({ i: sql<number>`cursors.i`, ...columns })
    .from(
      sql`unnest(${plannedAlike('afterAt', 'timestamptz[]')}, ${plannedAlike('afterId', 'int[]')}) with ordinality as cursors(after_at, after_id, i)`,
    )
    .crossJoinLateral(page)
    .orderBy(sql`cursors.i`, desc(page.createdAt), desc(page.id));
}

function directoryQuery(
  db: Queryable,
  shape: { cursor: boolean; available: boolean },
  skills: readonly string[],
  words: readonly string[],
) {
  const conditions: SQL[] = [
    eq(users.role, 'developer'),
    isNull(users.suspendedAt),
    isNull(users.closedAt),
  ];
  if (shape.cursor) {
    conditions.push(
      sql`(${users.createdAt}, ${users.id}) < (${sql.placeholder('cursorCreatedAt')}::timestamptz, ${sql.placeholder('cursorId')})`,
    );
  }
  if (shape.available) conditions.push(eq(users.available, sql.placeholder('available')));
  for (const skill of skills) conditions.push(hasSkill(skill));
  for (const word of words) conditions.push(mentions(word));
  return db
    .select(developerCardColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(sql.placeholder('limit'));
}

/**
 * A developer has a skill when it is in their skills (ignoring case) or, for a programming
 * language, in their languages: the directory offers 'C#' and the Skills tab stores 'csharp'.
 */
function hasSkill(skill: string): SQL {
  const wanted = skill.toLowerCase();
  const inSkills = sql`exists (select 1 from unnest(${users.skills}) as s(skill) where lower(s.skill) = ${wanted})`;
  const code = languageCode(wanted);
  return code ? or(inSkills, sql`${code} = any(${users.languages})`)! : inSkills;
}

/** 'C#' → 'csharp', 'C++' → 'cpp', 'Go' → 'go': the Skills tab's language values. */
function languageCode(name: string): string | null {
  const code = name.replace('#', 'sharp').replace('++', 'pp');
  return (PROGRAMMING_LANGUAGES as readonly string[]).includes(code) ? code : null;
}

function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(q.split(/\s+/).filter(Boolean))].slice(0, DIRECTORY_LIMITS.queryWordsMax);
}

/** Every word of `q` must appear (anywhere, ignoring case) in the username, bio or skills. */
function mentions(word: string): SQL {
  const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${users.username} ilike ${pattern} or coalesce(${users.bio}, '') ilike ${pattern} or array_to_string(${users.skills}, ' ') ilike ${pattern})`;
}
