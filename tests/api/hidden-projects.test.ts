/**
 * A paused or cancelled project is hidden from everyone but its owner and its developer: its
 * page is a 404 to others, so its bids must be too (issue 9). A 409 'not accepting bids' on a
 * bid or a 403 on reading its bid would tell a stranger that the project exists.
 */
import { describe, expect, it } from 'vitest';
import type { ProjectStatus } from '../../src/shared/constants.js';
import { bids, projects } from '../../src/server/db/schema.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

const owner = await signUp({ role: 'creator' });
const bidder = await signUp({ role: 'developer' });
const stranger = await signUp({ role: 'developer' });
const otherCreator = await signUp({ role: 'creator' });

async function projectWithBid(status: ProjectStatus) {
  const [project] = await db
    .insert(projects)
    .values({
      name: `A ${status} project`,
      description: 'A project whose owner paused or cancelled it, so others may not see it.',
      techStack: ['React'],
      submitterId: owner.user.id,
      status,
    })
    .returning();
  const [bid] = await db
    .insert(bids)
    .values({
      projectId: project!.id,
      finisherId: bidder.user.id,
      amount: 300,
      timeline: 9,
      message: 'A bid placed while the project was still open.',
    })
    .returning();
  return { project: project!, bid: bid! };
}

const as = (who: TestUser) => ({ cookie: who.cookie });
const validBid = { amount: 100, timeline: 5, message: 'I would like to finish this project.' };

describe.each(['paused', 'cancelled'] as const)('a %s project', (status) => {
  it('is a 404 to strangers everywhere: its page, a new bid, its bid, accepting, talking', async () => {
    const { project, bid } = await projectWithBid(status);
    const page = await app.inject({ url: `/api/projects/${project.id}`, headers: as(stranger) });
    expect(page.statusCode).toBe(404);

    const bidding = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/bids`,
      headers: as(stranger),
      payload: validBid,
    });
    expect(bidding.statusCode).toBe(404);
    expect(bidding.json()).toEqual({ message: 'Project not found', code: 'not_found' });

    for (const who of [stranger, otherCreator]) {
      const reading = await app.inject({ url: `/api/bids/${bid.id}`, headers: as(who) });
      expect(reading.statusCode).toBe(404);
      expect(reading.json()).toEqual({ message: 'Bid not found', code: 'not_found' });
    }
    const accepting = await app.inject({
      method: 'POST',
      url: `/api/bids/${bid.id}/accept`,
      headers: as(otherCreator),
    });
    expect(accepting.statusCode).toBe(404);
    const talking = await app.inject({
      method: 'POST',
      url: `/api/bids/${bid.id}/conversations`,
      headers: as(stranger),
    });
    expect(talking.statusCode).toBe(404);
  });

  it('still shows the bid to its owner and its developer', async () => {
    const { bid } = await projectWithBid(status);
    for (const who of [owner, bidder]) {
      const response = await app.inject({ url: `/api/bids/${bid.id}`, headers: as(who) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: bid.id, amount: 300 });
      expect(Object.keys(response.json().project).sort()).toEqual([
        'id',
        'name',
        'status',
        'submitterId',
      ]);
    }
  });
});

describe('a visible project', () => {
  it('keeps its answers: 409 for a bid it does not take, 403 for reading another’s bid', async () => {
    const { project, bid } = await projectWithBid('in_progress');
    const bidding = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/bids`,
      headers: as(stranger),
      payload: validBid,
    });
    expect(bidding.statusCode).toBe(409);
    const reading = await app.inject({ url: `/api/bids/${bid.id}`, headers: as(stranger) });
    expect(reading.statusCode).toBe(403);
    const accepting = await app.inject({
      method: 'POST',
      url: `/api/bids/${bid.id}/accept`,
      headers: as(otherCreator),
    });
    expect(accepting.statusCode).toBe(403);
  });
});
