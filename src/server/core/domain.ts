/**
 * The shape of every domain function (docs/decisions/core-seam.md). A domain function never opens a
 * transaction: the route, webhook handler or job that calls it opens exactly one
 * (`app.db.transaction(tx => …)`) and passes it down, so several changes (a payment, a bid, a
 * project, the ledger, a notification) commit or roll back together, and events emitted with
 * `emit(tx, …)` leave only after that commit.
 */
import type { Queryable, Transaction } from '../db/client.js';
import type { UserRow } from '../db/schema.js';

/** A state change: runs inside the caller's transaction. `actor` is the session's user, never an id the client sent. */
export interface Command<Input, Actor = UserRow> {
  tx: Transaction;
  actor: Actor;
  input: Input;
}

/** A read: the database or a transaction; `actor` is null for a visitor where reads are public. */
export interface Query<Input, Actor = UserRow | null> {
  db: Queryable;
  actor: Actor;
  input: Input;
}
