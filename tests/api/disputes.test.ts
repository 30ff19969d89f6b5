/**
 * Disputes over held money (issue 27; decisions.md, Held money): opening one (either party of a
 * paid project; the owner's cancel opens one proposing a full refund), answering it (accept,
 * counter, escalate) from the right side only, evidence checked by its bytes, the deadline sweep
 * with its reminder, an operator's decision, and the money moving once through the release and
 * refund paths. Races (two answers, an answer and the sweep, an approval and an acceptance) are
 * fired together; on PostgreSQL they really overlap.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bids,
  disputeEvents,
  disputes,
  ledgerEntries,
  milestones,
  notifications,
  payments,
  projects,
  refunds,
  releases,
} from '../../src/server/db/schema.js';
import { DISPUTE_MESSAGES, proposalSplit } from '../../src/shared/contract/disputes-rules.js';
import { decideDispute } from '../../src/server/features/disputes/index.js';
import { expectLedgerSound, paidProject, projectWaitingForApproval } from '../setup/payments.js';
import { signUpOperator } from '../setup/operators.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const t = await createTestApp();
const { app, db, database } = t;
const DAY = 24 * 60 * 60 * 1000;
const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const post = (url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method: 'POST', url, headers: as(who), ...(payload && { payload }) });
const get = (url: string, who: TestUser | null) =>
  app.inject({ method: 'GET', url, headers: as(who) });
const why = 'The delivered work does not match what we agreed in the bid.';

const open = (projectId: number, who: TestUser, proposedRelease: number, extra: object = {}) =>
  post(`/api/projects/${projectId}/disputes`, who, {
    reason: 'not_as_agreed',
    message: why,
    proposedRelease,
    ...extra,
  });
const cancel = (projectId: number, owner: TestUser) =>
  app.inject({
    method: 'PATCH',
    url: `/api/projects/${projectId}/status`,
    headers: as(owner),
    payload: { status: 'cancelled' },
  });

const projectStatus = async (id: number) =>
  (await db.select().from(projects).where(eq(projects.id, id)))[0]!.status;
const stateOf = async (id: number) =>
  (await db.select().from(disputes).where(eq(disputes.id, id)))[0]!.state;
const moneyOf = async (paymentId: number) => ({
  released: (await db.select().from(releases).where(eq(releases.paymentId, paymentId))).map(
    (r) => ({ gross: r.gross, developerAmount: r.developerAmount }),
  ),
  refunded: (await db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).map(
    (r) => r.amount,
  ),
});

describe('opening a dispute', { timeout: 120_000 }, () => {
  it('either party of a paid project opens one; strangers, bad amounts and a second one are refused', async () => {
    const { owner, developer, project, paymentId } = await paidProject(t, 1000);
    const stranger = await t.signUp({ role: 'developer' });

    expect((await open(project.id, stranger, 0)).statusCode).toBe(403);
    const tooMuch = await open(project.id, developer, 100_001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'invalid_input',
      errors: { proposedRelease: [expect.any(String)] },
    });
    const negative = await open(project.id, developer, -1);
    expect(negative.statusCode).toBe(400);
    const short = await open(project.id, developer, 500, { message: 'Too short.' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.message).toBeDefined();
    const badLink = await open(project.id, developer, 500, {
      evidenceLinks: ['javascript:alert(1)'],
    });
    expect(badLink.statusCode).toBe(400);
    const badReason = await open(project.id, developer, 500, { reason: 'bored' });
    expect(badReason.statusCode).toBe(400);
    expect(await db.select().from(disputes).where(eq(disputes.projectId, project.id))).toEqual([]);

    const opened = await open(project.id, developer, 90_000, {
      evidenceLinks: ['https://github.com/example/pull/7'],
    });
    expect(opened.statusCode).toBe(201);
    const dispute = opened.json();
    expect(dispute).toMatchObject({
      projectId: project.id,
      submitterId: owner.user.id,
      ownerId: owner.user.id,
      finisherId: developer.user.id,
      developerId: developer.user.id,
      status: 'open',
      state: 'open',
      held: 100_000,
      amount: 100_000,
      developerAmount: 90_000,
      proposedRelease: 90_000,
      proposedBy: 'developer',
      openedBy: 'developer',
      viewerSide: 'developer',
      canAnswer: false,
      canEscalate: true,
      reason: 'not_as_agreed',
    });
    expect(Date.parse(dispute.deadline) - Date.now()).toBeGreaterThan(5 * DAY - 60_000);
    expect(dispute.events.map((e: { kind: string }) => e.kind)).toEqual(['proposal', 'evidence']);
    expect(dispute.events[1].link).toBe('https://github.com/example/pull/7');

    // The other side sees it, may answer; a stranger cannot even see it.
    const seen = await get(`/api/disputes/${dispute.id}`, owner);
    expect(seen.json()).toMatchObject({ viewerSide: 'owner', canAnswer: true });
    expect((await get(`/api/disputes/${dispute.id}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/disputes/${dispute.id}`, null)).statusCode).toBe(401);
    expect((await get(`/api/projects/${project.id}/disputes`, stranger)).json()).toEqual([]);
    expect((await get(`/api/projects/${project.id}/disputes`, owner)).json()).toHaveLength(1);
    const noProject = await get('/api/projects/2000000000/disputes', owner);
    expect(noProject.statusCode).toBe(404);
    expect(noProject.json()).toMatchObject({ message: DISPUTE_MESSAGES.projectNotFound });
    const [note] = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, owner.user.id), eq(notifications.title, 'Dispute opened')),
      );
    // It opens the dispute's page (notificationTarget: /disputes/{id}).
    expect(note).toMatchObject({ type: 'dispute', relatedId: dispute.id });

    // At most one open dispute per project.
    expect((await open(project.id, owner, 0)).statusCode).toBe(409);
    // Nothing moved yet.
    expect(await moneyOf(paymentId)).toEqual({ released: [], refunded: [] });
    expect(await projectStatus(project.id)).toBe('paid');
  });

  it('shows each proposal split as the release will book it, after an earlier release too', async () => {
    // $535 with a $101 milestone released: $240.75 more is 90% of $341.75 rounded on the
    // running total (money.md), $216.68; a fee rounded on its own would leave $216.67.
    const { owner, developer, paymentId, milestoneId, project } = await projectWaitingForApproval(
      t,
      { amount: 535, milestoneDollars: 101 },
    );
    expect((await post(`/api/milestones/${milestoneId}/approve`, owner)).statusCode).toBe(200);
    const dispute = (await open(project.id, developer, 24_075)).json();
    expect(dispute).toMatchObject({
      held: 43_400,
      releasedBefore: { gross: 10_100, developer: 9_090 },
    });
    const split = proposalSplit(24_075, dispute);
    expect(split).toEqual({
      release: 24_075,
      developerGets: 21_668,
      fee: 2_407,
      ownerGets: 19_325,
    });
    expect((await post(`/api/disputes/${dispute.id}/accept`, owner)).statusCode).toBe(200);
    expect(await moneyOf(paymentId)).toEqual({
      released: [
        { gross: 10_100, developerAmount: 9_090 },
        { gross: 24_075, developerAmount: split.developerGets },
      ],
      refunded: [split.ownerGets],
    });
    // Read again once settled: the split still starts from before the dispute.
    const settled = (await get(`/api/disputes/${dispute.id}`, owner)).json();
    expect(proposalSplit(24_075, settled)).toEqual(split);
    await expectLedgerSound(t);
  });

  it('is refused on a project that is not paid', async () => {
    const { owner, developer, project } = await paidProject(t, 200);
    await post(`/api/projects/${project.id}/approve-delivery`, owner);
    expect((await open(project.id, developer, 0)).statusCode).toBe(409);
  });
});

describe("the owner's cancel of a paid project", () => {
  it('answers 202 with a dispute proposing a full refund, and refunds nothing yet', async () => {
    const { owner, developer, project, paymentId } = await paidProject(t, 1000);
    const response = await cancel(project.id, owner);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      reason: 'cancelled',
      state: 'open',
      proposedRelease: 0,
      proposedBy: 'owner',
      held: 100_000,
    });
    expect(await projectStatus(project.id)).toBe('paid');
    expect(await moneyOf(paymentId)).toEqual({ released: [], refunded: [] });
    const asked = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, developer.user.id), eq(notifications.title, 'Dispute opened')),
      );
    expect(asked).toHaveLength(1);
    // A second cancel: the dispute is already open.
    expect((await cancel(project.id, owner)).statusCode).toBe(409);
  });

  it('the developer agreeing to refund all ends it at once: the project is cancelled, everything refunded', async () => {
    const { owner, developer, project, paymentId } = await paidProject(t, 300);
    const dispute = (await cancel(project.id, owner)).json();
    const accepted = await post(`/api/disputes/${dispute.id}/accept`, developer);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'settled', release: 0, canAnswer: false });
    expect(await projectStatus(project.id)).toBe('cancelled');
    expect(await moneyOf(paymentId)).toEqual({ released: [], refunded: [30_000] });
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.status).toBe('refunded');
    await app.payments.worker.runOnce();
    const [sent] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(sent!.status).toBe('sent');
    await expectLedgerSound(t);
  });
});

describe('answering', () => {
  it('counter, then accept: releases gross X, refunds the rest, completes the project', async () => {
    const { owner, developer, project, paymentId } = await paidProject(t, 1000);
    const dispute = (await cancel(project.id, owner)).json();

    // The owner cannot answer their own proposal; a stranger cannot find it.
    const stranger = await t.signUp({ role: 'creator' });
    expect((await post(`/api/disputes/${dispute.id}/accept`, owner)).statusCode).toBe(403);
    expect((await post(`/api/disputes/${dispute.id}/accept`, stranger)).statusCode).toBe(404);
    expect(
      (
        await post(`/api/disputes/${dispute.id}/counter`, stranger, {
          proposedRelease: 1,
          message: why,
        })
      ).statusCode,
    ).toBe(404);
    const outOfRange = await post(`/api/disputes/${dispute.id}/counter`, developer, {
      proposedRelease: 100_001,
      message: why,
    });
    expect(outOfRange.statusCode).toBe(400);
    expect((await get(`/api/disputes/${dispute.id}`, owner)).json()).toMatchObject({
      state: 'open',
      proposedRelease: 0,
    });

    const countered = await post(`/api/disputes/${dispute.id}/counter`, developer, {
      proposedRelease: 60_000,
      message: 'Most of the work was delivered; I ask for 60% of it.',
    });
    expect(countered.statusCode).toBe(200);
    expect(countered.json()).toMatchObject({
      state: 'countered',
      proposedRelease: 60_000,
      proposedBy: 'developer',
      canAnswer: false,
    });
    // Now it waits for the owner: the developer cannot accept their own counter.
    expect((await post(`/api/disputes/${dispute.id}/accept`, developer)).statusCode).toBe(403);

    const accepted = await post(`/api/disputes/${dispute.id}/accept`, owner);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'settled', release: 60_000 });
    expect(accepted.json().events.map((e: { kind: string }) => e.kind)).toEqual([
      'proposal',
      'counter',
      'acceptance',
    ]);
    expect(await moneyOf(paymentId)).toEqual({
      released: [{ gross: 60_000, developerAmount: 54_000 }],
      refunded: [40_000],
    });
    expect(await projectStatus(project.id)).toBe('completed');
    const [bid] = await db.select().from(bids).where(eq(bids.projectId, project.id));
    expect(bid!.status).toBe('completed');
    // Closed: no more answers.
    expect((await post(`/api/disputes/${dispute.id}/accept`, owner)).statusCode).toBe(409);
    expect(
      (await post(`/api/disputes/${dispute.id}/escalate`, owner, { message: why })).statusCode,
    ).toBe(409);
    await expectLedgerSound(t);
  });

  it('escalation stops the deadline and waits for an operator, whose decision is final', async () => {
    const { owner, developer, project, paymentId } = await paidProject(t, 500);
    const dispute = (await open(project.id, developer, 50_000)).json();
    const escalated = await post(`/api/disputes/${dispute.id}/escalate`, developer, {
      message: 'The owner does not answer my messages at all.',
    });
    expect(escalated.statusCode).toBe(200);
    expect(escalated.json()).toMatchObject({
      state: 'escalated',
      deadline: null,
      canEscalate: false,
    });
    expect(
      (await post(`/api/disputes/${dispute.id}/escalate`, owner, { message: why })).statusCode,
    ).toBe(409);
    expect(
      (
        await post(`/api/disputes/${dispute.id}/counter`, owner, {
          proposedRelease: 1000,
          message: why,
        })
      ).statusCode,
    ).toBe(409);
    // The deadline no longer applies (the sweep also sees other tests' disputes: only this one counts).
    await app.disputes.sweep(new Date(Date.now() + 30 * DAY));
    expect(await stateOf(dispute.id)).toBe('escalated');

    const operator = await t.signUp({ role: 'creator' });
    await expect(
      app.transaction((tx) =>
        decideDispute({
          tx,
          actor: { id: operator.user.id },
          input: {
            disputeId: dispute.id,
            release: 50_001,
            reason: 'Half of the work was delivered as the record shows.',
          },
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    const decided = await app.transaction((tx) =>
      decideDispute({
        tx,
        actor: { id: operator.user.id },
        input: {
          disputeId: dispute.id,
          release: 20_000,
          reason: 'Part of the work was delivered, as the record shows.',
        },
      }),
    );
    expect(decided).toMatchObject({ released: 20_000, refunded: 30_000 });
    const record = (await get(`/api/disputes/${dispute.id}`, owner)).json();
    expect(record).toMatchObject({
      status: 'decided',
      state: 'decided',
      release: 20_000,
      decisionReason: 'Part of the work was delivered, as the record shows.',
    });
    expect(record.events.at(-1)).toMatchObject({ kind: 'decision', actor: 'operator' });
    expect(await projectStatus(project.id)).toBe('completed');
    expect(await moneyOf(paymentId)).toEqual({
      released: [{ gross: 20_000, developerAmount: 18_000 }],
      refunded: [30_000],
    });
    await expect(
      app.transaction((tx) =>
        decideDispute({
          tx,
          actor: { id: operator.user.id },
          input: {
            disputeId: dispute.id,
            release: 0,
            reason: 'A second decision must be refused.',
          },
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expectLedgerSound(t);
  });

  it('an operator decides through /api/ops, with a reason and an audit entry in the same commit', async () => {
    const { owner, developer, project, paymentId } = await paidProject(t, 500);
    const dispute = (await open(project.id, developer, 50_000)).json();
    expect(
      (await post(`/api/disputes/${dispute.id}/escalate`, owner, { message: why })).statusCode,
    ).toBe(200);
    const operator = await signUpOperator(t);
    const decide = (who: TestUser, payload: object, id = dispute.id) =>
      post(`/api/ops/disputes/${id}/decide`, who, payload);
    const reason = 'Most of the work was delivered, as the record shows.';

    // Operators only: a party (or anyone else) is refused, and nothing moves.
    expect((await decide(owner, { release: 0, reason })).statusCode).toBe(403);
    expect((await decide(developer, { release: 50_000, reason })).statusCode).toBe(403);
    // A reason is required.
    const noReason = await decide(operator, { release: 10_000 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ errors: { reason: [expect.any(String)] } });
    expect((await decide(operator, { release: 10_000, reason: '' })).statusCode).toBe(400);
    expect((await decide(operator, { release: 50_001, reason })).statusCode).toBe(400);
    expect((await decide(operator, { release: 0, reason }, 2147483647)).statusCode).toBe(404);
    expect(await stateOf(dispute.id)).toBe('escalated');
    expect(await moneyOf(paymentId)).toEqual({ released: [], refunded: [] });

    const decided = await decide(operator, { release: 40_000, reason });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toEqual({
      disputeId: dispute.id,
      projectId: project.id,
      status: 'decided',
      state: 'decided',
      releasedCents: 40_000,
      refundedCents: 10_000,
    });
    expect(await moneyOf(paymentId)).toEqual({
      released: [{ gross: 40_000, developerAmount: 36_000 }],
      refunded: [10_000],
    });
    const audit = (
      await get(`/api/ops/audit?targetType=dispute&targetId=${dispute.id}`, operator)
    ).json();
    expect(audit).toEqual([
      expect.objectContaining({
        operatorId: operator.user.id,
        action: 'dispute.decide',
        targetType: 'dispute',
        targetId: dispute.id,
        reason,
        after: { state: 'decided', released: 40_000, refunded: 10_000 },
      }),
    ]);
    const record = (await get(`/api/disputes/${dispute.id}`, developer)).json();
    expect(record).toMatchObject({ state: 'decided', release: 40_000, decisionReason: reason });

    // Final: a second decision is refused and writes no second entry.
    expect((await decide(operator, { release: 0, reason })).statusCode).toBe(409);
    const entries = (
      await get(`/api/ops/audit?targetType=dispute&targetId=${dispute.id}`, operator)
    ).json();
    expect(entries).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it("the owner's approval of the delivery ends an open dispute and releases everything", async () => {
    const { owner, developer, project, paymentId } = await paidProject(t, 400);
    const dispute = (await open(project.id, developer, 40_000)).json();
    const approved = await post(`/api/projects/${project.id}/approve-delivery`, owner);
    expect(approved.statusCode).toBe(200);
    expect((await get(`/api/disputes/${dispute.id}`, developer)).json()).toMatchObject({
      state: 'ended',
      release: 40_000,
    });
    expect(await moneyOf(paymentId)).toEqual({
      released: [{ gross: 40_000, developerAmount: 36_000 }],
      refunded: [],
    });
    await expectLedgerSound(t);
  });

  it('holds back milestone approvals and automatic approval while open', async () => {
    const { owner, project, paymentId, milestoneId } = await projectWaitingForApproval(t);
    await open(project.id, owner, 0);
    expect((await post(`/api/milestones/${milestoneId}/approve`, owner)).statusCode).toBe(409);
    expect(await app.autoApprover.runOnce(new Date(Date.now() + 30 * DAY))).toMatchObject({
      approved: 0,
    });
    const [m] = await db.select().from(milestones).where(eq(milestones.id, milestoneId));
    expect(m!.status).toBe('completed');
    expect(await moneyOf(paymentId)).toEqual({ released: [], refunded: [] });
  });
});

describe('evidence files', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
  const upload = (disputeId: number, who: TestUser, data: Buffer, filename: string) => {
    const boundary = '----dispute-evidence';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/disputes/${disputeId}/evidence`,
      headers: { cookie: who.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  };

  it('takes images and PDFs by their bytes, at most five, for the parties only', async () => {
    const { owner, developer, project } = await paidProject(t, 300);
    const dispute = (await open(project.id, developer, 30_000)).json();
    const stranger = await t.signUp({ role: 'developer' });

    expect((await upload(dispute.id, stranger, PNG, 'shot.png')).statusCode).toBe(404);
    // A script named like a PDF is refused by its bytes.
    const fake = await upload(
      dispute.id,
      developer,
      Buffer.from('<script>alert(1)</script>'),
      'x.pdf',
    );
    expect(fake.statusCode).toBe(415);
    const png = await upload(dispute.id, developer, PNG, 'screen shot.png');
    expect(png.statusCode).toBe(200);
    const pdf = await upload(dispute.id, owner, PDF, 'contract.pdf');
    expect(pdf.statusCode).toBe(200);
    const files = pdf
      .json()
      .events.filter((e: { file: unknown }) => e.file)
      .map((e: { file: { contentType: string } }) => e.file.contentType);
    expect(files).toEqual(['image/png', 'application/pdf']);

    const fileId = pdf.json().events.at(-1).file.id;
    const download = await get(`/api/disputes/${dispute.id}/files/${fileId}`, developer);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await get(`/api/disputes/${dispute.id}/files/${fileId}`, stranger)).statusCode).toBe(
      404,
    );

    for (let i = 0; i < 3; i += 1) {
      expect((await upload(dispute.id, owner, PNG, `more-${i}.png`)).statusCode).toBe(200);
    }
    expect((await upload(dispute.id, owner, PNG, 'sixth.png')).statusCode).toBe(409);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(dispute.id, owner, big, 'big.pdf')).statusCode).toBe(413);
  });
});

describe('deadlines', () => {
  it('reminds two days before and executes the standing proposal once when nobody answered', async () => {
    // Other tests' disputes are open in this database too: settle them first, so counts are this test's.
    await app.disputes.sweep(new Date(Date.now() + 60 * DAY));
    const { owner, developer, project, paymentId } = await paidProject(t, 600);
    const dispute = (await open(project.id, developer, 45_000)).json();
    const start = Date.now();

    expect(await app.disputes.sweep(new Date(start + 2 * DAY))).toEqual({
      reminded: 0,
      executed: 0,
    });
    expect(await app.disputes.sweep(new Date(start + 3.5 * DAY))).toEqual({
      reminded: 1,
      executed: 0,
    });
    expect(await app.disputes.sweep(new Date(start + 4 * DAY))).toEqual({
      reminded: 0,
      executed: 0,
    });
    const reminded = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.title, 'Dispute: answer soon'),
          eq(notifications.relatedId, dispute.id),
        ),
      );
    expect(reminded.map((n) => n.userId).sort()).toEqual([owner.user.id, developer.user.id].sort());

    // Due: two instances sweep at once; it executes once.
    const at = new Date(start + 5 * DAY + 60_000);
    const [a, b] = await Promise.all([app.disputes.sweep(at), app.disputes.sweep(at)]);
    expect(a.executed + b.executed).toBe(1);
    expect((await get(`/api/disputes/${dispute.id}`, owner)).json()).toMatchObject({
      state: 'settled',
      release: 45_000,
    });
    expect(await moneyOf(paymentId)).toEqual({
      released: [{ gross: 45_000, developerAmount: 40_500 }],
      refunded: [15_000],
    });
    const expiries = await db
      .select()
      .from(disputeEvents)
      .where(and(eq(disputeEvents.disputeId, dispute.id), eq(disputeEvents.kind, 'expiry')));
    expect(expiries).toHaveLength(1);
    expect(expiries[0]!.actorId).toBeNull();
    expect(await app.disputes.sweep(at)).toEqual({ reminded: 0, executed: 0 });
    await expectLedgerSound(t);
  });

  it('a counter restarts the deadline for the other side', async () => {
    const { owner, developer, project } = await paidProject(t, 200);
    const dispute = (await cancel(project.id, owner)).json();
    const start = Date.now();
    await post(`/api/disputes/${dispute.id}/counter`, developer, {
      proposedRelease: 10_000,
      message: why,
    });
    const record = (await get(`/api/disputes/${dispute.id}`, owner)).json();
    expect(Date.parse(record.deadline)).toBeGreaterThanOrEqual(start + 5 * DAY - 1000);
    // The owner's old deadline would have passed by now; the counter's has not.
    expect(await app.disputes.sweep(new Date(start + 4.9 * DAY))).toMatchObject({ executed: 0 });
  });
});

// Each round pays a project through the sandbox first; on a loaded machine that takes seconds.
describe('races (money moves exactly once)', { timeout: 240_000 }, () => {
  const ROUNDS = database.kind === 'postgres' ? 6 : 2;

  it('two answers at once: one accept wins, a counter at the same moment gets 409 or wins first', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { owner, developer, project, paymentId } = await paidProject(t, 300);
      const dispute = (await cancel(project.id, owner)).json();
      const results = await Promise.all([
        post(`/api/disputes/${dispute.id}/accept`, developer),
        post(`/api/disputes/${dispute.id}/accept`, developer),
        post(`/api/disputes/${dispute.id}/counter`, developer, {
          proposedRelease: 100,
          message: why,
        }),
      ]);
      const statuses = results.map((r) => r.statusCode);
      for (const status of statuses) expect([200, 403, 409]).toContain(status);
      const money = await moneyOf(paymentId);
      const moved =
        money.released.reduce((s, r) => s + r.gross, 0) + money.refunded.reduce((s, r) => s + r, 0);
      const [row] = await db.select().from(disputes).where(eq(disputes.id, dispute.id));
      if (row!.state === 'settled') expect(moved).toBe(30_000);
      else expect(moved).toBe(0);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    }
    await expectLedgerSound(t);
  });

  it('an answer racing the deadline sweep: exactly one of them carries out a proposal', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { owner, developer, project, paymentId } = await paidProject(t, 300);
      const dispute = (await open(project.id, developer, 20_000)).json();
      const [swept, accepted] = await Promise.all([
        app.disputes.sweep(new Date(Date.now() + 6 * DAY)),
        post(`/api/disputes/${dispute.id}/accept`, owner),
      ]);
      expect([200, 409]).toContain(accepted.statusCode);
      expect(swept.executed).toBeGreaterThanOrEqual(accepted.statusCode === 200 ? 0 : 1);
      const closing = await db
        .select()
        .from(disputeEvents)
        .where(eq(disputeEvents.disputeId, dispute.id));
      const outcomes = closing.filter((e) => e.kind === 'expiry' || e.kind === 'acceptance');
      expect(outcomes).toHaveLength(1);
      expect(outcomes[0]!.kind).toBe(accepted.statusCode === 200 ? 'acceptance' : 'expiry');
      expect(await moneyOf(paymentId)).toEqual({
        released: [{ gross: 20_000, developerAmount: 18_000 }],
        refunded: [10_000],
      });
    }
    await expectLedgerSound(t);
  });

  it('an approval racing an acceptance: the held money leaves once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { owner, developer, project, paymentId } = await paidProject(t, 300);
      const dispute = (await open(project.id, developer, 10_000)).json();
      const [approved, accepted] = await Promise.all([
        post(`/api/projects/${project.id}/approve-delivery`, owner),
        post(`/api/disputes/${dispute.id}/accept`, owner),
      ]);
      expect([200, 409]).toContain(approved.statusCode);
      expect([200, 409]).toContain(accepted.statusCode);
      expect([approved.statusCode, accepted.statusCode].filter((s) => s === 200)).toHaveLength(1);
      const money = await moneyOf(paymentId);
      const moved =
        money.released.reduce((s, r) => s + r.gross, 0) + money.refunded.reduce((s, r) => s + r, 0);
      expect(moved).toBe(30_000);
    }
    await expectLedgerSound(t);
    const escrow = await db.select().from(ledgerEntries);
    expect(escrow.length).toBeGreaterThan(0);
  });
});

describe('reputation (public developer stats)', { timeout: 120_000 }, () => {
  const stats = async (who: TestUser) => {
    const response = await get(`/api/developers/${who.user.username}/stats`, null);
    expect(response.statusCode).toBe(200);
    const { disputes: disputed, disputesDecidedAgainst } = response.json();
    return { disputed, disputesDecidedAgainst };
  };

  it('count the projects that ended in a dispute and those an operator decided against them', async () => {
    // Settled by agreement at 60%: a dispute, not decided against the developer.
    const settled = await paidProject(t, 1000);
    const first = (await cancel(settled.project.id, settled.owner)).json();
    expect(
      (
        await post(`/api/disputes/${first.id}/counter`, settled.developer, {
          proposedRelease: 60_000,
          message: why,
        })
      ).statusCode,
    ).toBe(200);
    expect((await post(`/api/disputes/${first.id}/accept`, settled.owner)).statusCode).toBe(200);
    expect(await stats(settled.developer)).toEqual({ disputed: 1, disputesDecidedAgainst: 0 });

    // Decided by an operator with 20% released: decided against the developer.
    const decided = await paidProject(t, 1000);
    const second = (await open(decided.project.id, decided.owner, 0)).json();
    expect(
      (await post(`/api/disputes/${second.id}/escalate`, decided.developer, { message: why }))
        .statusCode,
    ).toBe(200);
    const operator = await t.signUp({ role: 'creator' });
    await app.transaction((tx) =>
      decideDispute({
        tx,
        actor: { id: operator.user.id },
        input: {
          disputeId: second.id,
          release: 20_000,
          reason: 'Only a fifth of the work was delivered.',
        },
      }),
    );
    expect(await stats(decided.developer)).toEqual({ disputed: 1, disputesDecidedAgainst: 1 });

    // Still open: it has not ended, so it does not count yet.
    const pending = await paidProject(t, 1000);
    expect((await open(pending.project.id, pending.developer, 90_000)).statusCode).toBe(201);
    expect(await stats(pending.developer)).toEqual({ disputed: 0, disputesDecidedAgainst: 0 });
  });
});

describe('GET /api/disputes (the dashboards)', { timeout: 120_000 }, () => {
  it("lists the viewer's open disputes on either side, and nobody else's", async () => {
    const first = await paidProject(t, 1000);
    const second = await paidProject(t, 600);
    const opened = (await cancel(first.project.id, first.owner)).json();
    const other = (await open(second.project.id, second.developer, 60_000)).json();

    expect((await get('/api/disputes', null)).statusCode).toBe(401);
    const mine = await get('/api/disputes', first.developer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        id: opened.id,
        projectId: first.project.id,
        projectName: first.project.name,
        state: 'open',
        viewerSide: 'developer',
        canAnswer: true,
      }),
    ]);
    expect((await get('/api/disputes', first.owner)).json()).toEqual([
      expect.objectContaining({ id: opened.id, viewerSide: 'owner', canAnswer: false }),
    ]);
    expect((await get('/api/disputes', second.owner)).json()).toEqual([
      expect.objectContaining({ id: other.id, canAnswer: true }),
    ]);

    // A closed dispute leaves the list.
    expect((await post(`/api/disputes/${opened.id}/accept`, first.developer)).statusCode).toBe(200);
    expect((await get('/api/disputes', first.developer)).json()).toEqual([]);
  });
});
