/**
 * The newest rows of a condition, found at a cost bounded by what is asked for and not by how
 * many rows match (docs/decisions/search.md, "Windows"): search's candidates on `projects`, best
 * match's on `project_cards`, both keyed by the project's id (the order projects were posted in).
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Windows of ids below where the matches are looked for, newest first: the last `WINDOWS[0]`
 * projects posted, then those up to `WINDOWS[1]` back, then all the older ones. Ten times wider
 * each: a condition too rare to fill one window reads at most ten times the rows asked for in
 * the next.
 */
export const WINDOWS = [10_000, 100_000];

export interface NewestInWindows {
  from: PgTable;
  /** The table's id column (the primary key), by which "newest" is meant. */
  id: AnyPgColumn;
  /** The condition, which a GIN index answers for the later windows. */
  match: SQL;
  /** Only ids below this value (a value of the statement, never a sub-select). */
  below: SQL;
  limit: SQL;
  columns: SQL;
  /** Whether the first window may be walked along the primary key (checking each row). */
  walk: boolean;
}

/**
 * The newest `limit` rows of `match` below the id `below`, newest first: one branch per window,
 * each stopped at `limit`, and the branches read in turn until `limit` rows came (an Append under
 * a Limit runs its children in order and stops pulling when it has enough).
 *
 * Only the first window may be walked along the primary key: a common condition fills it after a
 * few hundred rows, and the window bounds what a walk reads whatever the planner guessed of the
 * condition (a word it has no statistics for, taken for a common one, once read 1,000,000 rows).
 * The later windows are ordered and bounded by `id + 0`, which no btree yields, so they are read
 * through the GIN index, narrowed to the window by a BRIN index on `id + 0` (a few pages), and
 * sorted: they run only for conditions too rare to fill the first window.
 *
 * `below` must be a value the planner sees (written in, or a parameter of an unnamed statement):
 * from a sub-select it guesses each window's size, and once walked a window it took for 5,000
 * rows.
 */
export function newestInWindows({ from, id, match, below, limit, columns, walk }: NewestInWindows) {
  const starts = [0, ...WINDOWS];
  const branch = (i: number) => {
    // The later windows' ranges are `id + 0`: only the BRIN index on that expression (and the
    // GIN ones) serve them, never a range scan of the primary key reading every row of a window.
    const key = i === 0 ? sql`${id}` : sql`(${id} + 0)`;
    const range = [
      sql`${key} < ${below} - ${sql.raw(String(starts[i]))}`,
      i < WINDOWS.length ? sql`${key} >= ${below} - ${sql.raw(String(WINDOWS[i]))}` : undefined,
    ];
    const order = walk && i === 0 ? sql`${id}` : sql`${id} + 0`;
    return sql`(select ${columns} from ${from}
      where ${and(match, ...range)}
      order by ${order} desc limit ${limit})`;
  };
  return sql`select * from (${sql.join(
    starts.map((_, i) => branch(i)),
    sql` union all `,
  )}) newest
    limit ${limit}`;
}
