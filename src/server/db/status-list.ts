import { sql, type SQL } from 'drizzle-orm';

/**
 * `'open', 'active'`: statuses written into SQL as literals, where parameters will not do: a
 * partial index's or a check constraint's condition, and the queries the planner must match
 * against a partial index. Only for statuses from the life-cycle tables and their groups
 * (src/shared/lifecycle.ts), or checked against them: never text a client sent.
 */
export function statusList(statuses: readonly string[]): SQL {
  return sql.raw(statuses.map((status) => `'${status}'`).join(', '));
}
