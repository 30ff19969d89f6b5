/** Bids: submitting, viewing, listing and spending (issue 4). Acceptance lives in bids-accept.test.ts. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentStatus, ProjectStatus } from '../../src/shared/constants.js';
import { bids, notifications, payments, projects, refunds } from '../../src/server/db/schema.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

const validBid = {
  amount: 500,
  timeline: 14,
  message: 'I have shipped three apps like this one and can finish it quickly.',
};

async function insertProject(owner: TestUser, status: ProjectStatus = 'open') {
  const [project] = await db
    .insert(projects)
    .values({
      name: `Half-built app ${Math.random().toString(36).slice(2, 8)}`,
      description: 'A project that needs a finisher, described at enough length for the rules.',
      techStack: ['React'],
      submitterId: owner.user.id,
      status,
    })
    .returning();
  return project!;
}

const submitBid = (projectId: number, who: TestUser | null, payload: object = validBid) =>
  app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/bids`,
    headers: who ? { cookie: who.cookie } : {},
    payload,
  });

const get = (url: string, who: TestUser | null) =>
  app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

describe('POST /api/projects/{id}/bids', () => {
  it('refuses visitors with the spec message, before looking at the body', async () => {
    const owner = await signUp();
    const project = await insertProject(owner);
    for (const payload of [validBid, { amount: -1 }]) {
      const response = await submitBid(project.id, null, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('You must be logged in to submit a bid');
    }
  });

  it('validates amount, timeline and message with the spec messages', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const project = await insertProject(owner);

    const response = await submitBid(project.id, dev, {
      amount: 0,
      timeline: -3,
      message: 'too short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      amount: ['Amount must be positive'],
      timeline: ['Timeline must be positive'],
      message: ['Message must be at least 20 characters'],
    });

    const fractional = await submitBid(project.id, dev, { ...validBid, amount: 10.5 });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().message).toBe('Amount must be positive');

    const padded = await submitBid(project.id, dev, {
      ...validBid,
      message: `  ${'x'.repeat(19)}  `,
    });
    expect(padded.json().message).toBe('Message must be at least 20 characters');
    expect(await db.select().from(bids).where(eq(bids.projectId, project.id))).toHaveLength(0);
  });

  it('stores the bid, returns it in full to its author and notifies the owner', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const project = await insertProject(owner);

    const response = await submitBid(project.id, dev, {
      ...validBid,
      amount: 1250,
      timeline: 10,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      projectId: project.id,
      finisherId: dev.user.id,
      developerUsername: dev.user.username,
      status: 'pending',
      detailsHidden: false,
      amount: 1250,
      timeline: 10,
      message: validBid.message,
    });

    const stored = await db.select().from(bids).where(eq(bids.projectId, project.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ finisherId: dev.user.id, amount: 1250, status: 'pending' });

    const notes = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'bid', relatedId: project.id, isRead: false });
    expect(notes[0]!.content).toContain(dev.user.username);
    // Written by the one money formatter: thousands separated (issue 35).
    expect(notes[0]!.content).toContain('bid $1,250 over 10 days');
  });

  it('takes bids on active projects (reactivated; shown as open)', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const project = await insertProject(owner, 'active');
    expect((await submitBid(project.id, dev)).statusCode).toBe(201);
  });

  it('refuses creators, the owner, and unknown projects', async () => {
    const owner = await signUp();
    const otherCreator = await signUp();
    const project = await insertProject(owner);

    const byCreator = await submitBid(project.id, otherCreator);
    expect(byCreator.statusCode).toBe(403);
    expect(byCreator.json().message).toBe('Only developers can bid on projects');

    const devOwner = await signUp({ role: 'developer' });
    const ownProject = await insertProject(devOwner);
    const onOwn = await submitBid(ownProject.id, devOwner);
    expect(onOwn.statusCode).toBe(403);
    expect(onOwn.json().message).toBe('You cannot bid on your own project');

    const dev = await signUp({ role: 'developer' });
    const missing = await submitBid(999_999, dev);
    expect(missing.statusCode).toBe(404);
    expect(await db.select().from(bids).where(eq(bids.projectId, project.id))).toHaveLength(0);
  });

  it.each([
    ['paused', 404, 'Project not found'],
    ['cancelled', 404, 'Project not found'],
    ['in_progress', 409, 'This project is not accepting bids'],
    ['paid', 409, 'This project is not accepting bids'],
    ['completed', 409, 'This project is not accepting bids'],
  ] as const)(
    // Paused and cancelled projects are hidden from others: 404, as their page (hidden-projects.test.ts).
    'refuses bids on a %s project with %i',
    async (status, code, message) => {
      const owner = await signUp();
      const dev = await signUp({ role: 'developer' });
      const project = await insertProject(owner, status);
      const response = await submitBid(project.id, dev);
      expect(response.statusCode).toBe(code);
      expect(response.json().message).toBe(message);
      expect(await db.select().from(bids).where(eq(bids.projectId, project.id))).toHaveLength(0);
      expect(
        await db.select().from(notifications).where(eq(notifications.userId, owner.user.id)),
      ).toHaveLength(0);
    },
  );

  it('allows one bid per developer per project, also when two arrive at once', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const project = await insertProject(owner);

    expect((await submitBid(project.id, dev)).statusCode).toBe(201);
    const again = await submitBid(project.id, dev, { ...validBid, amount: 400 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already bid on this project');

    const racer = await signUp({ role: 'developer' });
    const other = await insertProject(owner);
    const results = await Promise.all([submitBid(other.id, racer), submitBid(other.id, racer)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'You have already bid on this project',
    );
    expect(await db.select().from(bids).where(eq(bids.projectId, other.id))).toHaveLength(1);
    // The losing request's notification rolled back with it.
    const notes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.relatedId, other.id)));
    expect(notes).toHaveLength(1);
  });

  it('takes many bids on one project at once, each counted on its card', async () => {
    const owner = await signUp();
    const project = await insertProject(owner);
    const developers = await Promise.all(
      Array.from({ length: 8 }, () => signUp({ role: 'developer' })),
    );
    // On PostgreSQL these run at once: each bid rewrites the project's card (its bid count), so
    // bids holding a shared lock on the project would deadlock on the upgrade.
    const results = await Promise.all(developers.map((dev) => submitBid(project.id, dev)));
    expect(results.map((r) => r.statusCode)).toEqual(developers.map(() => 201));
    const listed = (await get('/api/projects?limit=50', null)).json() as {
      id: number;
      bidCount: number;
    }[];
    expect(listed.find((p) => p.id === project.id)!.bidCount).toBe(8);
  });

  it('checks finisherId and projectId sent in the body', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const someoneElse = await signUp({ role: 'developer' });
    const project = await insertProject(owner);

    const asOther = await submitBid(project.id, dev, {
      ...validBid,
      finisherId: someoneElse.user.id,
    });
    expect(asOther.statusCode).toBe(403);
    const wrongProject = await submitBid(project.id, dev, {
      ...validBid,
      projectId: project.id + 1,
    });
    expect(wrongProject.statusCode).toBe(400);
    expect(await db.select().from(bids).where(eq(bids.projectId, project.id))).toHaveLength(0);

    const consistent = await submitBid(project.id, dev, {
      ...validBid,
      finisherId: dev.user.id,
      projectId: project.id,
    });
    expect(consistent.statusCode).toBe(201);
    expect(consistent.json().finisherId).toBe(dev.user.id);
  });
});

describe('GET /api/bids/{id}', () => {
  it('shows the bid and its project to the owner and the developer only', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const stranger = await signUp({ role: 'developer' });
    const otherCreator = await signUp();
    const project = await insertProject(owner);
    const secret = 'A very particular proposal nobody else may read, marker 7b1f.';
    const bid = (
      await submitBid(project.id, dev, { amount: 4321, timeline: 27, message: secret })
    ).json();

    for (const viewer of [owner, dev]) {
      const response = await get(`/api/bids/${bid.id}`, viewer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...bid,
        project: {
          id: project.id,
          name: project.name,
          status: 'open',
          submitterId: owner.user.id,
        },
        payment: null,
      });
    }

    for (const viewer of [stranger, otherCreator]) {
      const response = await get(`/api/bids/${bid.id}`, viewer);
      expect(response.statusCode).toBe(403);
      // Spec section 6's words, as the project page's hidden bid says them.
      expect(response.json()).toMatchObject({
        code: 'forbidden',
        message:
          'Bid details are only visible to the project owner and the developer who created this bid.',
      });
      expect(response.body).not.toContain('4321');
      expect(response.body).not.toContain('27');
      expect(response.body).not.toContain('7b1f');
    }
    const visitor = await get(`/api/bids/${bid.id}`, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain('7b1f');

    expect((await get('/api/bids/999999', owner)).statusCode).toBe(404);
  });
});

describe('project detail (GET /api/projects/{id}) never leaks bid details', () => {
  const projectDetailExists = app.hasRoute({ method: 'GET', url: '/api/projects/:id' });
  it.runIf(projectDetailExists)('hides amount, timeline and message from third users', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const stranger = await signUp({ role: 'developer' });
    const project = await insertProject(owner);
    const secret = 'Proposal text that must stay private, marker 9c3e.';
    await submitBid(project.id, dev, { amount: 8765, timeline: 43, message: secret });

    const asStranger = await get(`/api/projects/${project.id}`, stranger);
    expect(asStranger.statusCode).toBe(200);
    expect(asStranger.body).toContain(dev.user.username);
    // Whether visitors may open a project is the projects feature's rule; secrets stay out either way.
    for (const response of [asStranger, await get(`/api/projects/${project.id}`, null)]) {
      expect(response.body).not.toContain('8765');
      expect(response.body).not.toContain('9c3e');
    }
    const asOwner = await get(`/api/projects/${project.id}`, owner);
    expect(asOwner.body).toContain('9c3e');
  });
});

describe('GET /api/users/{id}/bids', () => {
  it("lists the developer's own bids newest first with each project, in pages", async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const rival = await signUp({ role: 'developer' });
    const first = await insertProject(owner);
    const second = await insertProject(owner);
    const third = await insertProject(owner);
    await submitBid(first.id, dev, { ...validBid, amount: 101 });
    await submitBid(second.id, dev, { ...validBid, amount: 102 });
    await submitBid(third.id, dev, { ...validBid, amount: 103 });
    await submitBid(third.id, rival, { ...validBid, amount: 987_654 });

    const all = await get(`/api/users/${dev.user.id}/bids`, dev);
    expect(all.statusCode).toBe(200);
    const list = all.json();
    expect(list.map((b: { amount: number }) => b.amount)).toEqual([103, 102, 101]);
    expect(list[0]).toMatchObject({
      finisherId: dev.user.id,
      developerUsername: dev.user.username,
      detailsHidden: false,
      message: validBid.message,
      project: { id: third.id, name: third.name, status: 'open' },
    });
    expect(all.body).not.toContain('987654');

    const page1 = await get(`/api/users/${dev.user.id}/bids?limit=2`, dev);
    expect(page1.json().map((b: { amount: number }) => b.amount)).toEqual([103, 102]);
    const next = /<([^>]+)>; rel="next"/.exec(page1.headers.link as string)![1]!;
    const page2 = await get(next, dev);
    expect(page2.json().map((b: { amount: number }) => b.amount)).toEqual([101]);
    expect(page2.headers.link).toBeUndefined();

    await db.update(bids).set({ status: 'accepted' }).where(eq(bids.projectId, second.id));
    const accepted = await get(`/api/users/${dev.user.id}/bids?status=accepted`, dev);
    expect(accepted.json().map((b: { project: { id: number } }) => b.project.id)).toEqual([
      second.id,
    ]);
  });

  it("refuses other users, creators and visitors, and never shows another's details", async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const other = await signUp({ role: 'developer' });
    const project = await insertProject(owner);
    await submitBid(project.id, dev, {
      ...validBid,
      message: 'Private pitch text, marker 5d2a, long.',
    });

    for (const viewer of [other, owner]) {
      const response = await get(`/api/users/${dev.user.id}/bids`, viewer);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('5d2a');
    }
    const creatorOwn = await get(`/api/users/${owner.user.id}/bids`, owner);
    expect(creatorOwn.statusCode).toBe(403);
    expect(creatorOwn.json().message).toBe('Only developers have bids');
    expect((await get(`/api/users/${dev.user.id}/bids`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/users/{id}/total-spending', () => {
  it('sums succeeded payments for the creator’s own projects, in dollars', async () => {
    const owner = await signUp();
    const otherOwner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const url = `/api/users/${owner.user.id}/total-spending`;

    const empty = await get(url, owner);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ totalSpent: 0 });

    const pay = async (projectOwner: TestUser, cents: number, status: PaymentStatus) => {
      const project = await insertProject(projectOwner);
      const bid = (await submitBid(project.id, dev)).json();
      const fee = Math.round(cents * 0.1);
      const [payment] = await db
        .insert(payments)
        .values({
          bidId: bid.id,
          amount: cents,
          platformFee: fee,
          developerAmount: cents - fee,
          provider: 'sandbox',
          status,
        })
        .returning();
      return payment!;
    };
    await pay(owner, 50_000, 'succeeded');
    await pay(owner, 12_550, 'succeeded');
    await pay(owner, 30_000, 'pending');
    const refunded = await pay(owner, 20_000, 'refunded');
    await db.insert(refunds).values({ paymentId: refunded.id, amount: 20_000 });
    const partly = await pay(owner, 10_000, 'partially_refunded');
    await db.insert(refunds).values({ paymentId: partly.id, amount: 4_000 });
    await pay(otherOwner, 70_000, 'succeeded');

    // Charged payments less refunds: 500 + 125.50 + (200 − 200) + (100 − 40); pending not counted.
    expect((await get(url, owner)).json()).toEqual({ totalSpent: 685.5 });
    expect(
      (await get(`/api/users/${otherOwner.user.id}/total-spending`, otherOwner)).json(),
    ).toEqual({
      totalSpent: 700,
    });
  });

  it('refuses anyone but the user themself', async () => {
    const owner = await signUp();
    const other = await signUp();
    const url = `/api/users/${owner.user.id}/total-spending`;
    expect((await get(url, other)).statusCode).toBe(403);
    expect((await get(url, null)).statusCode).toBe(401);
  });
});
