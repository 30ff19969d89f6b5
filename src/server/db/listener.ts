/**
 * LISTEN on PostgreSQL through one dedicated connection (never a pool client, which the pool
 * could hand to a query or close under us). When the connection drops, it reconnects with
 * back-off, LISTENs again and tells the caller, which catches up on what it missed
 * (core/events/event-bus.ts).
 */
import pg from 'pg';

export interface ListenerCallbacks {
  onPayload(payload: string): void;
  /** The connection was lost at `lostAt` and is listening again. */
  onReconnect(lostAt: Date): void;
  onError(error: unknown): void;
}

export interface Listener {
  close(): Promise<void>;
}

export const LISTENER_APPLICATION_NAME = 'finishline-listener';
const BACKOFF = { firstMs: 100, factor: 2, maxMs: 10_000 } as const;

export async function listenOnDedicatedConnection(
  url: string,
  channel: string,
  callbacks: ListenerCallbacks,
): Promise<Listener> {
  let client: pg.Client | null = null;
  let closed = false;
  let lostAt: Date | null = null;
  let delay: number = BACKOFF.firstMs;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) callbacks.onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      callbacks.onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    client = next;
    delay = BACKOFF.firstMs;
    if (lostAt) {
      const since = lostAt;
      lostAt = null;
      callbacks.onReconnect(since);
    }
  };

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = null;
    lostAt ??= new Date();
    which.end().catch(() => undefined);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        callbacks.onError(error);
        delay = Math.min(delay * BACKOFF.factor, BACKOFF.maxMs);
        scheduleReconnect();
      });
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
