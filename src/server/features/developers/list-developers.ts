import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { PROGRAMMING_LANGUAGES } from '@shared/constants.js';
import type { DevelopersQuery } from '@shared/contract/developers.js';
import { DIRECTORY_LIMITS } from '@shared/contract/developers-rules.js';
import { afterCursor, decodeCursor } from '../../core/pagination.js';
import type { Query } from '../../core/domain.js';
import { users } from '../../db/schema.js';
import { developerCardColumns } from './developer-view.js';

/**
 * One page of the developer directory, newest first, fetched with one extra row so the caller
 * can tell whether a next page exists (see `sendPage`). Only developers; only public columns.
 */
export async function listDevelopers({ db, input: query }: Query<DevelopersQuery, null>) {
  const conditions: (SQL | undefined)[] = [
    eq(users.role, 'developer'),
    afterCursor(users.createdAt, users.id, decodeCursor(query.cursor)),
  ];
  if (query.available !== undefined) conditions.push(eq(users.available, query.available));
  for (const skill of query.skills ?? []) conditions.push(hasSkill(skill));
  for (const word of searchWords(query.q)) conditions.push(mentions(word));

  return db
    .select(developerCardColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
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
