/**
 * The project card, declared once: each field of ProjectView, in the order the API sends them,
 * with the column of `projects` or of its owner's `users` row it comes from. From this list come
 * the columns reads select (`projectViewColumns`), the row type and `toProjectView`
 * (project-view.ts), and the body of `finishline_card_json`, the database function that writes
 * the cards list pages send (project_cards; docs/decisions/performance.md, "Cards kept by the database").
 * tests/api/projects-list-json.test.ts fails while the database's function differs from this list.
 *
 * How to add a card field (docs/decisions/projects.md):
 * 1. Add it to projectViewSchema (shared/contract/projects.ts), then below: the build checks both.
 * 2. A value from another table is kept in a column of projects or users by a trigger that also
 *    rewrites the cards it shows on (`npm run db:generate`; like users.has_paid, migration 0011).
 * 3. `npm run db:card-function` writes the migration that replaces the function and every card.
 */
import { getTableName, type GetColumnData } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProjectView } from '@shared/contract/projects.js';
import { projects, users } from '../../db/schema.js';

interface CardField<C extends AnyPgColumn, V> {
  column: C;
  /** The value in finishline_card_json, over the project row `p` and its owner's row `u`. */
  sql: string;
  /** The column's value as the API sends it (what row_to_json makes of the same in the card). */
  toView: (value: GetColumnData<C>) => V;
}

/** The card's SQL names a project's row `p` and its owner's `u`. */
const ROW_ALIASES: Record<string, string> = { projects: 'p', users: 'u' };

function field<C extends AnyPgColumn>(column: C): CardField<C, GetColumnData<C>>;
function field<C extends AnyPgColumn, V>(
  column: C,
  options: { sql?: string; toView: (value: GetColumnData<C>) => V },
): CardField<C, V>;
function field<C extends AnyPgColumn, V>(
  column: C,
  options?: { sql?: string; toView: (value: GetColumnData<C>) => V },
): CardField<C, V> {
  const alias = ROW_ALIASES[getTableName(column.table)];
  // Only the project's row and its owner's (primary-key reads): see performance.md.
  if (!alias) throw new Error(`A card field reads projects or users, not ${column.name}`);
  return {
    column,
    sql: options?.sql ?? `${alias}.${column.name}`,
    toView: options?.toView ?? ((value) => value as V),
  };
}

export const CARD_FIELDS = {
  id: field(projects.id),
  name: field(projects.name),
  description: field(projects.description),
  techStack: field(projects.techStack),
  codeLink: field(projects.codeLink),
  imageUrl: field(projects.imageUrl),
  thumbnailUrl: field(projects.thumbnailUrl),
  status: field(projects.status),
  submitterId: field(projects.submitterId),
  submitterUsername: field(users.username),
  // numeric: text in rows, a number in row_to_json.
  submitterRating: field(users.rating, {
    toView: (rating) => (rating === null ? null : Number(rating)),
  }),
  submitterHasPaid: field(users.hasPaid),
  finisherId: field(projects.finisherId),
  timeframe: field(projects.timeframe),
  budget: field(projects.budget),
  bidCount: field(projects.bidCount),
  createdAt: field(projects.createdAt, {
    sql: `to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    toView: (createdAt) => createdAt.toISOString(),
  }),
  // Every key of ProjectView and no other, each with its type: the build fails otherwise.
} satisfies { [K in keyof ProjectView]: { toView: (value: never) => ProjectView[K] } };

export type CardFields = typeof CARD_FIELDS;

/** The body of finishline_card_json(p projects), as pg_proc.prosrc keeps it. */
export function cardFunctionBody(): string {
  const values = Object.entries(CARD_FIELDS)
    .map(([name, { sql }]) => `    ${sql} AS "${name}"`)
    .join(',\n');
  return `
BEGIN
  RETURN (SELECT row_to_json(v)::text FROM (SELECT
${values}
  FROM users u WHERE u.id = p.submitter_id) v);
END `;
}

/** The statement that (re)defines the card function from this list. */
export function cardFunctionSql(): string {
  return `CREATE OR REPLACE FUNCTION finishline_card_json(p projects) RETURNS text LANGUAGE plpgsql STABLE AS $$${cardFunctionBody()}$$;`;
}
