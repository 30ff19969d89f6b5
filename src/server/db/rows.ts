import type { SQLWrapper } from 'drizzle-orm';
import type { Queryable } from './client.js';

/**
 * The rows of a raw statement. Both drivers (PGlite, node-postgres) answer `{ rows }`, but the
 * `Database` type is over both and Drizzle types its raw answer `unknown`: the one cast is here.
 */
export async function rowsOf<T>(db: Queryable, statement: SQLWrapper): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
