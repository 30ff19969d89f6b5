/**
 * `emit(tx, event)`: the one way a change is announced. In the caller's transaction it stores the
 * event's notifications and the event itself, and queues a `pg_notify` that PostgreSQL (and PGlite)
 * delivers only when the transaction commits: a rolled-back change is never announced.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { notifications } from '../../db/schema.js';
import {
  EVENTS_CHANNEL,
  type AppEvent,
  type PublishedEvent,
  type StoredNotification,
} from './types.js';

/** NOTIFY payloads are limited to 8000 bytes; a larger event travels as its id and is read back. */
const MAX_NOTIFY_BYTES = 7900;

/** A timestamp as JavaScript writes it (`toISOString`), so every copy of an event reads the same. */
const ISO = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Runs inside the transaction of every event emitted in it, after the event is stored: what must
 * happen iff the change commits (enqueueing its mail jobs) without the emitter knowing of it.
 */
export type EmitHook = (tx: Transaction, event: PublishedEvent) => Promise<void>;

/** Events emitted inside a transaction opened by `app.transaction`, handed to this instance on commit. */
const committedWith = new WeakMap<object, { into: PublishedEvent[]; hooks: readonly EmitHook[] }>();

export function collectEvents(
  tx: Transaction,
  into: PublishedEvent[],
  hooks: readonly EmitHook[] = [],
) {
  committedWith.set(tx, { into, hooks });
}

export async function emit(tx: Transaction, event: AppEvent): Promise<PublishedEvent> {
  const notify = (event.notify ?? []).map((n) => ({
    user_id: n.userId,
    type: n.type,
    title: n.title,
    content: n.content,
    related_id: n.relatedId ?? null,
  }));
  const audience = [...new Set([...(event.audience ?? []), ...notify.map((n) => n.user_id)])];
  // One statement, one round trip: the notifications, the event that carries them, and the
  // NOTIFY that PostgreSQL sends only if the transaction commits.
  const message = sql`(jsonb_build_object('id', id, 'at', ${ISO('created_at')}, 'type', type) || payload)::text`;
  const [inserted] = await rowsOf<{
    id: number;
    created_at: string | Date;
    payload: { notifications: StoredNotification[] };
  }>(
    tx,
    sql`
    with stored as (
      insert into ${notifications} (user_id, type, title, content, related_id)
      select user_id, type, title, content, related_id
      from jsonb_to_recordset(${JSON.stringify(notify)}::jsonb)
        as given(user_id int, type text, title text, content text, related_id int)
      returning id, user_id, type, title, content, related_id, is_read, created_at
    ), listed as (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', id, 'userId', user_id, 'type', type, 'title', title, 'content', content,
        'relatedId', related_id, 'isRead', is_read, 'createdAt', ${ISO('created_at')}) order by id), '[]'::jsonb) as list
      from stored
    )
    insert into events (type, payload)
    select ${event.type}, jsonb_build_object(
      'data', ${JSON.stringify(event.data)}::jsonb,
      'audience', ${JSON.stringify(audience)}::jsonb,
      'notifications', listed.list)
    from listed
    returning id, created_at, payload, pg_notify(${EVENTS_CHANNEL},
      case when octet_length(${message}) <= ${MAX_NOTIFY_BYTES} then ${message}
           else json_build_object('id', id)::text end)`,
  );

  const row = inserted!;
  const published = {
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    type: event.type,
    data: event.data,
    audience,
    notifications: row.payload.notifications,
  } as PublishedEvent;
  const collected = committedWith.get(tx);
  collected?.into.push(published);
  for (const hook of collected?.hooks ?? []) await hook(tx, published);
  return published;
}
