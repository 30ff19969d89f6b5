import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `"table"."column"`, always qualified. Drizzle prints a column bare when a select reads one
 * table; inside a correlated subquery a bare name is captured by the subquery's own table
 * (`where "payment_id" = "id"` compares releases.id, not payments.id). Use this for every outer
 * column a subquery refers to.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
