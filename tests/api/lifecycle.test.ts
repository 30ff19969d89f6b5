/**
 * The life-cycle tables (src/shared/lifecycle.ts) are what the server enforces: every owner control
 * and every accept is tried from every status, and the API allows exactly the moves the table
 * declares (issue 8, item 2). The database refuses statuses the table does not know.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATUS_CONTROL_ACTIONS } from '../../src/shared/contract/projects-rules.js';
import {
  BID_LIFECYCLE,
  PROJECT_LIFECYCLE,
  can,
  type BidStatus,
  type ProjectStatus,
} from '../../src/shared/lifecycle.js';
import { bids, projects } from '../../src/server/db/schema.js';
import { createTestApp } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();
const owner = await signUp({ role: 'creator' });
const developer = await signUp({ role: 'developer' });

async function projectIn(status: ProjectStatus) {
  const [project] = await db
    .insert(projects)
    .values({
      name: `A project that is ${status}`,
      description: 'A half-finished project used to walk the life-cycle table, end to end.',
      techStack: ['TypeScript'],
      submitterId: owner.user.id,
      status,
    })
    .returning();
  return project!;
}

async function bidOn(projectId: number, status: BidStatus = 'pending') {
  const [bid] = await db
    .insert(bids)
    .values({
      projectId,
      finisherId: developer.user.id,
      amount: 500,
      timeline: 10,
      message: 'I can finish this project within the timeline.',
      status,
    })
    .returning();
  return bid!;
}

const statusOf = async (id: number) =>
  (await db.select({ status: projects.status }).from(projects).where(eq(projects.id, id)))[0]!
    .status;

describe('the project life cycle, walked through the API', () => {
  for (const [requested, action] of Object.entries(STATUS_CONTROL_ACTIONS)) {
    for (const from of PROJECT_LIFECYCLE.statuses) {
      const allowed = can(PROJECT_LIFECYCLE, action, from);
      it(`${action} from ${from}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        const project = await projectIn(from);
        const response = await app.inject({
          method: 'PATCH',
          url: `/api/projects/${project.id}/status`,
          headers: { cookie: owner.cookie },
          payload: { status: requested },
        });
        expect(response.statusCode).toBe(allowed ? 200 : 409);
        expect(await statusOf(project.id)).toBe(
          allowed ? PROJECT_LIFECYCLE.transitions[action].to : from,
        );
      });
    }
  }

  for (const from of PROJECT_LIFECYCLE.statuses) {
    const allowed = can(PROJECT_LIFECYCLE, 'acceptBid', from);
    it(`accepting a bid on a project that is ${from}: ${allowed ? 'allowed' : 'refused'}`, async () => {
      const project = await projectIn(from);
      const bid = await bidOn(project.id);
      const response = await app.inject({
        method: 'POST',
        url: `/api/bids/${bid.id}/accept`,
        headers: { cookie: owner.cookie },
      });
      expect(response.statusCode).toBe(allowed ? 200 : 409);
      expect(await statusOf(project.id)).toBe(allowed ? 'in_progress' : from);
    });
  }

  for (const from of BID_LIFECYCLE.statuses) {
    const allowed = can(BID_LIFECYCLE, 'accept', from);
    it(`accepting a bid that is ${from}: ${allowed ? 'allowed' : 'refused'}`, async () => {
      const project = await projectIn('open');
      const bid = await bidOn(project.id, from);
      const response = await app.inject({
        method: 'POST',
        url: `/api/bids/${bid.id}/accept`,
        headers: { cookie: owner.cookie },
      });
      expect(response.statusCode).toBe(allowed ? 200 : 409);
      const [after] = await db.select().from(bids).where(eq(bids.id, bid.id));
      expect(after!.status).toBe(allowed ? 'accepted' : from);
    });
  }

  it('the database refuses a status the table does not declare', async () => {
    const project = await projectIn('open');
    await expect(
      // Plain SQL, past the column's TypeScript type: the check constraint must hold on its own.
      db.execute(sql`update projects set status = 'archived' where id = ${project.id}`),
    ).rejects.toThrow();
  });
});
