/**
 * A developer changes or withdraws a pending bid until the owner decides (issue 35); the owner is
 * notified of each, as of a new bid.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bids, conversationChannels, notifications, projects } from '../../src/server/db/schema.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

async function openProject(owner: TestUser) {
  const [project] = await db
    .insert(projects)
    .values({
      name: `Half-built app ${Math.random().toString(36).slice(2, 8)}`,
      description: 'A project that needs a finisher, described at enough length for the rules.',
      techStack: ['React'],
      submitterId: owner.user.id,
      status: 'open',
    })
    .returning();
  return project!;
}

const MESSAGE = 'I have finished three apps just like this one before.';

async function bid(projectId: number, dev: TestUser, amount = 1200) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/bids`,
    headers: { cookie: dev.cookie },
    payload: { amount, timeline: 14, message: MESSAGE },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const send = (method: 'PATCH' | 'DELETE' | 'POST', url: string, who: TestUser, payload?: object) =>
  app.inject({ method, url, headers: { cookie: who.cookie }, payload });

const ownerNotes = (owner: TestUser, title: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, owner.user.id), eq(notifications.title, title)));

describe('PATCH /api/bids/{id}', () => {
  it('changes a pending bid and tells the owner the new terms', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const project = await openProject(owner);
    const bidId = await bid(project.id, dev);

    const answer = await send('PATCH', `/api/bids/${bidId}`, dev, {
      amount: 1450,
      timeline: 9,
      message: 'A better plan: I reuse the existing auth and ship in nine days.',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id: bidId,
      amount: 1450,
      timeline: 9,
      status: 'pending',
    });
    const [stored] = await db.select().from(bids).where(eq(bids.id, bidId));
    expect(stored).toMatchObject({ amount: 1450, timeline: 9 });
    const [note] = await ownerNotes(owner, 'Bid updated');
    expect(note?.content).toBe(
      `${dev.user.username} changed their bid on "${project.name}": now $1,450 over 9 days.`,
    );
    expect(note?.relatedId).toBe(project.id);
  });

  it("refuses a bad amount with the spec's message, and anyone but its developer", async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const other = await signUp({ role: 'developer' });
    const project = await openProject(owner);
    const bidId = await bid(project.id, dev);

    const bad = await send('PATCH', `/api/bids/${bidId}`, dev, {
      amount: 0,
      timeline: 9,
      message: MESSAGE,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.amount).toEqual(['Amount must be positive']);
    const short = await send('PATCH', `/api/bids/${bidId}`, dev, {
      amount: 900,
      timeline: 9,
      message: 'too short',
    });
    expect(short.json().errors.message).toEqual(['Message must be at least 20 characters']);
    for (const who of [other, owner]) {
      const refused = await send('PATCH', `/api/bids/${bidId}`, who, {
        amount: 1,
        timeline: 1,
        message: MESSAGE,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Only the developer who made this bid can change or withdraw it',
      );
    }
    const [stored] = await db.select().from(bids).where(eq(bids.id, bidId));
    expect(stored?.amount).toBe(1200);
    expect(await ownerNotes(owner, 'Bid updated')).toHaveLength(0);
  });

  it('refuses once the owner decided: accepted or declined', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const declinedDev = await signUp({ role: 'developer' });
    const project = await openProject(owner);
    const declined = await bid(project.id, declinedDev);
    const accepted = await bid(project.id, dev);
    expect((await send('POST', `/api/bids/${declined}/decline`, owner, {})).statusCode).toBe(200);
    expect((await send('POST', `/api/bids/${accepted}/accept`, owner)).statusCode).toBe(200);

    for (const [who, id] of [
      [dev, accepted],
      [declinedDev, declined],
    ] as const) {
      const edit = await send('PATCH', `/api/bids/${id}`, who, {
        amount: 1,
        timeline: 1,
        message: MESSAGE,
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().message).toBe('This bid is no longer pending');
      const withdraw = await send('DELETE', `/api/bids/${id}`, who);
      expect(withdraw.statusCode).toBe(409);
    }
    expect(await db.select().from(bids).where(eq(bids.projectId, project.id))).toHaveLength(2);
  });
});

describe('DELETE /api/bids/{id}', () => {
  it('withdraws a pending bid, keeps its conversation, tells the owner, and allows a new bid', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const project = await openProject(owner);
    const bidId = await bid(project.id, dev, 2500);
    const channel = await send('POST', `/api/bids/${bidId}/conversations`, owner);
    expect(channel.statusCode).toBeLessThan(300);

    const refused = await send('DELETE', `/api/bids/${bidId}`, owner);
    expect(refused.statusCode).toBe(403);

    const answer = await send('DELETE', `/api/bids/${bidId}`, dev);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: bidId, projectId: project.id });
    expect(await db.select().from(bids).where(eq(bids.id, bidId))).toHaveLength(0);
    const [kept] = await db
      .select()
      .from(conversationChannels)
      .where(eq(conversationChannels.id, channel.json().id));
    expect(kept?.bidId).toBeNull();
    const [note] = await ownerNotes(owner, 'Bid withdrawn');
    expect(note?.content).toBe(
      `${dev.user.username} withdrew their bid of $2,500 on "${project.name}".`,
    );
    const detail = await app.inject({
      url: `/api/projects/${project.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(detail.json().bidCount).toBe(0);

    expect((await send('DELETE', `/api/bids/${bidId}`, dev)).statusCode).toBe(404);
    await bid(project.id, dev, 2000);
  });
});
