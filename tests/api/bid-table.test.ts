/** The owner's bid table (issue 30): compare, shortlist and decline bids with a reason. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bids, notifications, projects, users } from '../../src/server/db/schema.js';
import { cancelAndRefund, paidProject } from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const testApp = await createTestApp();
const { app, db, signUp } = testApp;

async function openProject(owner: TestUser, techStack = ['React', 'Node.js']) {
  const [project] = await db
    .insert(projects)
    .values({
      name: `Half-built app ${Math.random().toString(36).slice(2, 8)}`,
      description: 'A project that needs a finisher, described at enough length for the rules.',
      techStack,
      submitterId: owner.user.id,
      status: 'open',
    })
    .returning();
  return project!;
}

async function bid(projectId: number, dev: TestUser, amount: number, timeline: number) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/bids`,
    headers: { cookie: dev.cookie },
    payload: { amount, timeline, message: 'I have finished three apps just like this one before.' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const request = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  who: TestUser | null,
  payload?: object,
) => app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });

describe('GET /api/projects/{id}/bid-table', () => {
  it("gives the owner each bid with the developer's record and matching skills", async () => {
    const owner = await signUp();
    const project = await openProject(owner);
    const skilled = await signUp({ role: 'developer' });
    const other = await signUp({ role: 'developer' });
    await db
      .update(users)
      .set({ skills: ['react', 'Go'], rating: '4.5' })
      .where(eq(users.id, skilled.user.id));
    const [done] = await db
      .insert(projects)
      .values({
        name: 'A finished one',
        description: 'A project that was finished already, described at enough length.',
        techStack: ['Go'],
        submitterId: owner.user.id,
        finisherId: skilled.user.id,
        status: 'completed',
      })
      .returning();
    expect(done).toBeDefined();
    const first = await bid(project.id, skilled, 1200, 30);
    const second = await bid(project.id, other, 800, 10);

    const response = await request('GET', `/api/projects/${project.id}/bid-table`, owner);
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows.map((row: { id: number }) => row.id)).toEqual([second, first]);
    expect(rows[1]).toMatchObject({
      amount: 1200,
      developerReceives: 1080,
      timeline: 30,
      shortlisted: false,
      declineReason: null,
      developer: {
        username: skilled.user.username,
        rating: 4.5,
        completedProjects: 1,
        matchingSkills: ['react'],
      },
    });
    expect(rows[0].developer).toMatchObject({
      rating: null,
      completedProjects: 0,
      matchingSkills: [],
    });
  });

  it('is the owner’s only: 401 signed out, 403 for a bidder, 404 for a missing project', async () => {
    const owner = await signUp();
    const project = await openProject(owner);
    const dev = await signUp({ role: 'developer' });
    await bid(project.id, dev, 500, 5);
    expect((await request('GET', `/api/projects/${project.id}/bid-table`, null)).statusCode).toBe(
      401,
    );
    const refused = await request('GET', `/api/projects/${project.id}/bid-table`, dev);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect((await request('GET', '/api/projects/2000000000/bid-table', owner)).statusCode).toBe(
      404,
    );
  });
});

describe('PUT /api/bids/{id}/shortlist', () => {
  it('marks and unmarks a bid for the owner alone', async () => {
    const owner = await signUp();
    const project = await openProject(owner);
    const dev = await signUp({ role: 'developer' });
    const bidId = await bid(project.id, dev, 500, 5);

    const marked = await request('PUT', `/api/bids/${bidId}/shortlist`, owner, {
      shortlisted: true,
    });
    expect(marked.json()).toEqual({ id: bidId, shortlisted: true });
    const table = await request('GET', `/api/projects/${project.id}/bid-table`, owner);
    expect(table.json()[0].shortlisted).toBe(true);

    const byDeveloper = await request('PUT', `/api/bids/${bidId}/shortlist`, dev, {
      shortlisted: false,
    });
    expect(byDeveloper.statusCode).toBe(403);
    const bad = await request('PUT', `/api/bids/${bidId}/shortlist`, owner, { shortlisted: 'yes' });
    expect(bad.statusCode).toBe(400);
    const [row] = await db.select().from(bids).where(eq(bids.id, bidId));
    expect(row!.shortlisted).toBe(true);
  });
});

describe('POST /api/bids/{id}/decline', () => {
  it('rejects the bid and tells the developer the reason; a second decline is a 409', async () => {
    const owner = await signUp();
    const project = await openProject(owner);
    const dev = await signUp({ role: 'developer' });
    const bidId = await bid(project.id, dev, 500, 5);

    const declined = await request('POST', `/api/bids/${bidId}/decline`, owner, {
      reason: '  The budget is too far from mine.  ',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ id: bidId, status: 'rejected' });

    const [note] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, dev.user.id));
    expect(note).toMatchObject({
      title: 'Bid declined',
      content: `The owner of "${project.name}" declined your bid: The budget is too far from mine.`,
    });
    const mine = await request('GET', `/api/users/${dev.user.id}/bids`, dev);
    expect(mine.json()[0]).toMatchObject({
      status: 'rejected',
      declineReason: 'The budget is too far from mine.',
    });

    const again = await request('POST', `/api/bids/${bidId}/decline`, owner, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This bid is no longer pending');
  });

  it('needs no reason, refuses a long one and anyone but the owner, and changes nothing then', async () => {
    const owner = await signUp();
    const project = await openProject(owner);
    const dev = await signUp({ role: 'developer' });
    const bidId = await bid(project.id, dev, 500, 5);

    const tooLong = await request('POST', `/api/bids/${bidId}/decline`, owner, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.reason).toEqual(['A reason must be at most 500 characters']);
    const byDeveloper = await request('POST', `/api/bids/${bidId}/decline`, dev, {});
    expect(byDeveloper.statusCode).toBe(403);
    const [pending] = await db.select().from(bids).where(eq(bids.id, bidId));
    expect(pending!.status).toBe('pending');

    const declined = await request('POST', `/api/bids/${bidId}/decline`, owner, {});
    expect(declined.statusCode).toBe(200);
    const [row] = await db.select().from(bids).where(eq(bids.id, bidId));
    expect(row).toMatchObject({ status: 'rejected', declineReason: null });
  });

  it('lets only one of a decline and an accept of the same bid win', async () => {
    const owner = await signUp();
    const project = await openProject(owner);
    const dev = await signUp({ role: 'developer' });
    const bidId = await bid(project.id, dev, 500, 5);
    const results = await Promise.all([
      request('POST', `/api/bids/${bidId}/decline`, owner, {}),
      request('POST', `/api/bids/${bidId}/accept`, owner),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await db.select().from(bids).where(eq(bids.id, bidId));
    const [moved] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(moved!.status === 'in_progress').toBe(row!.status === 'accepted');
  });
});

describe('a paid bid in the bid table (issue 35)', () => {
  it("says what the ledger says once the money went back: refunded, and nothing the developer didn't get", async () => {
    const { owner, developer, project, bidId } = await paidProject(testApp, 1350);
    const before = await request('GET', `/api/projects/${project.id}/bid-table`, owner);
    expect(before.json().find((row: { id: number }) => row.id === bidId).payment).toEqual({
      amount: 135_000,
      held: 135_000,
      refunded: 0,
      releasedToDeveloper: 0,
    });

    await cancelAndRefund(testApp, { owner, developer, projectId: project.id });
    const after = await request('GET', `/api/projects/${project.id}/bid-table`, owner);
    const row = after.json().find((entry: { id: number }) => entry.id === bidId);
    expect(row.status).toBe('paid');
    expect(row.payment).toEqual({
      amount: 135_000,
      held: 0,
      refunded: 135_000,
      releasedToDeveloper: 0,
    });
  });
});
