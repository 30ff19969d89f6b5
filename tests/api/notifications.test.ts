/**
 * Notifications (issue 10): server events store them with the spec's types; each user reads and
 * marks only their own; the test panel sends only to oneself.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, projects } from '../../src/server/db/schema.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();
const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});

const send = (who: TestUser | null, payload: object) =>
  app.inject({ method: 'POST', url: '/api/notifications', headers: as(who), payload });
const list = (who: TestUser, path = 'notifications', query = '') =>
  app.inject({ url: `/api/users/${who.user.id}/${path}${query}`, headers: as(who) });
const countFor = async (userId: number) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  )[0]!.n;

describe('the test panel and reading notifications', () => {
  it('sends a notification to oneself, lists it newest first and marks it read', async () => {
    const me = await signUp();
    const sent = await send(me, {
      title: 'Hello there',
      content: 'A test notification',
      type: 'project',
      relatedId: 7,
      userId: me.user.id,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      userId: me.user.id,
      title: 'Hello there',
      type: 'project',
      relatedId: 7,
      isRead: false,
    });
    await send(me, { title: 'Second', content: 'Another one' });

    const all = (await list(me)).json();
    expect(all.map((n: { title: string }) => n.title)).toEqual(['Second', 'Hello there']);
    expect(all[0].type).toBe('notification');

    const read = await app.inject({
      method: 'PATCH',
      url: `/api/notifications/${sent.json().id}/read`,
      headers: as(me),
    });
    expect(read.json().isRead).toBe(true);
    const unread = (await list(me, 'unread-notifications')).json();
    expect(unread.map((n: { title: string }) => n.title)).toEqual(['Second']);

    const all2 = await app.inject({
      method: 'POST',
      url: `/api/users/${me.user.id}/mark-all-notifications-read`,
      headers: as(me),
    });
    expect(all2.json()).toEqual({ updated: 1 });
    expect((await list(me, 'unread-notifications')).json()).toEqual([]);
  });

  it('pages a long list with a cursor', async () => {
    const me = await signUp();
    for (let i = 0; i < 5; i += 1) await send(me, { title: `N${i}`, content: 'Paging' });
    const first = await list(me, 'notifications', '?limit=3');
    expect(first.json()).toHaveLength(3);
    const next = first.headers.link?.toString().match(/<([^>]+)>/)?.[1];
    const second = (await app.inject({ url: next!, headers: as(me) })).json();
    expect(second.map((n: { title: string }) => n.title)).toEqual(['N1', 'N0']);
  });

  it('refuses to send to someone else, to read or mark theirs, and validates', async () => {
    const me = await signUp();
    const other = await signUp();
    const theirs = (await send(other, { title: 'Private', content: 'Only mine' })).json();
    const before = await countFor(other.user.id);

    const forged = await send(me, {
      title: 'Spoof',
      content: 'To someone else',
      userId: other.user.id,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('You can only send a notification to yourself');
    expect(await countFor(other.user.id)).toBe(before);

    expect(
      (await app.inject({ url: `/api/users/${other.user.id}/notifications`, headers: as(me) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          url: `/api/users/${other.user.id}/unread-notifications`,
          headers: as(me),
        })
      ).statusCode,
    ).toBe(403);
    const markTheirs = await app.inject({
      method: 'PATCH',
      url: `/api/notifications/${theirs.id}/read`,
      headers: as(me),
    });
    expect(markTheirs.statusCode).toBe(404);
    expect(markTheirs.body).not.toContain('Private');
    const markAllTheirs = await app.inject({
      method: 'POST',
      url: `/api/users/${other.user.id}/mark-all-notifications-read`,
      headers: as(me),
    });
    expect(markAllTheirs.statusCode).toBe(403);
    const [stillUnread] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs.id));
    expect(stillUnread!.isRead).toBe(false);

    const invalid = await send(me, { title: ' ', content: '', type: 'toString' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      title: ['Title is required'],
      content: ['Content is required'],
    });
    expect((await send(null, { title: 'x', content: 'y' })).statusCode).toBe(401);
  });
});

describe('notifications raised by marketplace events', () => {
  it('new bid to the owner, accepted and rejected to the developers, paused and cancelled to bidders', async () => {
    const owner = await signUp({ role: 'creator' });
    const winner = await signUp({ role: 'developer' });
    const loser = await signUp({ role: 'developer' });
    const [project] = await db
      .insert(projects)
      .values({
        name: 'Notified project',
        description: 'A project whose every step should notify the right people, and only them.',
        techStack: ['Go'],
        submitterId: owner.user.id,
      })
      .returning();
    const bid = (who: TestUser) =>
      app.inject({
        method: 'POST',
        url: `/api/projects/${project!.id}/bids`,
        headers: as(who),
        payload: { amount: 300, timeline: 5, message: 'I would love to finish this project.' },
      });
    const winning = (await bid(winner)).json();
    await bid(loser);
    const titlesOf = async (who: TestUser) =>
      (
        await db
          .select({ title: notifications.title, type: notifications.type })
          .from(notifications)
          .where(
            and(eq(notifications.userId, who.user.id), eq(notifications.relatedId, project!.id)),
          )
      ).map((n) => `${n.type}: ${n.title}`);
    expect(await titlesOf(owner)).toEqual(['bid: New bid received', 'bid: New bid received']);

    await app.inject({ method: 'POST', url: `/api/bids/${winning.id}/accept`, headers: as(owner) });
    expect(await titlesOf(winner)).toEqual(['bid: Bid accepted']);
    expect(await titlesOf(loser)).toEqual(['bid: Bid rejected']);

    await app.inject({
      method: 'PATCH',
      url: `/api/projects/${project!.id}/status`,
      headers: as(owner),
      payload: { status: 'cancelled' },
    });
    expect(await titlesOf(loser)).toEqual(['bid: Bid rejected', 'project: Project cancelled']);
  });
});
