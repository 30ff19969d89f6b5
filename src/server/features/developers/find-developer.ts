import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEVELOPER_MESSAGES } from '@shared/contract/developers-rules.js';
import { notFound } from '../../core/errors.js';
import type { Query } from '../../core/domain.js';
import { users } from '../../db/schema.js';
import { developerProfileColumns } from './developer-view.js';

/**
 * Matches how usernames are unique: ignoring case (the users_username_lower_key index). A
 * suspended developer has no public profile (decisions.md, Operators), nor a closed one
 * (docs/decisions/your-data.md).
 */
export const isDeveloperNamed = (username: string) =>
  and(
    eq(sql`lower(${users.username})`, username.toLowerCase()),
    eq(users.role, 'developer'),
    isNull(users.suspendedAt),
    isNull(users.closedAt),
  );

/** A developer's public profile columns; 404 for an unknown username and for a creator alike. */
export async function findDeveloper({
  db,
  input: { username },
}: Query<{ username: string }, null>) {
  const [developer] = await db
    .select(developerProfileColumns)
    .from(users)
    .where(isDeveloperNamed(username))
    .limit(1);
  if (!developer) throw notFound(DEVELOPER_MESSAGES.notFound);
  return developer;
}
