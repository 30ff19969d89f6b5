/**
 * Named prepared statements, built once per database handle: PostgreSQL parses and plans each
 * once per connection instead of on every request, and the ORM builds its SQL text once
 * (docs/decisions/performance.md). Only for a bounded set of query shapes: every name is kept by
 * every connection for its life.
 */
import type { Queryable } from './client.js';

const statementsByDb = new WeakMap<object, Map<string, unknown>>();

/** The statement called `name` on `db`, from `build(name)` the first time it is asked for. */
export function preparedStatement<Statement>(
  db: Queryable,
  name: string,
  build: (name: string) => Statement,
): Statement {
  let statements = statementsByDb.get(db);
  if (!statements) statementsByDb.set(db, (statements = new Map()));
  let statement = statements.get(name) as Statement | undefined;
  if (statement === undefined) {
    statement = build(name);
    statements.set(name, statement);
  }
  return statement;
}
