/**
 * What is built once per database handle: named prepared statements, and the read batchers that
 * run them (read-batcher.ts). PostgreSQL parses and plans a named statement once per connection
 * instead of on every request, and the ORM builds its SQL text once
 * (docs/decisions/performance.md). Only for a bounded set of names: every name is kept for the
 * handle's life, and every connection keeps every statement it has run.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from './client.js';

const builtByDb = new WeakMap<object, Map<string, unknown>>();

/** `build()` the first time `name` is asked for on `db`, the same value after. */
export function oncePerDatabase<T>(db: Queryable, name: string, build: () => T): T {
  let built = builtByDb.get(db);
  if (!built) builtByDb.set(db, (built = new Map()));
  let value = built.get(name) as T | undefined;
  if (value === undefined) {
    value = build();
    built.set(name, value);
  }
  return value;
}

/** The statement called `name` on `db`, from `build(name)` the first time it is asked for. */
export function preparedStatement<Statement>(
  db: Queryable,
  name: string,
  build: (name: string) => Statement,
): Statement {
  return oncePerDatabase(db, `statement ${name}`, () => build(name));
}

/**
 * A statement's value that PostgreSQL estimates alike for every execution: a sub-select, which
 * custom plans (made with an execution's values) see as a parameter too. A LIMIT parameter is
 * estimated at a tenth of the rows and an array by its length, so a custom plan always looked
 * cheaper than the generic one and PostgreSQL planned every execution again (a large share of its
 * time under batched reads). Estimated alike, the generic plan is
 * kept after five executions. Not for a value the best plan depends on (a technology, a search).
 */
export function plannedAlike(placeholder: string, type: string): SQL {
  // Cast again: `= any((select …))` would compare with the sub-select's rows, not its array.
  return sql`((select ${sql.placeholder(placeholder)}::${sql.raw(type)})::${sql.raw(type)})`;
}

/**
 * A LIMIT written as SQL (a cast placeholder, a sub-select, a literal): PostgreSQL takes an
 * expression there, and so does Drizzle when it builds the statement, but its `limit()` is typed
 * for a number or a bare placeholder only. The one cast of it is here.
 */
export function limitFrom(value: SQL): number {
  return value as unknown as number;
}
