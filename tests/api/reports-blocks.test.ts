/**
 * Reports and blocks (issue 28; decisions.md, "Reports and blocks"; docs/decisions/safety.md).
 * Reports: validated, of what the reporter can see, never of oneself, one open per reporter and
 * target (409), closed by an operator with the reporter notified. Blocks: no new bids, messages or
 * conversations between the two either way, what was said stays readable, and nobody but the
 * blocker learns of a block.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bids,
  blocks,
  conversationChannels,
  messages,
  notifications,
  projects,
  reports,
} from '../../src/server/db/schema.js';
import {
  closeReport,
  listOpenReports,
  listReportsAbout,
  toOpenReport,
} from '../../src/server/features/safety/index.js';
import { BLOCK_MESSAGES, REPORT_MESSAGES } from '../../src/shared/contract/safety-rules.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const post = (url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method: 'POST', url, headers: as(who), ...(payload && { payload }) });
const get = (url: string, who: TestUser | null) => app.inject({ url, headers: as(who) });
const del = (url: string, who: TestUser | null) =>
  app.inject({ method: 'DELETE', url, headers: as(who) });
const report = (who: TestUser | null, payload: object) => post('/api/reports', who, payload);
const block = (who: TestUser, userId: number) => post('/api/blocks', who, { userId });
const count = async (table: typeof reports | typeof blocks | typeof bids | typeof messages) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

async function newProject(owner: TestUser, status: 'open' | 'paused' = 'open') {
  const [project] = await db
    .insert(projects)
    .values({
      name: `Reportable project ${Math.random().toString(36).slice(2, 7)}`,
      description: 'A project to report, bid on and talk about in these tests.',
      techStack: ['React'],
      submitterId: owner.user.id,
      status,
    })
    .returning();
  return project!;
}

async function bidOn(projectId: number, developer: TestUser) {
  return post(`/api/projects/${projectId}/bids`, developer, {
    amount: 500,
    timeline: 10,
    message: 'I can finish this project within the timeline.',
  });
}

/** A project, a bid on it and the bid's conversation with one message from each side. */
async function conversation(owner: TestUser, developer: TestUser) {
  const project = await newProject(owner);
  const bid = await bidOn(project.id, developer);
  expect(bid.statusCode).toBe(201);
  const channel = await post(`/api/bids/${bid.json().id}/conversations`, owner);
  expect(channel.statusCode).toBe(200);
  const threadId = channel.json().threads[0].id as number;
  const fromOwner = await post(`/api/threads/${threadId}/messages`, owner, { content: 'Hello!' });
  const fromDeveloper = await post(`/api/threads/${threadId}/messages`, developer, {
    content: 'Hi, happy to help.',
  });
  expect(fromOwner.statusCode).toBe(201);
  expect(fromDeveloper.statusCode).toBe(201);
  return {
    project,
    bidId: bid.json().id as number,
    channelId: channel.json().id as number,
    threadId,
    ownerMessageId: fromOwner.json().id as number,
    developerMessageId: fromDeveloper.json().id as number,
  };
}

describe('POST /api/reports', () => {
  it('answers 401 to a visitor and stores nothing', async () => {
    const before = await count(reports);
    const owner = await signUp({ role: 'creator' });
    const project = await newProject(owner);
    const response = await report(null, {
      targetType: 'project',
      targetId: project.id,
      reason: 'spam',
    });
    expect(response.statusCode).toBe(401);
    expect(await count(reports)).toBe(before);
  });

  it('refuses a bad type, a missing reason, long details and "other" without details', async () => {
    const reporter = await signUp({ role: 'developer' });
    const target = await signUp({ role: 'developer' });
    const before = await count(reports);
    const cases: [object, string, string][] = [
      [
        { targetType: 'review', targetId: target.user.id, reason: 'spam' },
        'targetType',
        REPORT_MESSAGES.targetType,
      ],
      [{ targetType: 'user', targetId: target.user.id }, 'reason', REPORT_MESSAGES.reason],
      [
        { targetType: 'user', targetId: target.user.id, reason: 'boring' },
        'reason',
        REPORT_MESSAGES.reason,
      ],
      [
        { targetType: 'user', targetId: target.user.id, reason: 'spam', details: 'x'.repeat(2001) },
        'details',
        REPORT_MESSAGES.detailsTooLong,
      ],
      [
        { targetType: 'user', targetId: target.user.id, reason: 'other', details: ' short ' },
        'details',
        REPORT_MESSAGES.otherNeedsDetails,
      ],
      [
        { targetType: 'user', targetId: 0, reason: 'spam' },
        'targetId',
        'An id must be a whole number from 1 to 2147483647',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await report(reporter, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_input',
        errors: { [field]: [message] },
      });
    }
    expect(await count(reports)).toBe(before);
  });

  it('stores a report of a user, and a repeat while it is open is a 409', async () => {
    const reporter = await signUp({ role: 'creator' });
    const target = await signUp({ role: 'developer' });
    const payload = {
      targetType: 'user',
      targetId: target.user.id,
      reason: 'abuse',
      details: '  Insulted me in a message.  ',
    };
    const first = await report(reporter, payload);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      targetType: 'user',
      targetId: target.user.id,
      reason: 'abuse',
      details: 'Insulted me in a message.',
      status: 'open',
      outcome: null,
      closedAt: null,
    });
    const [stored] = await db.select().from(reports).where(eq(reports.id, first.json().id));
    expect(stored).toMatchObject({ reporterId: reporter.user.id, targetUserId: target.user.id });

    const repeat = await report(reporter, { ...payload, reason: 'spam' });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({
      message: REPORT_MESSAGES.alreadyOpen,
      code: 'already_reported',
    });

    // Two at once: the unique index lets exactly one through.
    const other = await signUp({ role: 'developer' });
    const racing = await Promise.all([report(other, payload), report(other, payload)]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses reporting yourself or what you posted', async () => {
    const owner = await signUp({ role: 'creator' });
    const developer = await signUp({ role: 'developer' });
    const talk = await conversation(owner, developer);
    const before = await count(reports);
    const cases: [TestUser, string, number][] = [
      [owner, 'user', owner.user.id],
      [owner, 'project', talk.project.id],
      [developer, 'bid', talk.bidId],
      [owner, 'message', talk.ownerMessageId],
      [developer, 'message', talk.developerMessageId],
    ];
    for (const [who, targetType, targetId] of cases) {
      const response = await report(who, { targetType, targetId, reason: 'spam' });
      expect(response.statusCode, `${targetType} ${targetId}`).toBe(400);
      expect(response.json()).toMatchObject({
        message: REPORT_MESSAGES.self,
        code: 'invalid_input',
      });
    }
    expect(await count(reports)).toBe(before);
  });

  it('reports a project, a bid and a message the reporter can see, each about its author', async () => {
    const owner = await signUp({ role: 'creator' });
    const developer = await signUp({ role: 'developer' });
    const talk = await conversation(owner, developer);
    const bystander = await signUp({ role: 'developer' });

    const project = await report(bystander, {
      targetType: 'project',
      targetId: talk.project.id,
      reason: 'fraud',
    });
    const bid = await report(owner, { targetType: 'bid', targetId: talk.bidId, reason: 'spam' });
    const message = await report(developer, {
      targetType: 'message',
      targetId: talk.ownerMessageId,
      reason: 'inappropriate',
    });
    for (const response of [project, bid, message]) expect(response.statusCode).toBe(201);
    const about = async (id: number) =>
      (await db.select().from(reports).where(eq(reports.id, id)))[0]!.targetUserId;
    expect(await about(project.json().id)).toBe(owner.user.id);
    expect(await about(bid.json().id)).toBe(developer.user.id);
    expect(await about(message.json().id)).toBe(owner.user.id);
  });

  it('answers 404 for what does not exist or the reporter cannot see, and stores nothing', async () => {
    const owner = await signUp({ role: 'creator' });
    const developer = await signUp({ role: 'developer' });
    const talk = await conversation(owner, developer);
    const hidden = await newProject(owner, 'paused');
    const stranger = await signUp({ role: 'developer' });
    const before = await count(reports);
    const cases: [string, number, string][] = [
      ['project', 2_000_000_000, REPORT_MESSAGES.projectNotFound],
      ['project', hidden.id, REPORT_MESSAGES.projectNotFound],
      ['user', 2_000_000_000, REPORT_MESSAGES.userNotFound],
      ['bid', 2_000_000_000, REPORT_MESSAGES.bidNotFound],
      // A message is there only for the conversation's two participants.
      ['message', talk.ownerMessageId, REPORT_MESSAGES.messageNotFound],
      ['message', 2_000_000_000, REPORT_MESSAGES.messageNotFound],
    ];
    for (const [targetType, targetId, message] of cases) {
      const response = await report(stranger, { targetType, targetId, reason: 'spam' });
      expect(response.statusCode, `${targetType} ${targetId}`).toBe(404);
      expect(response.json()).toEqual({ message, code: 'not_found' });
    }
    expect(await count(reports)).toBe(before);
  });

  it(`limits a user to a few reports a minute`, async () => {
    const reporter = await signUp({ role: 'developer' });
    const targets = await Promise.all(
      Array.from({ length: 11 }, () => signUp({ role: 'developer' })),
    );
    const answers = [];
    for (const target of targets) {
      answers.push(
        (await report(reporter, { targetType: 'user', targetId: target.user.id, reason: 'spam' }))
          .statusCode,
      );
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(answers[10]).toBe(429);
  });
});

describe('closing a report (the operators console calls closeReport)', () => {
  it('closes it with an outcome, notifies the reporter, and allows a new report after', async () => {
    const reporter = await signUp({ role: 'creator' });
    const target = await signUp({ role: 'developer' });
    const operator = await signUp({ role: 'creator' });
    const filed = await report(reporter, {
      targetType: 'user',
      targetId: target.user.id,
      reason: 'fraud',
    });
    expect(filed.statusCode).toBe(201);

    const queue = (await listOpenReports({ db, actor: null, input: { limit: 100 } })).map(
      toOpenReport,
    );
    expect(queue.find((r) => r.id === filed.json().id)).toMatchObject({
      reporter: { id: reporter.user.id, username: reporter.user.username },
      targetUser: { id: target.user.id, username: target.user.username },
      status: 'open',
    });
    // Oldest first.
    const times = queue.map((r) => r.createdAt);
    expect([...times].sort()).toEqual(times);

    const closed = await app.transaction((tx) =>
      closeReport({
        tx,
        actor: operator.user,
        input: { reportId: filed.json().id, outcome: 'We suspended the account.' },
      }),
    );
    expect(closed).toMatchObject({ status: 'closed', outcome: 'We suspended the account.' });
    expect(closed.closedAt).not.toBeNull();

    const [told] = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, reporter.user.id),
          eq(notifications.relatedId, filed.json().id),
        ),
      );
    expect(told).toMatchObject({
      type: 'notification',
      title: 'Your report was reviewed',
      content: expect.stringContaining('We suspended the account.'),
    });
    const after = (await listOpenReports({ db, actor: null, input: { limit: 100 } })).map(
      toOpenReport,
    );
    expect(after.some((r) => r.id === filed.json().id)).toBe(false);

    await expect(
      app.transaction((tx) =>
        closeReport({
          tx,
          actor: operator.user,
          input: { reportId: filed.json().id, outcome: 'Again' },
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: REPORT_MESSAGES.alreadyClosed });

    // The operators' page of the user lists it, closed, with any other report about them.
    const about = await listReportsAbout({
      db,
      actor: null,
      input: { userId: target.user.id, limit: 10 },
    });
    expect(about.map((row) => [row.id, row.status])).toEqual([[filed.json().id, 'closed']]);

    // The same target can be reported again once the first report is closed.
    const again = await report(reporter, {
      targetType: 'user',
      targetId: target.user.id,
      reason: 'fraud',
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('blocks', () => {
  it('answers 401 to visitors on every route', async () => {
    const someone = await signUp({ role: 'developer' });
    expect((await get('/api/blocks', null)).statusCode).toBe(401);
    expect((await get(`/api/blocks/${someone.user.id}`, null)).statusCode).toBe(401);
    expect((await post('/api/blocks', null, { userId: someone.user.id })).statusCode).toBe(401);
    expect((await del(`/api/blocks/${someone.user.id}`, null)).statusCode).toBe(401);
  });

  it('refuses blocking yourself or nobody, and a bad id', async () => {
    const user = await signUp({ role: 'developer' });
    const self = await block(user, user.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: BLOCK_MESSAGES.self, code: 'invalid_input' });
    const nobody = await block(user, 2_000_000_000);
    expect(nobody.statusCode).toBe(404);
    const bad = await post('/api/blocks', user, { userId: 'ada' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.userId).toBeDefined();
  });

  it('answers reading or lifting a block of yourself 400, and of nobody 404', async () => {
    const user = await signUp({ role: 'developer' });
    for (const answer of [
      await get(`/api/blocks/${user.user.id}`, user),
      await del(`/api/blocks/${user.user.id}`, user),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: BLOCK_MESSAGES.self });
    }
    for (const answer of [
      await get('/api/blocks/2000000000', user),
      await del('/api/blocks/2000000000', user),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: BLOCK_MESSAGES.userNotFound });
    }
  });

  it('blocks once however often asked, lists own blocks paged, and unblocks', async () => {
    const blocker = await signUp({ role: 'creator' });
    const first = await signUp({ role: 'developer' });
    const second = await signUp({ role: 'developer' });
    const third = await signUp({ role: 'developer' });
    for (const target of [first, second, third])
      expect((await block(blocker, target.user.id)).statusCode).toBe(200);
    const again = await block(blocker, first.user.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      user: { id: first.user.id, username: first.user.username },
    });
    expect(
      (await db.select().from(blocks).where(eq(blocks.blockerId, blocker.user.id))).length,
    ).toBe(3);

    const page1 = await get('/api/blocks?limit=2', blocker);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().map((b: { user: { id: number } }) => b.user.id)).toEqual([
      third.user.id,
      second.user.id,
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(String(page1.headers.link))![1]!;
    const page2 = await get(next, blocker);
    expect(page2.json().map((b: { user: { id: number } }) => b.user.id)).toEqual([first.user.id]);
    expect(page2.headers.link).toBeUndefined();

    expect((await get(`/api/blocks/${second.user.id}`, blocker)).json()).toEqual({
      userId: second.user.id,
      blocked: true,
    });
    expect((await del(`/api/blocks/${second.user.id}`, blocker)).statusCode).toBe(204);
    expect((await del(`/api/blocks/${second.user.id}`, blocker)).statusCode).toBe(204);
    expect((await get(`/api/blocks/${second.user.id}`, blocker)).json()).toEqual({
      userId: second.user.id,
      blocked: false,
    });
  });

  it('is private: the blocked user sees no block in their list or state, and no notification', async () => {
    const blocker = await signUp({ role: 'creator' });
    const blocked = await signUp({ role: 'developer' });
    const before = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, blocked.user.id));
    expect((await block(blocker, blocked.user.id)).statusCode).toBe(200);
    expect((await get('/api/blocks', blocked)).json()).toEqual([]);
    expect((await get(`/api/blocks/${blocker.user.id}`, blocked)).json()).toEqual({
      userId: blocker.user.id,
      blocked: false,
    });
    const afterwards = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, blocked.user.id));
    expect(afterwards).toEqual(before);
  });

  describe.each([
    ['the owner blocks the developer', 'owner'],
    ['the developer blocks the owner', 'developer'],
  ] as const)('when %s', (_, who) => {
    it('refuses new bids, messages and conversations both ways; what was said stays readable', async () => {
      const owner = await signUp({ role: 'creator' });
      const developer = await signUp({ role: 'developer' });
      const talk = await conversation(owner, developer);
      const [blocker, blocked] = who === 'owner' ? [owner, developer] : [developer, owner];
      expect((await block(blocker, blocked.user.id)).statusCode).toBe(200);

      // No new bid of the developer on the owner's projects.
      const another = await newProject(owner);
      const bidsBefore = await count(bids);
      const bid = await bidOn(another.id, developer);
      expect(bid.statusCode).toBe(403);
      expect(bid.json()).toEqual({ message: BLOCK_MESSAGES.cannotBid, code: 'forbidden' });
      expect(await count(bids)).toBe(bidsBefore);

      // No message either way, in the same neutral words.
      const messagesBefore = await count(messages);
      for (const sender of [owner, developer]) {
        const sent = await post(`/api/threads/${talk.threadId}/messages`, sender, {
          content: 'Still there?',
        });
        expect(sent.statusCode).toBe(403);
        expect(sent.json()).toEqual({ message: BLOCK_MESSAGES.cannotMessage, code: 'forbidden' });
      }
      expect(await count(messages)).toBe(messagesBefore);

      // The existing conversation stays readable for both; it says nobody can write.
      for (const reader of [owner, developer]) {
        const channel = await post(`/api/bids/${talk.bidId}/conversations`, reader);
        expect(channel.statusCode).toBe(200);
        expect(channel.json()).toMatchObject({
          id: talk.channelId,
          canMessage: false,
          blockedByViewer: reader === blocker,
        });
        const read = await get(`/api/threads/${talk.threadId}/messages`, reader);
        expect(read.statusCode).toBe(200);
        expect(read.json()).toHaveLength(2);
        const listed = await get(`/api/users/${reader.user.id}/channels`, reader);
        expect(listed.json().find((c: { id: number }) => c.id === talk.channelId)).toMatchObject({
          canMessage: false,
          blockedByViewer: reader === blocker,
        });
      }

      // No new conversation on a bid made before the block.
      const earlier = await newProject(owner);
      await app.transaction(async (tx) => {
        await tx.insert(bids).values({
          projectId: earlier.id,
          finisherId: developer.user.id,
          amount: 300,
          timeline: 5,
          message: 'A bid made before the block.',
        });
      });
      const [earlierBid] = await db.select().from(bids).where(eq(bids.projectId, earlier.id));
      const channelsBefore = (await db.select().from(conversationChannels)).length;
      for (const starter of [owner, developer]) {
        const started = await post(`/api/bids/${earlierBid!.id}/conversations`, starter);
        expect(started.statusCode).toBe(403);
        expect(started.json()).toEqual({
          message: BLOCK_MESSAGES.cannotMessage,
          code: 'forbidden',
        });
      }
      expect((await db.select().from(conversationChannels)).length).toBe(channelsBefore);

      // Unblocking lets them talk again.
      expect((await del(`/api/blocks/${blocked.user.id}`, blocker)).statusCode).toBe(204);
      const sent = await post(`/api/threads/${talk.threadId}/messages`, blocked, {
        content: 'Back again.',
      });
      expect(sent.statusCode).toBe(201);
      expect((await bidOn(another.id, developer)).statusCode).toBe(201);
    });
  });

  it('leaves other pairs alone', async () => {
    const owner = await signUp({ role: 'creator' });
    const developer = await signUp({ role: 'developer' });
    const bystander = await signUp({ role: 'developer' });
    expect((await block(owner, bystander.user.id)).statusCode).toBe(200);
    const talk = await conversation(owner, developer);
    expect((await get(`/api/channels/${talk.channelId}`, owner)).json()).toMatchObject({
      canMessage: true,
      blockedByViewer: false,
    });
  });
});
