/**
 * Events on commit (issue 8, item 3): `emit(tx, event)` stores the notifications and announces the
 * event only if its transaction commits; every instance receives it once; a listener whose
 * connection dropped catches up on what it missed.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../src/server/core/events/event-bus.js';
import { emit, type PublishedEvent } from '../../src/server/core/events/index.js';
import type { ListenerCallbacks } from '../../src/server/db/client.js';
import { LISTENER_APPLICATION_NAME } from '../../src/server/db/listener.js';
import { events, notifications } from '../../src/server/db/schema.js';
import { createTestApp } from '../setup/test-app.js';

const { app, db, database, signUp } = await createTestApp();
const onPostgres = database.kind === 'postgres';
const user = (await signUp()).user;

const received: PublishedEvent[] = [];
app.events.subscribe((event) => {
  received.push(event);
});
const arrivals = (id: number) => received.filter((event) => event.id === id).length;

const note = (title: string) => ({
  type: 'notification.sent' as const,
  data: {},
  notify: [{ userId: user.id, type: 'notification' as const, title, content: 'Testing events' }],
});

describe('emit and the event bus', () => {
  it('stores the notifications and hands a committed event to subscribers exactly once', async () => {
    const published = await app.transaction((tx) => emit(tx, note('Committed')));
    // Delivered at once after the commit, then again by NOTIFY: the second arrival is dropped.
    expect(arrivals(published.id)).toBe(1);
    expect(published.notifications).toEqual([
      expect.objectContaining({ userId: user.id, title: 'Committed', isRead: false }),
    ]);
    expect(published.audience).toEqual([user.id]);
    // The copy other instances receive reads the same as the local one (ISO times, same fields).
    const marker0 = published.notifications[0]!;
    expect(marker0.createdAt).toBe(new Date(marker0.createdAt).toISOString());
    const marker = await app.transaction((tx) => emit(tx, note('Marker')));
    await vi.waitFor(() => expect(arrivals(marker.id)).toBe(1));
    expect(arrivals(published.id)).toBe(1);
    const stored = await db
      .select()
      .from(notifications)
      .where(eq(notifications.id, published.notifications[0]!.id));
    expect(stored).toHaveLength(1);
  });

  it('never announces or stores anything for a rolled-back transaction', async () => {
    let rolledBack: PublishedEvent | null = null;
    await expect(
      app.transaction(async (tx) => {
        rolledBack = await emit(tx, note('Rolled back'));
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');
    // A later committed event arrives; NOTIFY keeps commit order, so the first would be here by now.
    const marker = await app.transaction((tx) => emit(tx, note('After the rollback')));
    await vi.waitFor(() => expect(arrivals(marker.id)).toBe(1));
    expect(arrivals(rolledBack!.id)).toBe(0);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.title, 'Rolled back'));
    expect(row!.count).toBe(0);
    expect(await db.select().from(events).where(eq(events.id, rolledBack!.id))).toEqual([]);
  });

  it('reaches subscribers through NOTIFY alone, and reads back an event too large to carry', async () => {
    const big = {
      ...note('Big'),
      notify: Array.from({ length: 40 }, (_, i) => ({
        userId: user.id,
        type: 'notification' as const,
        title: `Big ${i}`,
        content: 'x'.repeat(400),
      })),
    };
    // A transaction opened without app.transaction: nothing is delivered locally on commit.
    const published = await db.transaction((tx) => emit(tx, big));
    await vi.waitFor(() => expect(arrivals(published.id)).toBe(1));
    const arrived = received.find((event) => event.id === published.id)!;
    expect(arrived.notifications).toHaveLength(40);
    expect(arrived.type).toBe('notification.sent');
  });

  it('catches up on events stored while its connection was away', async () => {
    let callbacks: ListenerCallbacks | null = null;
    const seen: PublishedEvent[] = [];
    const bus = createEventBus(
      {
        db,
        listen: async (channel, given) => {
          callbacks = given;
          return database.listen(channel, given);
        },
      },
      app.log,
    );
    bus.subscribe((event) => {
      seen.push(event);
    });
    await bus.start();
    try {
      const lostAt = new Date();
      // Stored without NOTIFY: exactly what a listener misses while it is disconnected.
      const [missed] = await db
        .insert(events)
        .values({
          type: 'notification.sent',
          payload: { data: {}, audience: [], notifications: [] },
        })
        .returning();
      callbacks!.onReconnect(lostAt);
      await vi.waitFor(() => expect(seen.map((event) => event.id)).toContain(missed!.id));
      callbacks!.onReconnect(lostAt);
      const again = await app.transaction((tx) => emit(tx, note('After catching up twice')));
      await vi.waitFor(() => expect(seen.map((event) => event.id)).toContain(again.id));
      expect(seen.filter((event) => event.id === missed!.id)).toHaveLength(1);
    } finally {
      await bus.stop();
    }
  });

  it.runIf(onPostgres)(
    'reconnects after its PostgreSQL connection is killed and delivers what it missed',
    async () => {
      // Stored without NOTIFY, as if it had been announced while the listener was away: only
      // catching up after the reconnection can deliver it.
      const [missed] = await db
        .insert(events)
        .values({
          type: 'notification.sent',
          payload: { data: {}, audience: [], notifications: [] },
        })
        .returning();
      const [killed] = (
        (await db.execute(
          sql`select pg_terminate_backend(pid) as done from pg_stat_activity
              where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
        )) as unknown as { rows: { done: boolean }[] }
      ).rows;
      expect(killed?.done).toBe(true);
      await vi.waitFor(() => expect(arrivals(missed!.id)).toBe(1), { timeout: 10_000 });
      // And it listens again: an event committed elsewhere arrives by NOTIFY.
      const after = await db.transaction((tx) => emit(tx, note('After reconnecting')));
      await vi.waitFor(() => expect(arrivals(after.id)).toBe(1), { timeout: 10_000 });
    },
  );
});
