/**
 * The events plugin: `app.events` (subscribe to what every instance announces) and
 * `app.transaction(work)` (the one transaction a route, webhook or job opens; events emitted in it
 * reach this instance's subscribers as soon as it commits, and other instances through NOTIFY).
 */
import { lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Transaction } from '../../db/client.js';
import { events } from '../../db/schema.js';
import { collectEvents, type EmitHook } from './emit.js';
import { createEventBus, type EventBus } from './event-bus.js';
import type { PublishedEvent } from './types.js';

export { emit, type EmitHook } from './emit.js';
export type { EventBus, EventHandler } from './event-bus.js';
export * from './types.js';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus & {
      /** Registers a hook run in the transaction of every event emitted (emit.ts, EmitHook). */
      onEmit(hook: EmitHook): void;
    };
    /** Opens one transaction, runs `work` in it, and hands its events to subscribers after commit. */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  }
}

/** Events are kept this long for instances catching up after a dropped connection. */
const EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

export const eventsPlugin = fp(
  async (app) => {
    const bus = createEventBus(app.database, app.log);
    const emitHooks: EmitHook[] = [];
    app.decorate(
      'events',
      Object.assign(bus, { onEmit: (hook: EmitHook) => void emitHooks.push(hook) }),
    );
    app.decorate('transaction', async <T>(work: (tx: Transaction) => Promise<T>) => {
      const committed: PublishedEvent[] = [];
      const result = await app.db.transaction(async (tx) => {
        collectEvents(tx, committed, emitHooks);
        return work(tx);
      });
      for (const event of committed) await bus.deliver(event);
      return result;
    });

    await bus.start();
    const prune = () =>
      app.db
        .delete(events)
        .where(lt(events.createdAt, new Date(Date.now() - EVENT_RETENTION_MS)))
        .catch((err: unknown) => app.log.warn({ err }, 'event pruning failed'));
    const timer = setInterval(prune, 60 * 60 * 1000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await bus.stop();
    });
  },
  { name: 'events', dependencies: ['database'] },
);
