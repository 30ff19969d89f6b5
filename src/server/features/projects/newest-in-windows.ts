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
 * When the first window's matches say that all of them number at most this many (its count times
 * the windows' sizes: 20 in the last 10,000 of 1,000,000 projects), the older windows are read
 * as one: a GIN index's bitmap costs the same whatever the window (it is built from every match
 * of the words), so one read of the few matches, sorted, beats two windows each building it
 * again (a zero-match search at 1,000,000 built it three times, 10 of its 14 ms).
 */
export const FEW_MATCHES = 2_000;

/**
 * The newest `limit` rows of `match` below the id `below`, newest first: the first window, then,
 * one branch per older window, each stopped at `limit`, read in turn until `limit` rows came (an
 * Append under a Limit runs its children in order and stops pulling when it has enough).
 *
 * Only the first window may be walked along the primary key: a common condition fills it after a
 * few hundred rows, and the window bounds what a walk reads whatever the planner guessed of the
 * condition (a word it has no statistics for, taken for a common one, once read 1,000,000 rows).
 * The later windows are ordered and bounded by `id + 0`, which no btree yields, so they are read
 * through the GIN index, narrowed to the window by a BRIN index on `id + 0` (a few pages), and
 * sorted: they run only for conditions too rare to fill the first window.
 *
 * A condition the first window finds few of (FEW_MATCHES) skips those windows for one branch
 * over all the older rows, bounded by `id + 1`, which no index serves: the GIN bitmap alone is
 * exact, where ANDed with the BRIN one it turns lossy and every row of a matching page is checked
 * again. Which branches run is decided when the statement runs (their conditions are values of
 * the first window's count), not by the planner's guess of the words.
 *
 * `below` must be a value the planner sees (written in, or a parameter of an unnamed statement):
 * from a sub-select it guesses each window's size, and once walked a window it took for 5,000
 * rows.
 */
export function newestInWindows({ from, id, match, below, limit, columns, walk }: NewestInWindows) {
  const starts = [0, ...WINDOWS];
  const select = (range: (SQL | undefined)[], order: SQL, only?: SQL) =>
    sql`(select ${columns} from ${from}
      where ${and(match, ...range, only)}
      order by ${order} desc limit ${limit})`;
  // The later windows' ranges are `id + 0`: only the BRIN index on that expression (and the GIN
  // ones) serve them, never a range scan of the primary key reading every row of a window.
  const older = (i: number) =>
    select(
      [
        sql`(${id} + 0) < ${below} - ${sql.raw(String(starts[i]))}`,
        i < WINDOWS.length
          ? sql`(${id} + 0) >= ${below} - ${sql.raw(String(WINDOWS[i]))}`
          : undefined,
      ],
      sql`${id} + 0`,
      sql`not (select few from first_window_count)`,
    );
  const first = select(
    [sql`${id} < ${below}`, sql`${id} >= ${below} - ${sql.raw(String(WINDOWS[0]))}`],
    walk ? sql`${id}` : sql`${id} + 0`,
  );
  const fewOlder = select(
    [sql`(${id} + 1) <= ${below} - ${sql.raw(String(WINDOWS[0]))}`],
    sql`${id} + 0`,
    sql`(select few from first_window_count)`,
  );
  return sql`with first_window as materialized ${first},
    first_window_count as (
      select count(*) * (${below}::float8 / ${sql.raw(String(WINDOWS[0]))}) <= ${sql.raw(String(FEW_MATCHES))} as few
      from first_window
    )
    select * from (
      select * from first_window
      union all ${sql.join(
        starts.slice(1).map((_, i) => older(i + 1)),
        sql` union all `,
      )}
      union all ${fewOlder}
    ) newest
    limit ${limit}`;
}
