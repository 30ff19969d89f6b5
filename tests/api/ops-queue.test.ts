/**
 * The operators' queue and cases (issue 28; decisions.md, Operators, "Reports and blocks", Held
 * money): escalated disputes, open chargebacks, open reports and releases held for review in one
 * list, oldest first, paged by cursor, with its counts; reports read and closed (the reporter
 * told, the audit entry in the same commit, two closes at once close once); a dispute's and a
 * chargeback's whole record.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, chargebacks, notifications, reports } from '../../src/server/db/schema.js';
import { signUpOperator } from '../setup/operators.js';
import {
  acceptedBid,
  expectLedgerSound,
  paidProject,
  payOnSandboxPage,
  startCheckout,
  waitForPaymentStatus,
} from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const t = await createTestApp();
const { app, db } = t;
const operator = await signUpOperator(t);
const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const post = (url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method: 'POST', url, headers: as(who), ...(payload && { payload }) });
const get = (url: string, who: TestUser | null = operator) =>
  app.inject({ method: 'GET', url, headers: as(who) });
const why = 'The delivered work does not match what we agreed in the bid.';

interface Item {
  kind: string;
  id: number;
  at: string;
  projectId: number | null;
  summary: string;
}

/** Every page of a list, following its Link header. */
async function everyPage(url: string): Promise<Item[]> {
  const items: Item[] = [];
  let next: string | null = url;
  while (next) {
    const response = await get(next);
    expect(response.statusCode, response.body).toBe(200);
    items.push(...(response.json() as Item[]));
    const link = response.headers.link as string | undefined;
    next = link ? /<([^>]+)>/.exec(link)![1]! : null;
  }
  return items;
}

async function escalatedDispute() {
  const { owner, developer, project, paymentId } = await paidProject(t, 500);
  const opened = await post(`/api/projects/${project.id}/disputes`, developer, {
    reason: 'not_as_agreed',
    message: why,
    proposedRelease: 50_000,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const dispute = opened.json() as { id: number };
  expect(
    (await post(`/api/disputes/${dispute.id}/escalate`, owner, { message: why })).statusCode,
  ).toBe(200);
  return { owner, developer, project, paymentId, dispute };
}

async function reportProject(projectId: number) {
  const reporter = await t.signUp({ role: 'developer' });
  const report = await post('/api/reports', reporter, {
    targetType: 'project',
    targetId: projectId,
    reason: 'fraud',
    details: 'Asks for payment by wire transfer.',
  });
  expect(report.statusCode, report.body).toBe(201);
  return { reporter, report: report.json() as { id: number } };
}

describe('the queue', { timeout: 120_000 }, () => {
  it('lists escalated disputes, chargebacks, reports and held releases oldest first, paged', async () => {
    const before = (await get('/api/ops/queue/counts')).json();
    const { dispute, project } = await escalatedDispute();
    const { report } = await reportProject(project.id);

    // A release to a developer whose payouts are held waits for review.
    const held = await paidProject(t, 300);
    expect(
      (
        await post(`/api/ops/users/${held.developer.user.id}/payouts/hold`, operator, {
          reason: 'Checking their identity',
        })
      ).statusCode,
    ).toBe(200);
    const approved = await post(`/api/projects/${held.project.id}/approve-delivery`, held.owner);
    expect(approved.statusCode, approved.body).toBe(200);

    // A chargeback (the sandbox's card 0259) opens a few seconds after the payment.
    const charged = await acceptedBid(t, 200);
    const checkout = await startCheckout(t, charged.owner, charged.bidId);
    await payOnSandboxPage(t, charged.owner, checkout.checkoutUrl, '4000 0000 0000 0259');
    await waitForPaymentStatus(t, checkout.paymentId, 'succeeded');
    const chargeback = await vi.waitFor(
      async () => {
        const [row] = await db
          .select()
          .from(chargebacks)
          .where(eq(chargebacks.paymentId, checkout.paymentId));
        expect(row).toBeDefined();
        return row!;
      },
      { timeout: 20_000, interval: 100 },
    );

    const counts = (await get('/api/ops/queue/counts')).json();
    expect(counts).toEqual({
      disputes: before.disputes + 1,
      chargebacks: before.chargebacks + 1,
      reports: before.reports + 1,
      releases: before.releases + 1,
      total: before.total + 4,
    });

    const all = await everyPage('/api/ops/queue?limit=100');
    const paged = await everyPage('/api/ops/queue?limit=1');
    expect(paged).toEqual(all);
    expect(all).toHaveLength(counts.total);
    const times = all.map((item) => item.at);
    expect([...times].sort()).toEqual(times);

    const find = (kind: string, id: number) => all.find((i) => i.kind === kind && i.id === id);
    expect(find('dispute', dispute.id)).toMatchObject({
      projectId: project.id,
      amountCents: 50_000,
      summary: expect.stringContaining('Escalated dispute'),
    });
    expect(find('report', report.id)).toMatchObject({
      projectId: project.id,
      projectName: expect.any(String),
      summary: 'Fraud or scam: reported project',
    });
    expect(find('chargeback', chargeback.id)).toMatchObject({ projectId: charged.project.id });
    expect(all.find((i) => i.kind === 'release')).toMatchObject({
      projectId: held.project.id,
      summary: "Release waiting: the developer's payouts are held",
    });
    // Oldest first: the dispute was escalated before the report was made.
    expect(all.indexOf(find('dispute', dispute.id)!)).toBeLessThan(
      all.indexOf(find('report', report.id)!),
    );

    const onlyReports = await everyPage('/api/ops/queue?kind=report&limit=1');
    expect(onlyReports.every((i) => i.kind === 'report')).toBe(true);
    expect(onlyReports).toHaveLength(counts.reports);
    expect((await get('/api/ops/queue?cursor=bm9wZQ')).statusCode).toBe(400);

    // The chargeback's record: what the provider asks for as evidence.
    const record = await get(`/api/ops/chargebacks/${chargeback.id}`);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).toMatchObject({
      id: chargeback.id,
      status: 'open',
      owner: { id: charged.owner.user.id },
      developer: { id: charged.developer.user.id },
      record: {
        project: { id: charged.project.id },
        bid: { id: charged.bidId },
        payment: { id: checkout.paymentId, amount: 20_000 },
      },
    });
    expect((await get('/api/ops/chargebacks/2147483647')).statusCode).toBe(404);
    expect((await get(`/api/ops/chargebacks/${chargeback.id}`, charged.owner)).statusCode).toBe(
      403,
    );
    await expectLedgerSound(t);
  });
});

describe('reports', { timeout: 120_000 }, () => {
  it('are read and closed with an outcome the reporter is told, audited in the same commit', async () => {
    const owner = await t.signUp({ role: 'creator' });
    const created = await post('/api/projects', owner, {
      name: 'A project someone reports',
      description: 'A project that an operator will look at in this test file.',
      techStack: ['Rust'],
      timeframe: '2 weeks',
      budget: 500,
    });
    const project = created.json() as { id: number };
    const { reporter, report } = await reportProject(project.id);

    const open = (await get('/api/ops/reports?limit=100')).json() as {
      id: number;
      reporter: { id: number };
    }[];
    expect(open.find((r) => r.id === report.id)).toMatchObject({
      status: 'open',
      reporter: { id: reporter.user.id },
      targetUser: { id: owner.user.id },
      closedBy: null,
    });

    const close = (payload: object, id = report.id, who: TestUser = operator) =>
      post(`/api/ops/reports/${id}/close`, who, payload);
    const outcome = 'We hid the project and warned its owner.';
    expect((await close({ outcome })).statusCode).toBe(400);
    expect((await close({ outcome, reason: '  ' })).statusCode).toBe(400);
    expect((await close({ reason: 'Fraud confirmed' })).statusCode).toBe(400);
    expect((await close({ outcome, reason: 'x' }, 2147483647)).statusCode).toBe(404);
    expect((await close({ outcome, reason: 'x' }, report.id, reporter)).statusCode).toBe(403);

    // Two operators at once: one closes it, the other gets a 409 and writes no entry.
    const [a, b] = await Promise.all([
      close({ outcome, reason: 'Fraud confirmed' }),
      close({ outcome, reason: 'Fraud confirmed' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const closed = a.statusCode === 200 ? a : b;
    expect(closed.json()).toMatchObject({ id: report.id, status: 'closed', outcome });

    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'report'), eq(auditLog.targetId, report.id)));
    expect(entries).toEqual([
      expect.objectContaining({
        operatorId: operator.user.id,
        action: 'report.close',
        reason: 'Fraud confirmed',
        before: { status: 'open' },
        after: { status: 'closed', outcome },
      }),
    ]);
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, reporter.user.id));
    expect(told).toEqual([
      expect.objectContaining({
        title: 'Your report was reviewed',
        content: expect.stringContaining(outcome),
      }),
    ]);
    const [row] = await db.select().from(reports).where(eq(reports.id, report.id));
    expect(row).toMatchObject({ status: 'closed', closedBy: operator.user.id });

    const stillOpen = (await get('/api/ops/reports?limit=100')).json() as { id: number }[];
    expect(stillOpen.map((r) => r.id)).not.toContain(report.id);
    const closedList = (await get('/api/ops/reports?status=closed&limit=100')).json();
    expect(closedList[0]).toMatchObject({
      id: report.id,
      closedBy: { id: operator.user.id, username: operator.user.username },
    });
    const queue = await everyPage('/api/ops/queue?kind=report&limit=100');
    expect(queue.map((i) => i.id)).not.toContain(report.id);
  });
});

describe("a dispute's record", { timeout: 120_000 }, () => {
  it('shows the project, bid, payment, messages and events to operators only', async () => {
    const { owner, developer, project, dispute, paymentId } = await escalatedDispute();
    const detail = await get(`/api/ops/disputes/${dispute.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body.dispute).toMatchObject({
      id: dispute.id,
      state: 'escalated',
      viewerSide: 'operator',
      canAnswer: false,
      held: 50_000,
    });
    expect(body.dispute.events.map((e: { kind: string }) => e.kind)).toEqual([
      'proposal',
      'escalation',
    ]);
    expect(body.record).toMatchObject({
      project: { id: project.id },
      payment: { id: paymentId, amount: 50_000, releasedCents: 0, refundedCents: 0 },
      milestones: [],
      deliveries: [],
    });
    expect(body.record.messages.length).toBe(Math.min(body.record.messagesTotal, 200));
    expect((await get(`/api/ops/disputes/${dispute.id}`, owner)).statusCode).toBe(403);
    expect((await get(`/api/ops/disputes/${dispute.id}`, developer)).statusCode).toBe(403);
    expect((await get('/api/ops/disputes/2147483647')).statusCode).toBe(404);
  });
});
