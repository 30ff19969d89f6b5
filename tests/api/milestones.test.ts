/**
 * Milestones, delivery and automatic approval (issue 12): only the owner adds and approves, only
 * the developer completes and delivers, amounts never overshoot the bid even at once, money is
 * released step by step through the ledger, and an unanswered delivery or milestone is approved
 * on time by the job, tested with a controlled clock.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { milestones, notifications, projects, releases } from '../../src/server/db/schema.js';
import { expectLedgerSound, paidProject, projectWaitingForApproval } from '../setup/payments.js';
import { openSocket } from '../setup/socket-client.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const t = await createTestApp();
const { app, db } = t;
const DAY = 24 * 60 * 60 * 1000;
const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const post = (url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method: 'POST', url, headers: as(who), ...(payload && { payload }) });
const milestone = (title: string, amount: number, dueDate?: string) => ({
  title,
  description: `The ${title.toLowerCase()} part of the work.`,
  amount,
  ...(dueDate && { dueDate }),
});

describe('milestones', () => {
  it('are added by the owner of a paid project only, and never add up to more than the bid', async () => {
    const { owner, developer, project } = await paidProject(t, 1000);
    const stranger = await t.signUp({ role: 'creator' });
    const url = `/api/projects/${project.id}/milestones`;
    expect((await post(url, null, milestone('Design', 100))).statusCode).toBe(401);
    expect((await post(url, developer, milestone('Design', 100))).statusCode).toBe(403);
    expect((await post(url, stranger, milestone('Design', 100))).statusCode).toBe(404);
    const invalid = await post(url, owner, { title: 'x', amount: 2.5, dueDate: '2020-13-45' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['amount', 'dueDate', 'title']);

    const first = await post(url, owner, milestone('Design', 600, '2099-01-31'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: 'Design',
      amount: 600,
      status: 'pending',
      dueDate: '2099-01-31',
      overdue: false,
    });
    const over = await post(url, owner, milestone('Everything else', 401));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'Milestones cannot add up to more than the accepted bid ($400 left)',
    );

    // Two adds at once that each fit but not together: exactly one wins.
    const both = await Promise.all([
      post(url, owner, milestone('Build', 300)),
      post(url, owner, milestone('Test', 300)),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [{ total }] = (await db
      .select({ total: sql<number>`sum(${milestones.amount})::int` })
      .from(milestones)
      .where(eq(milestones.projectId, project.id))) as [{ total: number }];
    expect(total).toBe(900);

    const list = await app.inject({ url, headers: as(developer) });
    expect(list.json().map((m: { title: string }) => m.title)).toEqual([
      'Design',
      expect.any(String),
    ]);
    expect((await app.inject({ url, headers: as(stranger) })).statusCode).toBe(404);
  });

  it('are completed by the developer, approved by the owner, and release their share live', async () => {
    const { owner, developer, project, paymentId } = await paidProject(t, 500);
    const added = (
      await post(`/api/projects/${project.id}/milestones`, owner, milestone('Frontend', 200))
    ).json();
    const complete = (who: TestUser) => post(`/api/milestones/${added.id}/complete`, who);
    expect((await complete(owner)).statusCode).toBe(403);
    const done = await complete(developer);
    expect(done.json()).toMatchObject({ status: 'completed', autoApproveAt: expect.any(String) });
    expect((await complete(developer)).statusCode).toBe(409);

    expect((await post(`/api/milestones/${added.id}/approve`, developer)).statusCode).toBe(403);
    const back = await post(`/api/milestones/${added.id}/request-changes`, owner, {
      note: 'The mobile layout breaks.',
    });
    expect(back.json()).toMatchObject({
      status: 'pending',
      changesNote: 'The mobile layout breaks.',
      autoApproveAt: null,
    });
    await complete(developer);
    const approved = await post(`/api/milestones/${added.id}/approve`, owner);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      released: 18_000,
      approvedAutomatically: false,
    });
    const [release] = await db.select().from(releases).where(eq(releases.milestoneId, added.id));
    expect(release).toMatchObject({
      gross: 20_000,
      developerAmount: 18_000,
      fee: 2_000,
      paymentId,
    });

    const types = await db
      .select({ userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(
        and(eq(notifications.relatedId, project.id), sql`${notifications.type} like 'milestone%'`),
      );
    expect(types).toEqual(
      expect.arrayContaining([
        { userId: developer.user.id, type: 'milestone' },
        { userId: owner.user.id, type: 'milestone_completed' },
        { userId: developer.user.id, type: 'milestone_approved' },
      ]),
    );

    // The final approval releases exactly what is left: 500 − 200 dollars, less the fee.
    const final = await post(`/api/projects/${project.id}/approve-delivery`, owner);
    expect(final.json()).toMatchObject({ released: 27_000 });
    await expectLedgerSound(t);
  });
});

describe('milestones live', () => {
  it('toasts the other side and only refreshes the side that acted', async () => {
    const { owner, developer, project } = await paidProject(t, 300);
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const connect = async (who: TestUser) => {
      const socket = await openSocket(baseUrl, who.cookie);
      socket.auth(who.user.id);
      await socket.waitFor('auth_success');
      return socket;
    };
    const ownerSocket = await connect(owner);
    const developerSocket = await connect(developer);
    const added = (
      await post(`/api/projects/${project.id}/milestones`, owner, milestone('Launch', 100))
    ).json();
    await developerSocket.waitFor('new_milestone', (m) => m.milestone.id === added.id);
    await post(`/api/milestones/${added.id}/complete`, developer);
    const done = await ownerSocket.waitFor(
      'milestone_completed',
      (m) => m.milestone.id === added.id,
    );
    expect(done.milestone).toMatchObject({
      title: 'Launch',
      status: 'completed',
      projectId: project.id,
    });
    await post(`/api/milestones/${added.id}/approve`, owner);
    await developerSocket.waitFor('milestone_approved', (m) => m.milestone.id === added.id);
    await ownerSocket.waitFor('changed', (m) => m.event === 'milestone.approved');
    expect(
      ownerSocket.received.some(
        (m) => m.type === 'new_milestone' || m.type === 'milestone_approved',
      ),
    ).toBe(false);
    expect(developerSocket.received.some((m) => m.type === 'milestone_completed')).toBe(false);
    ownerSocket.socket.close();
    developerSocket.socket.close();
  });
});

describe('delivery', () => {
  it('is delivered by the developer and approved (or sent back) by the owner', async () => {
    const { owner, developer, project } = await paidProject(t, 300);
    const url = `/api/projects/${project.id}/deliveries`;
    const work = {
      message: 'Everything is done, see the pull request.',
      link: 'https://github.com/example/pull/1',
    };
    expect((await post(url, owner, work)).statusCode).toBe(403);
    const first = await post(url, developer, work);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      finisherId: developer.user.id,
      developerId: developer.user.id,
    });
    expect((await post(url, developer, work)).json().message).toBe(
      'A delivery is already waiting for the owner',
    );

    const back = await post(`/api/deliveries/${first.json().id}/request-changes`, owner, {
      note: 'Add the README.',
    });
    expect(back.json()).toMatchObject({
      status: 'changes_requested',
      changesNote: 'Add the README.',
    });
    const [stillPaid] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(stillPaid!.status).toBe('paid');

    const second = await post(url, developer, { message: 'README added as well, ready now.' });
    expect((await post(`/api/deliveries/${second.json().id}/approve`, developer)).statusCode).toBe(
      403,
    );
    const approved = await post(`/api/deliveries/${second.json().id}/approve`, owner);
    expect(approved.json()).toMatchObject({ status: 'approved', approvedAutomatically: false });
    const [done] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(done!.status).toBe('completed');
    expect((await post(url, developer, work)).statusCode).toBe(409);
    await expectLedgerSound(t);
  });
});

describe('automatic approval', () => {
  it('reminds both sides two days before and approves an unanswered delivery and milestone on time', async () => {
    const { owner, developer, project, paymentId, milestoneId } =
      await projectWaitingForApproval(t);
    const start = Date.now();

    // Eleven and a half days on: nothing yet. Twelve and a half: the reminders (two days before
    // fourteen), once.
    expect(await app.autoApprover.runOnce(new Date(start + 11.5 * DAY))).toEqual({
      approved: 0,
      reminded: 0,
    });
    expect(await app.autoApprover.runOnce(new Date(start + 12.5 * DAY))).toEqual({
      approved: 0,
      reminded: 2,
    });
    expect(await app.autoApprover.runOnce(new Date(start + 13 * DAY))).toEqual({
      approved: 0,
      reminded: 0,
    });
    const reminded = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.relatedId, project.id),
          sql`${notifications.title} in ('Waiting for your answer', 'Automatic approval soon')`,
        ),
      );
    expect(reminded.map((n) => n.userId).sort()).toEqual(
      [owner.user.id, owner.user.id, developer.user.id, developer.user.id].sort(),
    );

    // Fourteen days and a minute on, the job runs on two instances at once: each item once.
    const at = new Date(start + 14 * DAY + 60_000);
    const [a, b] = await Promise.all([app.autoApprover.runOnce(at), app.autoApprover.runOnce(at)]);
    expect(a.approved + b.approved).toBe(2);
    const [m] = await db.select().from(milestones).where(eq(milestones.id, milestoneId));
    expect(m).toMatchObject({ status: 'approved', approvedAutomatically: true });
    const [p] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(p!.status).toBe('completed');
    const paid = await db.select().from(releases).where(eq(releases.paymentId, paymentId));
    expect(paid.map((r) => r.gross).sort((x, y) => x - y)).toEqual([10_000, 30_000]);
    expect(await app.autoApprover.runOnce(at)).toEqual({ approved: 0, reminded: 0 });
    await expectLedgerSound(t);
  });

  it('leaves alone what a completed project left open: no reminder, no approval', async () => {
    const { owner, project } = await projectWaitingForApproval(t, {
      milestoneTitle: 'Extras',
      deliver: false,
    });
    // The owner approves the whole delivery while the milestone still waits.
    expect((await post(`/api/projects/${project.id}/approve-delivery`, owner)).statusCode).toBe(
      200,
    );
    const start = Date.now();
    expect(await app.autoApprover.runOnce(new Date(start + 11.5 * DAY))).toEqual({
      approved: 0,
      reminded: 0,
    });
    expect(await app.autoApprover.runOnce(new Date(start + 15 * DAY))).toEqual({
      approved: 0,
      reminded: 0,
    });
    await expectLedgerSound(t);
  });
});
