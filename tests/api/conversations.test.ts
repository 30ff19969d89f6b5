/**
 * Conversations (issue 10): the owner and a bidding developer talk on the bid; nobody else can
 * read, write or even learn of it, and refused requests store nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  conversationChannels,
  conversationThreads,
  messages,
  notifications,
  projects,
} from '../../src/server/db/schema.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

const owner = await signUp({ role: 'creator' });
const developer = await signUp({ role: 'developer' });
const stranger = await signUp({ role: 'developer' });
const otherCreator = await signUp({ role: 'creator' });

async function projectWithBid(bidder: TestUser = developer) {
  const [project] = await db
    .insert(projects)
    .values({
      name: `Chat-ready project ${Math.random().toString(36).slice(2, 7)}`,
      description: 'A project whose owner and developer need to talk about the remaining work.',
      techStack: ['React'],
      submitterId: owner.user.id,
    })
    .returning();
  const bid = await app.inject({
    method: 'POST',
    url: `/api/projects/${project!.id}/bids`,
    headers: { cookie: bidder.cookie },
    payload: { amount: 800, timeline: 12, message: 'I can finish the remaining screens quickly.' },
  });
  expect(bid.statusCode).toBe(201);
  return { project: project!, bid: bid.json() as { id: number } };
}

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const start = (bidId: number, who: TestUser | null) =>
  app.inject({ method: 'POST', url: `/api/bids/${bidId}/conversations`, headers: as(who) });
const send = (threadId: number, who: TestUser | null, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: as(who),
    payload,
  });
const get = (url: string, who: TestUser | null) => app.inject({ url, headers: as(who) });
const count = async (table: typeof messages | typeof conversationChannels) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('starting a conversation on a bid', () => {
  it('creates one channel with a General thread, the same for both participants', async () => {
    const { project, bid } = await projectWithBid();
    const first = await start(bid.id, owner);
    expect(first.statusCode).toBe(200);
    const channel = first.json();
    expect(channel).toMatchObject({
      projectId: project.id,
      projectTitle: project.name,
      bidId: bid.id,
      creatorId: owner.user.id,
      developerId: developer.user.id,
      viewerRole: 'creator',
      otherParty: { id: developer.user.id, username: developer.user.username },
      unreadCount: 0,
      latestMessage: null,
      threads: [expect.objectContaining({ title: 'General', status: 'open' })],
    });
    const second = await start(bid.id, developer);
    expect(second.json()).toMatchObject({ id: channel.id, viewerRole: 'developer' });
    expect(second.json().threads.map((t: { id: number }) => t.id)).toEqual(
      channel.threads.map((t: { id: number }) => t.id),
    );
  });

  it('makes exactly one channel and one thread when both click at once', async () => {
    const { bid } = await projectWithBid();
    const answers = await Promise.all([
      start(bid.id, owner),
      start(bid.id, developer),
      start(bid.id, owner),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const threads = await db
      .select()
      .from(conversationThreads)
      .where(eq(conversationThreads.channelId, answers[0]!.json().id));
    expect(threads).toHaveLength(1);
  });

  it('refuses visitors, strangers and other creators, and stores nothing', async () => {
    const { bid } = await projectWithBid();
    const before = await count(conversationChannels);
    expect((await start(bid.id, null)).statusCode).toBe(401);
    for (const who of [stranger, otherCreator]) {
      const response = await start(bid.id, who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Only the project owner and the developer who made this bid can talk about it',
        code: 'forbidden',
      });
    }
    expect((await start(999_999, owner)).statusCode).toBe(404);
    expect(await count(conversationChannels)).toBe(before);
  });
});

describe('messages', () => {
  it('sends as the session user, notifies the other participant, and pages newest last', async () => {
    const { bid } = await projectWithBid();
    const channel = (await start(bid.id, owner)).json();
    const threadId = channel.threads[0].id;

    const sent = [];
    for (let i = 1; i <= 5; i += 1) {
      const who = i % 2 ? developer : owner;
      const response = await send(threadId, who, { content: `Message number ${i}`, threadId });
      expect(response.statusCode).toBe(201);
      sent.push(response.json());
    }
    expect(sent[0]).toMatchObject({
      threadId,
      senderId: developer.user.id,
      senderUsername: developer.user.username,
      content: 'Message number 1',
      attachments: [],
      readAt: null,
    });

    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedId, sent[0].id), eq(notifications.type, 'message')));
    expect(notice).toMatchObject({
      userId: owner.user.id,
      type: 'message',
      title: `New message from ${developer.user.username}`,
      content: 'Message number 1',
    });

    const page1 = await get(`/api/threads/${threadId}/messages?limit=2`, owner);
    expect(page1.json().map((m: { content: string }) => m.content)).toEqual([
      'Message number 4',
      'Message number 5',
    ]);
    const next = page1.headers.link?.toString().match(/<([^>]+)>/)?.[1];
    const page2 = await get(next!, owner);
    expect(page2.json().map((m: { content: string }) => m.content)).toEqual([
      'Message number 2',
      'Message number 3',
    ]);
  });

  it('refuses blank, too long, someone else as sender, a mismatched thread, and outsiders', async () => {
    const { bid } = await projectWithBid();
    const threadId = (await start(bid.id, owner)).json().threads[0].id;
    const before = await count(messages);

    const blank = await send(threadId, owner, { content: '   \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.content).toEqual(['Message cannot be empty']);
    const long = await send(threadId, owner, { content: 'x'.repeat(5001) });
    expect(long.json().message).toBe('Message must be at most 5000 characters');
    const impostor = await send(threadId, owner, {
      content: 'Pretending to be the developer',
      senderId: developer.user.id,
    });
    expect(impostor.statusCode).toBe(403);
    expect(impostor.json().message).toBe('You can only send messages as yourself');
    const elsewhere = await send(threadId, owner, { content: 'Hello', threadId: threadId + 1 });
    expect(elsewhere.statusCode).toBe(400);
    for (const who of [stranger, otherCreator]) {
      const response = await send(threadId, who, { content: 'Let me in' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('{"message":"Conversation not found","code":"not_found"}');
    }
    expect((await send(threadId, null, { content: 'Hi' })).statusCode).toBe(401);
    expect(await count(messages)).toBe(before);
  });

  it('shows outsiders nothing of a channel, its threads or its messages', async () => {
    const { bid } = await projectWithBid();
    const channel = (await start(bid.id, owner)).json();
    const threadId = channel.threads[0].id;
    const message = (await send(threadId, developer, { content: 'A private detail' })).json();

    for (const who of [stranger, otherCreator]) {
      for (const url of [
        `/api/channels/${channel.id}`,
        `/api/threads/${threadId}/messages`,
        `/api/messages/${message.id}`,
      ]) {
        const response = await get(url, who);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('private');
      }
      const read = await app.inject({
        method: 'PATCH',
        url: `/api/messages/${message.id}/read`,
        headers: as(who),
      });
      expect(read.statusCode).toBe(404);
      expect((await get(`/api/users/${owner.user.id}/channels`, who)).statusCode).toBe(403);
      expect((await get(`/api/users/${owner.user.id}/unread-count`, who)).statusCode).toBe(403);
    }
    const [stored] = await db.select().from(messages).where(eq(messages.id, message.id));
    expect(stored!.readAt).toBeNull();
  });
});

describe('channel lists, unread counts and read state', () => {
  it('counts unread for the recipient only, lists channels with their latest message, reads', async () => {
    const fresh = await signUp({ role: 'developer' });
    const { project, bid } = await projectWithBid(fresh);
    const channel = (await start(bid.id, fresh)).json();
    const threadId = channel.threads[0].id;
    const first = (await send(threadId, fresh, { content: 'First question' })).json();
    await send(threadId, fresh, { content: 'Second question' });

    const unread = async (who: TestUser) =>
      (await get(`/api/users/${who.user.id}/unread-count`, who)).json().count;
    const ownerUnreadBefore = await unread(owner);
    expect(await unread(fresh)).toBe(0);

    const list = (await get(`/api/users/${owner.user.id}/channels`, owner)).json();
    const card = list.find((c: { id: number }) => c.id === channel.id);
    expect(card).toMatchObject({
      projectTitle: project.name,
      otherParty: { username: fresh.user.username },
      unreadCount: 2,
      latestMessage: { preview: 'Second question', senderId: fresh.user.id },
    });
    const unreadTab = (await get(`/api/users/${owner.user.id}/channels?tab=unread`, owner)).json();
    expect(unreadTab.map((c: { id: number }) => c.id)).toContain(channel.id);

    // The sender cannot mark their own message read; the recipient can, once.
    const bySender = await app.inject({
      method: 'PATCH',
      url: `/api/messages/${first.id}/read`,
      headers: as(fresh),
    });
    expect(bySender.statusCode).toBe(403);
    const byRecipient = await app.inject({
      method: 'PATCH',
      url: `/api/messages/${first.id}/read`,
      headers: as(owner),
    });
    expect(byRecipient.statusCode).toBe(200);
    expect(await unread(owner)).toBe(ownerUnreadBefore - 1);

    const all = await app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/read`,
      headers: as(owner),
    });
    expect(all.json()).toEqual({ updated: 1 });
    expect(await unread(owner)).toBe(ownerUnreadBefore - 2);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedId, first.id), eq(notifications.type, 'message')));
    expect(notice!.isRead).toBe(true);
  });

  it('archives for one participant only, and a new message brings it back', async () => {
    const { bid } = await projectWithBid();
    const channel = (await start(bid.id, owner)).json();
    const archive = await app.inject({
      method: 'PATCH',
      url: `/api/channels/${channel.id}/archive`,
      headers: as(owner),
      payload: { archived: true },
    });
    expect(archive.json()).toMatchObject({ id: channel.id, archived: true });
    const ids = async (who: TestUser, tab: string) =>
      (await get(`/api/users/${who.user.id}/channels?tab=${tab}&limit=100`, who))
        .json()
        .map((c: { id: number }) => c.id);
    expect(await ids(owner, 'archived')).toContain(channel.id);
    expect(await ids(owner, 'all')).not.toContain(channel.id);
    expect(await ids(developer, 'all')).toContain(channel.id);

    await send(channel.threads[0].id, developer, { content: 'Are you still there?' });
    expect(await ids(owner, 'all')).toContain(channel.id);
    expect(await ids(owner, 'archived')).not.toContain(channel.id);
  });

  it('locates a message for its participants (a notification opens its conversation)', async () => {
    const { bid } = await projectWithBid();
    const channel = (await start(bid.id, owner)).json();
    const message = (
      await send(channel.threads[0].id, developer, { content: 'Where am I?' })
    ).json();
    expect((await get(`/api/messages/${message.id}`, owner)).json()).toEqual({
      id: message.id,
      threadId: channel.threads[0].id,
      channelId: channel.id,
    });
  });
});
