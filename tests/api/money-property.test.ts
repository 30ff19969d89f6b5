/**
 * The randomised money test (issue 11): fast-check generates flows of paying, completing and
 * expiring checkouts, delivering provider events late, twice, out of order or at the same moment,
 * syncing, approving, cancelling, onboarding late, clawing back after a lost chargeback, releasing
 * a delivery whose required checks pass (the owner's opt-in, issue 39: sound or one defect), and
 * running the payout worker through provider
 * failures (before and after the provider acted) and crashed claims. After every flow: the ledger
 * balances and agrees with the rows, nobody is paid more than was charged, and no charge,
 * transfer or refund happens twice at the provider. `npm test` runs 50 flows;
 * `npm run test:money` runs 10,000 (MONEY_FLOWS) and prints the time.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/core/sessions.js';
import { checkLedger } from '../../src/server/features/payments/ledger-check.js';
import type { SandboxEvent } from '../../src/server/features/payments/provider/index.js';
import { decideDispute } from '../../src/server/features/disputes/index.js';
import { clawBackChargeback, clawbackStateOf } from '../../src/server/features/ops/ops-payments.js';
import {
  bids,
  chargebacks,
  deliveries,
  disputes,
  milestones,
  payments,
  projects,
  refunds,
  releases,
  sandboxObjects,
  sessions,
  users,
} from '../../src/server/db/schema.js';
import { passing, setEvidence, type EvidenceState } from '../setup/delivery-checks.js';
import { sandboxOf } from '../setup/payments.js';
import { createTestApp, testConfig } from '../setup/test-app.js';

const FLOWS = Number(process.env.MONEY_FLOWS ?? 50);
const t = await createTestApp();
const { app, db } = t;
const sandbox = sandboxOf(t);

// Provider failures on demand: 'before' fails without acting, 'after' acts and then fails (a
// crash or a lost answer), so the retry must find the same transfer or refund, not make another.
let failNext: 'none' | 'before' | 'after' = 'none';
for (const method of ['createTransfer', 'createRefund'] as const) {
  const original = sandbox[method].bind(sandbox) as (input: never) => Promise<{ id: string }>;
  (sandbox as unknown as Record<string, unknown>)[method] = async (input: never) => {
    const mode = failNext;
    failNext = 'none';
    if (mode === 'before') throw new Error('provider unreachable');
    const result = await original(input);
    if (mode === 'after') throw new Error('answer lost');
    return result;
  };
}

const secret = testConfig().sessionSecret;
let serial = 0;

/** Users with sessions made directly (hashing passwords would dominate the run). */
async function user(role: 'creator' | 'developer') {
  serial += 1;
  const name = `${role}${serial}x${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(users)
    .values({ username: name, email: `${name}@money.test`, passwordHash: 'unused', role })
    .returning();
  const token = randomBytes(16).toString('hex');
  await db.insert(sessions).values({
    id: createHmac('sha256', secret).update(token).digest('base64url'),
    userId: row!.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { id: row!.id, cookie: `${SESSION_COOKIE}=${token}`, email: row!.email };
}

interface Flow {
  owner: Awaited<ReturnType<typeof user>>;
  developer: Awaited<ReturnType<typeof user>>;
  projectId: number;
  bidId: number;
  amount: number;
  sessionIds: string[];
  events: SandboxEvent[];
  /** The sandbox's chargebacks of this flow's payment. */
  disputeIds: string[];
}

async function newFlow(amountDollars: number): Promise<Flow> {
  const owner = await user('creator');
  const developer = await user('developer');
  const [project] = await db
    .insert(projects)
    .values({
      name: `Money flow ${serial}`,
      description: 'A generated flow of payments, events, approvals and cancellations.',
      submitterId: owner.id,
      finisherId: developer.id,
      status: 'in_progress',
    })
    .returning();
  const [bid] = await db
    .insert(bids)
    .values({
      projectId: project!.id,
      finisherId: developer.id,
      amount: amountDollars,
      timeline: 5,
      message: 'A bid in a generated money flow.',
      status: 'accepted',
    })
    .returning();
  return {
    owner,
    developer,
    projectId: project!.id,
    bidId: bid!.id,
    amount: amountDollars,
    sessionIds: [],
    events: [],
    disputeIds: [],
  };
}

const call = (method: 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

function deliver(event: SandboxEvent) {
  const body = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': sandbox.sign(body) },
    payload: body,
  });
}

async function latestPayment(flow: Flow) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.bidId, flow.bidId))
    .orderBy(sql`${payments.id} desc`)
    .limit(1);
  return row;
}

type Op =
  | { kind: 'pay' }
  | { kind: 'complete'; duplicate: boolean }
  | { kind: 'expireAtProvider' }
  | { kind: 'expireLocally' }
  | { kind: 'deliver'; pick: number; keep: boolean }
  | { kind: 'deliverTogether'; pick: number }
  | { kind: 'sync' }
  | { kind: 'approve' }
  | { kind: 'cancel' }
  | { kind: 'onboard' }
  | { kind: 'checkOnboarding' }
  | { kind: 'work'; fail: 'none' | 'before' | 'after' }
  | { kind: 'crashClaim' }
  | { kind: 'addMilestone'; share: number }
  | { kind: 'completeMilestone' }
  | { kind: 'approveMilestone' }
  | { kind: 'sendMilestoneBack' }
  | { kind: 'deliverWork' }
  | { kind: 'autoApprove' }
  | { kind: 'openDispute'; byOwner: boolean; share: number }
  | { kind: 'counter'; share: number }
  | { kind: 'acceptDispute' }
  | { kind: 'escalate' }
  | { kind: 'silence' }
  | { kind: 'decide'; share: number }
  | { kind: 'chargeback' }
  | { kind: 'closeChargeback'; won: boolean }
  | { kind: 'clawback'; share: number; sameKey: boolean }
  | { kind: 'releaseOnChecks'; defect: Defect };

/** What the opt-in release is shown (issue 39): a sound delivery, or one thing short. */
const DEFECTS = [
  'none',
  'stale',
  'flagged',
  'failing',
  'pending',
  'missing',
  'notOptedIn',
] as const;
type Defect = (typeof DEFECTS)[number];
const DEFECT_STATES: Record<Defect, EvidenceState> = {
  none: {},
  stale: { stale: true },
  flagged: { flags: [{ kind: 'not-descending', path: null, detail: 'Not descending.' }] },
  failing: {
    checks: {
      source: 'github',
      state: 'failing',
      runs: [
        { name: 'test', conclusion: 'success', url: null },
        { name: 'build', conclusion: 'failure', url: null },
      ],
    },
  },
  pending: {
    checks: {
      source: 'github',
      state: 'pending',
      runs: [
        { name: 'test', conclusion: 'in_progress', url: null },
        { name: 'build', conclusion: 'success', url: null },
      ],
    },
  },
  missing: { checks: passing('test') },
  notOptedIn: { releaseOnChecks: false },
};

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('releaseOnChecks' as const),
      defect: fc.constantFrom(...DEFECTS),
    }),
    weight: 2,
  },
  { arbitrary: fc.constant({ kind: 'pay' as const }), weight: 4 },
  {
    arbitrary: fc.record({ kind: fc.constant('complete' as const), duplicate: fc.boolean() }),
    weight: 4,
  },
  fc.constant({ kind: 'expireAtProvider' as const }),
  fc.constant({ kind: 'expireLocally' as const }),
  {
    arbitrary: fc.record({
      kind: fc.constant('deliver' as const),
      pick: fc.nat(),
      keep: fc.boolean(),
    }),
    weight: 5,
  },
  fc.record({ kind: fc.constant('deliverTogether' as const), pick: fc.nat() }),
  fc.constant({ kind: 'sync' as const }),
  { arbitrary: fc.constant({ kind: 'approve' as const }), weight: 2 },
  fc.constant({ kind: 'cancel' as const }),
  { arbitrary: fc.constant({ kind: 'onboard' as const }), weight: 2 },
  fc.constant({ kind: 'checkOnboarding' as const }),
  {
    arbitrary: fc.record({
      kind: fc.constant('work' as const),
      fail: fc.constantFrom('none' as const, 'before' as const, 'after' as const),
    }),
    weight: 3,
  },
  fc.constant({ kind: 'crashClaim' as const }),
  {
    arbitrary: fc.record({
      kind: fc.constant('addMilestone' as const),
      share: fc.integer({ min: 1, max: 60 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.constant({ kind: 'completeMilestone' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'approveMilestone' as const }), weight: 2 },
  fc.constant({ kind: 'sendMilestoneBack' as const }),
  fc.constant({ kind: 'deliverWork' as const }),
  fc.constant({ kind: 'autoApprove' as const }),
  // Disputes (issue 27): opened by either side, countered, accepted, escalated and decided, or
  // left unanswered until the sweep carries the standing proposal out.
  {
    arbitrary: fc.record({
      kind: fc.constant('openDispute' as const),
      byOwner: fc.boolean(),
      share: fc.integer({ min: 0, max: 110 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('counter' as const),
      share: fc.integer({ min: 0, max: 110 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.constant({ kind: 'acceptDispute' as const }), weight: 2 },
  fc.constant({ kind: 'escalate' as const }),
  fc.constant({ kind: 'silence' as const }),
  fc.record({ kind: fc.constant('decide' as const), share: fc.integer({ min: 0, max: 100 }) }),
  // Card chargebacks, their events delivered late, twice or out of order like the others.
  { arbitrary: fc.constant({ kind: 'chargeback' as const }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('closeChargeback' as const), won: fc.boolean() }),
    weight: 4,
  },
  // An operator's clawback after a lost chargeback: a share of what may be taken (above 100%,
  // refused), sometimes the same request key again.
  {
    arbitrary: fc.record({
      kind: fc.constant('clawback' as const),
      share: fc.integer({ min: 1, max: 120 }),
      sameKey: fc.boolean(),
    }),
    weight: 3,
  },
);

/**
 * A flow: the usual path (pay, the provider completes the checkout, its event arrives, the owner
 * approves or cancels, the developer onboards, the worker runs), with each step sometimes left out
 * and any of the operations above thrown in anywhere, so that events come late, twice or out of
 * order, and clicks, retries and failures land between every two steps.
 */
const flowArb: fc.Arbitrary<Op[]> = fc
  .record({
    ending: fc.constantFrom<Op[]>(
      [{ kind: 'approve' }],
      [{ kind: 'cancel' }],
      [],
      // The owner opted in: the delivery releases itself when its required checks pass.
      [{ kind: 'deliverWork' }, { kind: 'releaseOnChecks', defect: 'none' }],
    ),
    onboardFirst: fc.boolean(),
    // One number per step of the usual path: 0 leaves the step out (about one in six).
    keep: fc.array(fc.nat({ max: 5 }), { minLength: 9, maxLength: 9 }),
    noise: fc.array(fc.tuple(fc.nat(), opArb), { maxLength: 10 }),
  })
  .map(({ ending, onboardFirst, keep, noise }) => {
    const onboard: Op[] = [{ kind: 'onboard' }, { kind: 'deliver', pick: 0, keep: false }];
    const path: Op[][] = [
      [{ kind: 'pay' }],
      [{ kind: 'complete', duplicate: false }],
      [{ kind: 'deliver', pick: 0, keep: false }],
      onboardFirst ? onboard : [],
      [
        { kind: 'addMilestone', share: 40 },
        { kind: 'completeMilestone' },
        { kind: 'approveMilestone' },
      ],
      ending,
      [{ kind: 'work', fail: 'none' }],
      onboardFirst ? [] : onboard,
      [{ kind: 'work', fail: 'none' }],
    ];
    const ops = path.filter((_, index) => keep[index] !== 0).flat();
    for (const [at, op] of noise) ops.splice(at % (ops.length + 1), 0, op);
    return ops;
  });

async function run(flow: Flow, op: Op) {
  switch (op.kind) {
    case 'pay': {
      const response = await call('POST', `/api/bids/${flow.bidId}/pay`, flow.owner.cookie);
      expect([200, 409]).toContain(response.statusCode);
      if (response.statusCode === 200) {
        const id = (response.json().checkoutUrl as string).split('/').pop()!;
        if (!flow.sessionIds.includes(id)) flow.sessionIds.push(id);
      }
      return;
    }
    case 'complete': {
      const id = flow.sessionIds.at(-1);
      if (!id) return;
      const event = await sandbox.completeCheckout(id);
      if (event) flow.events.push(...(op.duplicate ? [event, event] : [event]));
      return;
    }
    case 'expireAtProvider': {
      // The provider's clock passes the checkout's expiry; Stripe then sends checkout.session.expired.
      const id = flow.sessionIds.at(-1);
      const found = id && (await sandbox.findCheckout(id));
      if (!found || found.status !== 'open') return;
      await db
        .update(sandboxObjects)
        .set({ data: { ...found, expiresAt: new Date(Date.now() - 1000).toISOString() } })
        .where(eq(sandboxObjects.id, found.id));
      await db
        .update(payments)
        .set({ checkoutExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(payments.checkoutSessionId, found.id));
      flow.events.push({
        id: `evt_exp_${randomBytes(6).toString('hex')}`,
        type: 'checkout.session.expired',
        created: 0,
        data: { object: { id: found.id } },
      });
      return;
    }
    case 'expireLocally': {
      // Our clock says the checkout expired while the provider still takes the card: a payment
      // can complete just after we gave it up.
      const payment = await latestPayment(flow);
      if (payment?.status === 'pending') {
        await db
          .update(payments)
          .set({ checkoutExpiresAt: new Date(Date.now() - 1000) })
          .where(eq(payments.id, payment.id));
      }
      return;
    }
    case 'deliver': {
      if (flow.events.length === 0) return;
      const index = op.pick % flow.events.length;
      const event = flow.events[index]!;
      if (!op.keep) flow.events.splice(index, 1);
      expect((await deliver(event)).statusCode).toBe(200);
      return;
    }
    case 'deliverTogether': {
      if (flow.events.length === 0) return;
      const event = flow.events[op.pick % flow.events.length]!;
      const answers = await Promise.all([deliver(event), deliver(event)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      return;
    }
    case 'sync': {
      const payment = await latestPayment(flow);
      if (payment) await call('POST', `/api/payments/${payment.id}/sync`, flow.owner.cookie);
      return;
    }
    case 'approve': {
      const response = await call(
        'POST',
        `/api/projects/${flow.projectId}/approve-delivery`,
        flow.owner.cookie,
      );
      expect([200, 409]).toContain(response.statusCode);
      return;
    }
    case 'cancel': {
      const response = await call(
        'PATCH',
        `/api/projects/${flow.projectId}/status`,
        flow.owner.cookie,
        { status: 'cancelled' },
      );
      // 202: a paid project holding money opens a dispute proposing a full refund instead.
      expect([200, 202, 409]).toContain(response.statusCode);
      return;
    }
    case 'onboard': {
      const link = await call(
        'POST',
        '/api/stripe/create-connect-account',
        flow.developer.cookie,
        {},
      );
      expect(link.statusCode).toBe(200);
      const [me] = await db.select().from(users).where(eq(users.id, flow.developer.id));
      flow.events.push(await sandbox.completeOnboarding(me!.stripeConnectId!));
      return;
    }
    case 'checkOnboarding': {
      expect(
        (await call('POST', '/api/stripe/check-onboarding-status', flow.developer.cookie, {}))
          .statusCode,
      ).toBe(200);
      return;
    }
    case 'work': {
      failNext = op.fail;
      await app.payments.worker.runOnce();
      failNext = 'none';
      return;
    }
    case 'addMilestone': {
      // A share of the bid, in whole dollars; over the bid's remainder is refused (409).
      const amount = Math.max(1, Math.floor((flow.amount * op.share) / 100));
      const response = await call(
        'POST',
        `/api/projects/${flow.projectId}/milestones`,
        flow.owner.cookie,
        {
          title: `Step of ${amount}`,
          amount,
        },
      );
      expect([201, 409]).toContain(response.statusCode);
      return;
    }
    case 'completeMilestone':
    case 'approveMilestone':
    case 'sendMilestoneBack': {
      const wanted = op.kind === 'completeMilestone' ? 'pending' : 'completed';
      const [target] = await db
        .select({ id: milestones.id })
        .from(milestones)
        .where(and(eq(milestones.projectId, flow.projectId), eq(milestones.status, wanted)))
        .limit(1);
      if (!target) return;
      const [path, who, body] =
        op.kind === 'completeMilestone'
          ? ['complete', flow.developer, undefined]
          : op.kind === 'approveMilestone'
            ? ['approve', flow.owner, undefined]
            : ['request-changes', flow.owner, { note: 'Please have another look.' }];
      const response = await call('POST', `/api/milestones/${target.id}/${path}`, who.cookie, body);
      expect([200, 409]).toContain(response.statusCode);
      return;
    }
    case 'deliverWork': {
      const response = await call(
        'POST',
        `/api/projects/${flow.projectId}/deliveries`,
        flow.developer.cookie,
        {
          message: 'The work is delivered, have a look.',
        },
      );
      expect([201, 409]).toContain(response.statusCode);
      return;
    }
    case 'autoApprove': {
      // The owner stayed silent past AUTO_RELEASE_DAYS: the job approves what waits (all flows').
      await app.autoApprover.runOnce(new Date(Date.now() + 15 * 24 * 60 * 60 * 1000));
      return;
    }
    case 'openDispute': {
      const response = await call(
        'POST',
        `/api/projects/${flow.projectId}/disputes`,
        (op.byOwner ? flow.owner : flow.developer).cookie,
        {
          reason: 'other',
          message: 'A generated dispute about the money held.',
          proposedRelease: Math.floor((flow.amount * 100 * op.share) / 100),
        },
      );
      expect([201, 400, 409]).toContain(response.statusCode);
      return;
    }
    case 'counter':
    case 'acceptDispute':
    case 'escalate':
    case 'decide': {
      const [dispute] = await db
        .select()
        .from(disputes)
        .where(
          and(
            eq(disputes.projectId, flow.projectId),
            sql`${disputes.state} in ('open', 'countered', 'escalated')`,
          ),
        );
      if (!dispute) return;
      const answerer = dispute.proposedBy === flow.owner.id ? flow.developer : flow.owner;
      if (op.kind === 'decide') {
        try {
          await app.transaction((tx) =>
            decideDispute({
              tx,
              actor: { id: flow.owner.id },
              input: {
                disputeId: dispute.id,
                release: Math.floor((dispute.held * op.share) / 100),
                reason: 'A generated decision of a generated dispute.',
              },
            }),
          );
        } catch (error) {
          expect([400, 409]).toContain((error as { statusCode?: number }).statusCode);
        }
        return;
      }
      const response =
        op.kind === 'counter'
          ? await call('POST', `/api/disputes/${dispute.id}/counter`, answerer.cookie, {
              proposedRelease: Math.floor((flow.amount * 100 * op.share) / 100),
              message: 'A generated counter-proposal to the standing one.',
            })
          : op.kind === 'acceptDispute'
            ? await call('POST', `/api/disputes/${dispute.id}/accept`, answerer.cookie)
            : await call('POST', `/api/disputes/${dispute.id}/escalate`, flow.owner.cookie, {
                message: 'A generated escalation to an operator.',
              });
      expect([200, 400, 409]).toContain(response.statusCode);
      return;
    }
    case 'silence': {
      // Nobody answered within DISPUTE_RESPONSE_DAYS: the sweep carries proposals out (all flows').
      await app.disputes.sweep(new Date(Date.now() + 6 * 24 * 60 * 60 * 1000));
      return;
    }
    case 'chargeback': {
      const payment = await latestPayment(flow);
      if (!payment?.checkoutSessionId || !payment.chargeId) return;
      const found = await sandbox.findCheckout(payment.checkoutSessionId);
      if (found?.status !== 'complete') return;
      const { disputeId, events } = await sandbox.openChargeback(payment.checkoutSessionId);
      flow.disputeIds.push(disputeId);
      flow.events.push(...events);
      return;
    }
    case 'closeChargeback': {
      const disputeId = flow.disputeIds.at(-1);
      if (!disputeId) return;
      flow.events.push(...(await sandbox.closeChargeback(disputeId, op.won ? 'won' : 'lost')));
      return;
    }
    case 'clawback': {
      const [lost] = await db
        .select()
        .from(chargebacks)
        .where(and(eq(chargebacks.projectId, flow.projectId), eq(chargebacks.status, 'lost')));
      if (!lost) return;
      const { maxCents } = await clawbackStateOf(db, lost, flow.developer.id);
      try {
        await app.transaction((tx) =>
          clawBackChargeback({
            tx,
            // The operator: any user row does for the money (the route's guard is tested apart).
            actor: { id: flow.owner.id } as Parameters<typeof clawBackChargeback>[0]['actor'],
            input: {
              chargebackId: lost.id,
              amountCents: Math.max(1, Math.floor((maxCents * op.share) / 100)),
              idempotencyKey: op.sameKey
                ? `flow-${flow.projectId}-same`
                : `flow-${flow.projectId}-${randomBytes(4).toString('hex')}`,
              reason: 'A generated clawback after a generated lost chargeback.',
              address: null,
            },
          }),
        );
      } catch (error) {
        expect([400, 409]).toContain((error as { statusCode?: number }).statusCode);
      }
      return;
    }
    case 'releaseOnChecks': {
      const [waiting] = await db
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(and(eq(deliveries.projectId, flow.projectId), eq(deliveries.status, 'submitted')));
      if (!waiting) return;
      await setEvidence(
        db,
        { deliveryId: waiting.id, projectId: flow.projectId },
        DEFECT_STATES[op.defect],
      );
      const outcome = await app.deliveryEvidence.releaseOnChecks(waiting.id);
      // Only a sound delivery releases by itself.
      if (op.defect !== 'none') expect(outcome).not.toBe('released');
      if (outcome === 'released') reached.releasedOnChecks += 1;
      return;
    }
    case 'crashClaim': {
      // A worker claimed a release and died before sending it; another takes over later.
      await db.execute(sql`update releases set status = 'sending', claimed_at = now() - interval '1 hour'
        where id = (select id from releases where status = 'queued' order by id limit 1)`);
      return;
    }
  }
}

/** What must hold for one flow, whatever happened in it. */
async function checkFlow(flow: Flow) {
  // Every approved milestone released exactly its amount, once; the planned ones fit in the bid.
  const steps = await db
    .select({ milestone: milestones, gross: releases.gross })
    .from(milestones)
    .leftJoin(releases, eq(releases.milestoneId, milestones.id))
    .where(eq(milestones.projectId, flow.projectId));
  expect(steps.reduce((sum, step) => sum + step.milestone.amount, 0)).toBeLessThanOrEqual(
    flow.amount,
  );
  for (const step of steps) {
    expect(step.gross).toBe(
      step.milestone.status === 'approved' ? step.milestone.amount * 100 : null,
    );
  }
  const flowPayments = await db.select().from(payments).where(eq(payments.bidId, flow.bidId));
  const charged = flowPayments.filter((p) =>
    ['succeeded', 'partially_refunded', 'refunded'].includes(p.status),
  );
  // No charge twice: at most one payment the provider completed is kept, any other is refunded.
  const kept = charged.filter((p) => p.status !== 'refunded');
  expect(kept.length).toBeLessThanOrEqual(1);
  const completed = (
    await Promise.all(flow.sessionIds.map((id) => sandbox.findCheckout(id)))
  ).filter((s) => s?.status === 'complete');
  expect(completed.length).toBeLessThanOrEqual(flow.sessionIds.length);

  const transfers = await db
    .select()
    .from(sandboxObjects)
    .where(
      and(
        eq(sandboxObjects.kind, 'transfer'),
        sql`${sandboxObjects.data}->>'transferGroup' = ${`project-${flow.projectId}`}`,
      ),
    );
  const flowReleases = await db
    .select()
    .from(releases)
    .innerJoin(payments, eq(payments.id, releases.paymentId))
    .where(eq(payments.bidId, flow.bidId));
  const sent = flowReleases.filter((r) => r.releases.status === 'sent');
  // A payment whose chargeback is open holds every retry of the worker (money.md): a send whose
  // provider acted but whose answer was lost stays in doubt until it closes.
  const frozen = new Set(
    (
      await db
        .select({ paymentId: chargebacks.paymentId })
        .from(chargebacks)
        .where(and(eq(chargebacks.projectId, flow.projectId), eq(chargebacks.status, 'open')))
    ).map((c) => c.paymentId),
  );
  const releaseById = new Map(flowReleases.map((r) => [r.releases.id, r.releases]));
  // No transfer twice: each belongs to one release, sent with it or in doubt under a chargeback.
  for (const transfer of transfers) {
    const data = transfer.data as { amount: number; metadata: { releaseId: string } };
    const release = releaseById.get(Number(data.metadata.releaseId));
    expect(release).toBeDefined();
    expect(data.amount).toBe(release!.developerAmount - release!.clawedBack);
    if (release!.status === 'sent') expect(release!.transferId).toBe(transfer.id);
    else {
      expect(release!.attempts).toBeGreaterThan(0);
      expect(frozen.has(release!.paymentId)).toBe(true);
    }
  }
  const transferIds = new Set(transfers.map((transfer) => transfer.id));
  for (const r of sent) expect(transferIds.has(r.releases.transferId!)).toBe(true);
  // Never more than the developer's share of what was charged.
  const transferred = transfers.reduce(
    (sum, row) => sum + Number((row.data as { amount: number }).amount),
    0,
  );
  for (const r of flowReleases) {
    expect(r.releases.clawedBack).toBeLessThanOrEqual(r.releases.developerAmount);
    if (r.releases.status === 'settled') {
      expect(r.releases.clawedBack).toBe(r.releases.developerAmount);
    }
  }
  expect(transferred).toBeLessThanOrEqual(charged.reduce((sum, p) => sum + p.developerAmount, 0));

  const intents = charged.map((p) => p.paymentIntentId).filter(Boolean) as string[];
  const providerRefunds = intents.length
    ? await db
        .select()
        .from(sandboxObjects)
        .where(
          and(
            eq(sandboxObjects.kind, 'refund'),
            sql`${sandboxObjects.data}->>'paymentIntentId' in ${sql`(${sql.join(
              intents.map((i) => sql`${i}`),
              sql`, `,
            )})`}`,
          ),
        )
    : [];
  const flowRefunds = await db
    .select()
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.bidId, flow.bidId));
  // No refund twice: each belongs to one refund, sent with it or in doubt under a chargeback.
  const refundById = new Map(flowRefunds.map((r) => [r.refunds.id, r.refunds]));
  for (const providerRefund of providerRefunds) {
    const data = providerRefund.data as { amount: number; metadata: { refundId: string } };
    const refund = refundById.get(Number(data.metadata.refundId));
    expect(refund?.amount).toBe(data.amount);
    if (refund!.status === 'sent') expect(refund!.providerRefundId).toBe(providerRefund.id);
    else {
      expect(refund!.attempts).toBeGreaterThan(0);
      expect(frozen.has(refund!.paymentId)).toBe(true);
    }
  }
  for (const r of flowRefunds.filter((r) => r.refunds.status === 'sent')) {
    expect(providerRefunds.some((p) => p.id === r.refunds.providerRefundId)).toBe(true);
  }
  // Never more than was charged.
  const refunded = flowRefunds.reduce((sum, r) => sum + r.refunds.amount, 0);
  expect(refunded + flowReleases.reduce((sum, r) => sum + r.releases.gross, 0)).toBeLessThanOrEqual(
    charged.reduce((sum, p) => sum + p.amount, 0),
  );
}

/** How far the flows got, so a run shows it exercised the paths it claims to. */
const reached = {
  milestoneReleased: 0,
  paid: 0,
  completed: 0,
  cancelledAndRefunded: 0,
  lateRefund: 0,
  transferred: 0,
  waitingForOnboarding: 0,
  disputeSettled: 0,
  disputeDecided: 0,
  disputeEnded: 0,
  disputeExpired: 0,
  chargebackWon: 0,
  chargebackLost: 0,
  chargebackOpen: 0,
  clawedBack: 0,
  releaseSettledByClawback: 0,
  releasedOnChecks: 0,
};
async function tally(flow: Flow) {
  const [project] = await db.select().from(projects).where(eq(projects.id, flow.projectId));
  const flowPayments = await db.select().from(payments).where(eq(payments.bidId, flow.bidId));
  const flowReleases = await db
    .select({
      status: releases.status,
      milestoneId: releases.milestoneId,
      clawedBack: releases.clawedBack,
    })
    .from(releases)
    .innerJoin(payments, eq(payments.id, releases.paymentId))
    .where(eq(payments.bidId, flow.bidId));
  const refundedPayments = flowPayments.filter((p) => p.status === 'refunded').length;
  if (flowPayments.some((p) => p.chargeId)) reached.paid += 1;
  if (project!.status === 'completed') reached.completed += 1;
  if (project!.status === 'cancelled' && refundedPayments > 0) reached.cancelledAndRefunded += 1;
  if (refundedPayments > (project!.status === 'cancelled' ? 1 : 0)) reached.lateRefund += 1;
  if (flowReleases.some((r) => r.status === 'sent')) reached.transferred += 1;
  if (flowReleases.some((r) => r.milestoneId !== null)) reached.milestoneReleased += 1;
  if (flowReleases.some((r) => r.status === 'waiting_for_onboarding'))
    reached.waitingForOnboarding += 1;
  if (flowReleases.some((r) => r.clawedBack > 0)) reached.clawedBack += 1;
  if (flowReleases.some((r) => r.status === 'settled')) reached.releaseSettledByClawback += 1;
  const flowDisputes = await db
    .select()
    .from(disputes)
    .where(eq(disputes.projectId, flow.projectId));
  for (const dispute of flowDisputes) {
    expect(dispute.release ?? 0).toBeLessThanOrEqual(dispute.held);
    if (dispute.state === 'settled') reached.disputeSettled += 1;
    if (dispute.state === 'decided') reached.disputeDecided += 1;
    if (dispute.state === 'ended') reached.disputeEnded += 1;
  }
  const expiries = await db.execute(
    sql`select count(*)::int as n from dispute_events e join disputes d on d.id = e.dispute_id
        where d.project_id = ${flow.projectId} and e.kind = 'expiry'`,
  );
  if ((expiries as unknown as { rows: { n: number }[] }).rows[0]!.n > 0)
    reached.disputeExpired += 1;
  const flowChargebacks = await db
    .select()
    .from(chargebacks)
    .where(eq(chargebacks.projectId, flow.projectId));
  for (const chargeback of flowChargebacks) {
    if (chargeback.status === 'won') reached.chargebackWon += 1;
    if (chargeback.status === 'lost') reached.chargebackLost += 1;
    if (chargeback.status === 'open') reached.chargebackOpen += 1;
  }
}

const started = performance.now();
afterAll(() => {
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `money flows: ${FLOWS} in ${seconds.toFixed(1)} s (${((1000 * seconds) / FLOWS).toFixed(1)} ms a flow); ` +
      `flows that reached: ${JSON.stringify(reached)}`,
  );
});

describe('money under any sequence of clicks, retries and provider events', () => {
  it(
    `keeps the ledger balanced and moves no cent twice over ${FLOWS} flows`,
    { timeout: 0 },
    async () => {
      let flows = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 20_000 }),
          flowArb,
          // A clawback once the flow's events are in (lost chargebacks are rare mid-flow).
          fc.option(fc.record({ share: fc.integer({ min: 1, max: 120 }), sameKey: fc.boolean() })),
          async (amount, ops, finalClawback) => {
            const flow = await newFlow(amount);
            for (const op of ops) await run(flow, op);
            // Drain: deliver what is left, let every retry fall due, settle the worker, then judge.
            for (const event of flow.events.splice(0)) await deliver(event);
            if (finalClawback) {
              // A chargeback still open is lost first, so that more flows reach a clawback.
              const [open] = await db
                .select()
                .from(chargebacks)
                .where(
                  and(eq(chargebacks.projectId, flow.projectId), eq(chargebacks.status, 'open')),
                );
              if (open) {
                for (const event of await sandbox.closeChargeback(open.externalId, 'lost')) {
                  await deliver(event);
                }
              }
              await run(flow, { kind: 'clawback', ...finalClawback });
            }
            await db.execute(
              sql`update releases set next_attempt_at = now() where status = 'queued'`,
            );
            await db.execute(
              sql`update refunds set next_attempt_at = now() where status = 'queued'`,
            );
            await app.payments.worker.runOnce();
            await checkFlow(flow);
            await tally(flow);
            flows += 1;
            if (flows % 100 === 0) expect(await checkLedger(db)).toEqual([]);
          },
        ),
        {
          numRuns: FLOWS,
          seed: process.env.MONEY_SEED ? Number(process.env.MONEY_SEED) : undefined,
        },
      );
      expect(await checkLedger(db)).toEqual([]);
    },
  );
});
