/**
 * Server side of the life-cycle tables (src/shared/lifecycle.ts): the guard that refuses a move
 * the table does not allow, and the condition that makes the UPDATE itself refuse it, so that two
 * requests racing past the guard cannot both move the row.
 */
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { can, type Lifecycle } from '@shared/lifecycle.js';
import { refuse } from './errors.js';

/** Throws 409 with `message` unless `action` may happen in `status`. */
export function requireTransition<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  status: S,
  message: string,
): void {
  if (!can(lifecycle, action, status)) throw refuse('status_not_allowed', message);
}

/** `status in (…the statuses action may leave…)`, for the WHERE of the UPDATE that performs it. */
export function inStatusFor<S extends string, A extends string>(
  column: PgColumn,
  lifecycle: Lifecycle<S, A>,
  action: A,
): SQL {
  return inArray(column, [...lifecycle.transitions[action].from]);
}

/** The status `action` moves to. */
export function statusAfter<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
): S {
  return lifecycle.transitions[action].to;
}
