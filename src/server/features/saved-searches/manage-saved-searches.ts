/**
 * A developer's saved searches: list, save (at most SAVED_SEARCH_LIMITS.perDeveloper), change and
 * delete their own. Another user's saved search is a 404, never a 403: its id says nothing.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type {
  CreateSavedSearchData,
  SavedSearch,
  UpdateSavedSearchData,
} from '@shared/contract/saved-searches.js';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
} from '@shared/contract/saved-searches-rules.js';
import type { Command, Query } from '../../core/domain.js';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.js';
import { lockUser } from '../../core/row-locks.js';
import type { UserRow } from '../../db/schema.js';
import { savedSearches } from '../../db/schema.js';

const viewColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  text: savedSearches.text,
  technologies: savedSearches.technologies,
  budgetMin: savedSearches.budgetMin,
  budgetMax: savedSearches.budgetMax,
  cadence: savedSearches.cadence,
  lastDigestAt: savedSearches.lastDigestAt,
  createdAt: savedSearches.createdAt,
};

type ViewRow = Omit<SavedSearch, 'lastDigestAt' | 'createdAt'> & {
  lastDigestAt: Date;
  createdAt: Date;
};

const toView = (row: ViewRow): SavedSearch => ({
  ...row,
  lastDigestAt: row.lastDigestAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

function developerOnly(actor: UserRow) {
  if (actor.role !== 'developer') throw forbidden(SAVED_SEARCH_MESSAGES.developersOnly);
}

/** The actor's saved searches, newest first (at most 20 exist). */
export async function listSavedSearches({ db, actor }: Query<null, UserRow>) {
  const rows = await db
    .select(viewColumns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, actor.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(SAVED_SEARCH_LIMITS.perDeveloper);
  return rows.map(toView);
}

export async function createSavedSearch({
  tx,
  actor,
  input,
}: Command<CreateSavedSearchData>): Promise<SavedSearch> {
  developerOnly(actor);
  // The user's row first (lock order): two saves at once count one after the other.
  await lockUser(tx, actor.id);
  const [kept] = await tx
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, actor.id));
  if (kept!.n >= SAVED_SEARCH_LIMITS.perDeveloper)
    throw refuse('limit_reached', SAVED_SEARCH_MESSAGES.tooMany);
  const [row] = await tx
    .insert(savedSearches)
    .values({ userId: actor.id, ...input })
    .returning(viewColumns);
  return toView(row!);
}

export async function updateSavedSearch({
  tx,
  actor,
  input,
}: Command<{ id: number; changes: UpdateSavedSearchData }>): Promise<SavedSearch> {
  const { id, changes } = input;
  const mine = and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.id));
  const [current] = await tx
    .select({ budgetMin: savedSearches.budgetMin, budgetMax: savedSearches.budgetMax })
    .from(savedSearches)
    .where(mine)
    .for('update');
  if (!current) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
  const min = changes.budgetMin === undefined ? current.budgetMin : changes.budgetMin;
  const max = changes.budgetMax === undefined ? current.budgetMax : changes.budgetMax;
  if (min !== null && max !== null && min > max) {
    throw badRequest(SAVED_SEARCH_MESSAGES.budgetRange, {
      budgetMax: [SAVED_SEARCH_MESSAGES.budgetRange],
    });
  }
  const [row] = await tx
    .update(savedSearches)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(mine)
    .returning(viewColumns);
  return toView(row!);
}

export async function deleteSavedSearch({ tx, actor, input }: Command<{ id: number }>) {
  const deleted = await tx
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, actor.id)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
}
