/** Accepting a bid (issue 4): the rules, the one-transaction outcome, and concurrent accepts. */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProjectStatus } from '../../src/shared/constants.js';
import { bids, notifications, projects } from '../../src/server/db/schema.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

const pitch = 'Experienced with this stack; I will finish and document it.';

async function insertProject(owner: TestUser, status: ProjectStatus = 'open') {
  const [project] = await db
    .insert(projects)
    .values({
      name: `Unfinished tool ${Math.random().toString(36).slice(2, 8)}`,
      description: 'Half done; needs someone to take it over the line with tests and docs.',
      submitterId: owner.user.id,
      status,
    })
    .returning();
  return project!;
}

/** A project of `owner` with one pending bid from each of `count` new developers. */
async function projectWithBids(owner: TestUser, count: number) {
  const project = await insertProject(owner);
  const developers: TestUser[] = [];
  const bidIds: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const dev = await signUp({ role: 'developer' });
    const response = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/bids`,
      headers: { cookie: dev.cookie },
      payload: { amount: 100 * (i + 1), timeline: 5 + i, message: pitch },
    });
    expect(response.statusCode).toBe(201);
    developers.push(dev);
    bidIds.push(response.json().id);
  }
  return { project, developers, bidIds };
}

const accept = (bidId: number, who: TestUser | null) =>
  app.inject({
    method: 'POST',
    url: `/api/bids/${bidId}/accept`,
    headers: who ? { cookie: who.cookie } : {},
  });

const projectRow = async (id: number) =>
  (await db.select().from(projects).where(eq(projects.id, id)))[0]!;
const bidStatuses = async (ids: number[]) => {
  const rows = await db.select().from(bids).where(inArray(bids.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!.status);
};

describe('POST /api/bids/{id}/accept', () => {
  it('accepts, rejects the other pending bids and assigns the project, in one step', async () => {
    const owner = await signUp();
    const { project, developers, bidIds } = await projectWithBids(owner, 3);

    const response = await accept(bidIds[1]!, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bid: expect.objectContaining({
        id: bidIds[1],
        status: 'accepted',
        finisherId: developers[1]!.user.id,
        amount: 200,
        timeline: 6,
        message: pitch,
        detailsHidden: false,
      }),
      project: { id: project.id, status: 'in_progress', finisherId: developers[1]!.user.id },
    });

    expect(await bidStatuses(bidIds)).toEqual(['rejected', 'accepted', 'rejected']);
    expect(await projectRow(project.id)).toMatchObject({
      status: 'in_progress',
      finisherId: developers[1]!.user.id,
    });

    const devNotes = await db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          developers.map((d) => d.user.id),
        ),
      );
    expect(
      devNotes
        .map((n) => [n.userId, n.type, n.title, n.relatedId])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [developers[0]!.user.id, 'bid', 'Bid rejected', project.id],
      [developers[1]!.user.id, 'bid', 'Bid accepted', project.id],
      [developers[2]!.user.id, 'bid', 'Bid rejected', project.id],
    ]);

    // The bid's developer now sees it accepted; the others see theirs rejected.
    const mine = await app.inject({
      url: `/api/users/${developers[0]!.user.id}/bids`,
      headers: { cookie: developers[0]!.cookie },
    });
    expect(mine.json()[0]).toMatchObject({
      status: 'rejected',
      project: { status: 'in_progress' },
    });
  });

  it('refuses anyone but the owner, and changes nothing', async () => {
    const owner = await signUp();
    const otherCreator = await signUp();
    const { project, developers, bidIds } = await projectWithBids(owner, 2);

    for (const who of [developers[0]!, otherCreator]) {
      const response = await accept(bidIds[0]!, who);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only the project owner can accept bids');
    }
    expect((await accept(bidIds[0]!, null)).statusCode).toBe(401);
    expect((await accept(999_999, owner)).statusCode).toBe(404);

    expect(await bidStatuses(bidIds)).toEqual(['pending', 'pending']);
    expect(await projectRow(project.id)).toMatchObject({ status: 'open', finisherId: null });
  });

  it('refuses a bid that is no longer pending and a project that is not open', async () => {
    const owner = await signUp();
    const { bidIds } = await projectWithBids(owner, 2);
    expect((await accept(bidIds[0]!, owner)).statusCode).toBe(200);

    const again = await accept(bidIds[0]!, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This bid is no longer pending');
    const rejected = await accept(bidIds[1]!, owner);
    expect(rejected.statusCode).toBe(409);

    for (const status of ['paused', 'cancelled'] as const) {
      const { project, bidIds: pausedBids } = await projectWithBids(owner, 1);
      await db.update(projects).set({ status }).where(eq(projects.id, project.id));
      const response = await accept(pausedBids[0]!, owner);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'A bid can only be accepted while the project is open for bids',
      );
      expect(await bidStatuses(pausedBids)).toEqual(['pending']);
      expect((await projectRow(project.id)).status).toBe(status);
    }
  });

  it('accepts on an active (reactivated) project, with or without a JSON body', async () => {
    const owner = await signUp();
    const { project, bidIds } = await projectWithBids(owner, 1);
    await db.update(projects).set({ status: 'active' }).where(eq(projects.id, project.id));
    const response = await app.inject({
      method: 'POST',
      url: `/api/bids/${bidIds[0]}/accept`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().project.status).toBe('in_progress');
  });
});

describe('two accepts at the same moment', () => {
  it('on different bids of one project: exactly one wins, the data stays consistent', async () => {
    const owner = await signUp();
    for (let round = 0; round < 3; round += 1) {
      const { project, developers, bidIds } = await projectWithBids(owner, 3);
      const results = await Promise.all([accept(bidIds[0]!, owner), accept(bidIds[2]!, owner)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);

      const winner = results.findIndex((r) => r.statusCode === 200);
      const winningBid = winner === 0 ? bidIds[0]! : bidIds[2]!;
      const winningDev = winner === 0 ? developers[0]! : developers[2]!;
      const statuses = await bidStatuses(bidIds);
      expect(statuses.filter((s) => s === 'accepted')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'rejected')).toHaveLength(2);
      expect(statuses[bidIds.indexOf(winningBid)]).toBe('accepted');
      expect(await projectRow(project.id)).toMatchObject({
        status: 'in_progress',
        finisherId: winningDev.user.id,
      });
      // Only the winning transaction's notifications exist: one per developer.
      const notes = await db
        .select()
        .from(notifications)
        .where(
          inArray(
            notifications.userId,
            developers.map((d) => d.user.id),
          ),
        );
      expect(notes).toHaveLength(3);
      expect(notes.filter((n) => n.title === 'Bid accepted').map((n) => n.userId)).toEqual([
        winningDev.user.id,
      ]);
    }
  });

  it('on the same bid twice: one 200, one 409, one set of notifications', async () => {
    const owner = await signUp();
    const { project, developers, bidIds } = await projectWithBids(owner, 2);
    const results = await Promise.all([accept(bidIds[0]!, owner), accept(bidIds[0]!, owner)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await bidStatuses(bidIds)).toEqual(['accepted', 'rejected']);
    expect((await projectRow(project.id)).finisherId).toBe(developers[0]!.user.id);
    const notes = await db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          developers.map((d) => d.user.id),
        ),
      );
    expect(notes).toHaveLength(2);
  });

  it('a bid racing an accept either lands before it (and is rejected) or is refused', async () => {
    const owner = await signUp();
    const { project, bidIds } = await projectWithBids(owner, 1);
    const late = await signUp({ role: 'developer' });
    const [accepted, bid] = await Promise.all([
      accept(bidIds[0]!, owner),
      app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/bids`,
        headers: { cookie: late.cookie },
        payload: { amount: 50, timeline: 2, message: pitch },
      }),
    ]);
    expect(accepted.statusCode).toBe(200);
    const lateBids = await db.select().from(bids).where(eq(bids.finisherId, late.user.id));
    if (bid.statusCode === 201) expect(lateBids.map((b) => b.status)).toEqual(['rejected']);
    else {
      expect(bid.statusCode).toBe(409);
      expect(lateBids).toHaveLength(0);
    }
  });
});
