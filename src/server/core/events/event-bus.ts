/**
 * Hands every committed event to this instance's subscribers exactly once, however it arrived:
 * straight after a local commit (`app.transaction`), through the LISTEN connection (events from
 * every instance, this one included), or by catching up from the `events` table after that
 * connection dropped and came back.
 */
import { asc, eq, gte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle, Listener } from '../../db/client.js';
import { events } from '../../db/schema.js';
import { EVENTS_CHANNEL, type PublishedEvent } from './types.js';

export type EventHandler = (event: PublishedEvent) => void | Promise<void>;

export interface EventBus {
  /** Registers a subscriber; returns the function that removes it. */
  subscribe(handler: EventHandler): () => void;
  /** Gives `event` to every subscriber, unless this instance has already handled it. */
  deliver(event: PublishedEvent): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Milliseconds between an event's storing and its arrival here, for the last one that came by NOTIFY. */
  lastLagMs(): number;
}

/** How many event ids are remembered to drop duplicates (a notification and a local delivery). */
const REMEMBERED_IDS = 10_000;
/** Catching up reads from a little before the connection was lost: commits are not in id order. */
const CATCH_UP_MARGIN_MS = 10_000;
const CATCH_UP_MAX_EVENTS = 5_000;

export function createEventBus(
  database: Pick<DatabaseHandle, 'listen'> & { db: Database },
  log: FastifyBaseLogger,
): EventBus {
  const handlers = new Set<EventHandler>();
  const seen = new Set<number>();
  let listener: Listener | null = null;
  let lagMs = 0;

  const remember = (id: number) => {
    seen.add(id);
    if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value!);
  };

  const deliver = async (event: PublishedEvent) => {
    if (seen.has(event.id)) return;
    remember(event.id);
    for (const handler of handlers) {
      try {
        await handler(event);
      } catch (err) {
        log.error({ err, eventId: event.id, type: event.type }, 'event subscriber failed');
      }
    }
  };

  const loadSince = async (since: Date) => {
    const rows = await database.db
      .select()
      .from(events)
      .where(gte(events.createdAt, new Date(since.getTime() - CATCH_UP_MARGIN_MS)))
      .orderBy(asc(events.id))
      .limit(CATCH_UP_MAX_EVENTS);
    return rows.map(fromRow);
  };

  const onPayload = async (payload: string) => {
    const parsed = JSON.parse(payload) as PublishedEvent | { id: number; type?: undefined };
    if (seen.has(parsed.id)) return;
    const event = parsed.type ? parsed : await loadById(database.db, parsed.id);
    if (!event) return;
    lagMs = Date.now() - Date.parse(event.at);
    await deliver(event);
  };

  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    deliver,
    async start() {
      listener = await database.listen(EVENTS_CHANNEL, {
        onPayload: (payload) => {
          onPayload(payload).catch((err: unknown) =>
            log.error({ err }, 'could not handle an event notification'),
          );
        },
        onReconnect: (lostAt) => {
          log.warn({ lostAt }, 'event listener reconnected; catching up');
          loadSince(lostAt)
            .then(async (missed) => {
              for (const event of missed) await deliver(event);
            })
            .catch((err: unknown) => log.error({ err }, 'could not catch up on missed events'));
        },
        onError: (err) => log.warn({ err }, 'event listener connection error'),
      });
    },
    async stop() {
      await listener?.close();
      listener = null;
    },
    lastLagMs: () => lagMs,
  };
}

async function loadById(db: Database, id: number): Promise<PublishedEvent | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row ? fromRow(row) : null;
}

function fromRow(row: typeof events.$inferSelect): PublishedEvent {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    type: row.type,
    ...(row.payload as object),
  } as PublishedEvent;
}
