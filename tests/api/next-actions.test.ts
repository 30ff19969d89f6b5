/** What needs each side now, for the top of both dashboards (issue 35, "the next action first"). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../src/server/db/schema.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

async function openProject(owner: TestUser, name: string) {
  const [project] = await db
    .insert(projects)
    .values({
      name,
      description: 'A project that needs a finisher, described at enough length for the rules.',
      techStack: ['React'],
      submitterId: owner.user.id,
      status: 'open',
    })
    .returning();
  return project!;
}

async function bid(projectId: number, dev: TestUser, amount: number) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/bids`,
    headers: { cookie: dev.cookie },
    payload: { amount, timeline: 14, message: 'I have finished three apps just like this one.' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const nextActions = (who: TestUser, id = who.user.id) =>
  app.inject({ url: `/api/users/${id}/next-actions`, headers: { cookie: who.cookie } });

describe('GET /api/users/{id}/next-actions', () => {
  it("puts the owner's bid to pay first, then the bids to weigh; the developer waits for payment", async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const other = await signUp({ role: 'developer' });
    const accepted = await openProject(owner, 'Accepted project');
    const weighed = await openProject(owner, 'Project with bids');
    const bidId = await bid(accepted.id, dev, 1250);
    await bid(weighed.id, dev, 800);
    await bid(weighed.id, other, 900);
    const accept = await app.inject({
      method: 'POST',
      url: `/api/bids/${bidId}/accept`,
      headers: { cookie: owner.cookie },
    });
    expect(accept.statusCode).toBe(200);

    const mine = await nextActions(owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      {
        kind: 'pay',
        projectId: accepted.id,
        projectName: 'Accepted project',
        count: 1,
        bidId,
        amount: 1250,
        developerUsername: dev.user.username,
      },
      {
        kind: 'review_bids',
        projectId: weighed.id,
        projectName: 'Project with bids',
        count: 2,
        bidId: null,
        amount: null,
        developerUsername: null,
      },
    ]);

    const developer = await nextActions(dev);
    expect(developer.json()).toEqual([
      expect.objectContaining({ kind: 'awaiting_payment', projectId: accepted.id }),
    ]);
    await db.update(projects).set({ status: 'paid' }).where(eq(projects.id, accepted.id));
    expect((await nextActions(dev)).json()).toEqual([
      expect.objectContaining({ kind: 'work', projectId: accepted.id }),
    ]);
    expect((await nextActions(other)).json()).toEqual([]);
  });

  it("refuses another user's list", async () => {
    const owner = await signUp();
    const nosy = await signUp();
    const refused = await nextActions(nosy, owner.user.id);
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ url: `/api/users/${owner.user.id}/next-actions` })).statusCode).toBe(
      401,
    );
  });
});
