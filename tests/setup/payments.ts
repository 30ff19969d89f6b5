/** Helpers for money tests: a project with an accepted bid, paying through the sandbox, the ledger. */
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { checkLedger } from '../../src/server/features/payments/ledger-check.js';
import type { SandboxProvider } from '../../src/server/features/payments/provider/index.js';
import { payments, projects } from '../../src/server/db/schema.js';
import type { TestApp, TestUser } from './test-app.js';
import { TIMEOUT_SCALE } from './timeout-scale.js';

export interface ProjectOptions {
  /** The project's code link (a repository the test serves), none by default. */
  codeLink?: string | null;
}

export async function acceptedBid(
  t: TestApp,
  amount = 500,
  { codeLink = null }: ProjectOptions = {},
) {
  const owner = await t.signUp({ role: 'creator' });
  const developer = await t.signUp({ role: 'developer' });
  const [project] = await t.db
    .insert(projects)
    .values({
      name: `Paid project ${Math.random().toString(36).slice(2, 7)}`,
      description: 'A project that will be paid for, delivered and approved in this test.',
      techStack: ['TypeScript'],
      submitterId: owner.user.id,
      codeLink,
    })
    .returning();
  const bid = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${project!.id}/bids`,
    headers: { cookie: developer.cookie },
    payload: { amount, timeline: 10, message: 'I will finish it with tests and documentation.' },
  });
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/bids/${bid.json().id}/accept`,
    headers: { cookie: owner.cookie },
  });
  expect(accepted.statusCode).toBe(200);
  return { owner, developer, project: project!, bidId: bid.json().id as number };
}

export const sandboxOf = (t: TestApp) => t.app.payments.provider as SandboxProvider;

export async function startCheckout(t: TestApp, owner: TestUser, bidId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/bids/${bidId}/pay`,
    headers: { cookie: owner.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { checkoutUrl: string; paymentId: number };
}

/** Pays on the sandbox's hosted page as its owner would; the signed event follows by itself. */
export async function payOnSandboxPage(
  t: TestApp,
  owner: TestUser,
  checkoutUrl: string,
  card = '4242424242424242',
) {
  return t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: owner.cookie },
    payload: `card=${card}`,
  });
}

export async function paymentStatus(t: TestApp, paymentId: number) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!.status;
}

export async function waitForPaymentStatus(t: TestApp, paymentId: number, status: string) {
  await vi.waitFor(async () => expect(await paymentStatus(t, paymentId)).toBe(status), {
    // Starved on purpose in CI's PostgreSQL pass, like every other budget there.
    timeout: 5_000 * TIMEOUT_SCALE,
    interval: 20,
  });
}

/** A project paid through the whole sandbox flow (checkout page, signed webhook). */
export async function paidProject(t: TestApp, amount = 500, options: ProjectOptions = {}) {
  const setup = await acceptedBid(t, amount, options);
  const { checkoutUrl, paymentId } = await startCheckout(t, setup.owner, setup.bidId);
  await payOnSandboxPage(t, setup.owner, checkoutUrl);
  await waitForPaymentStatus(t, paymentId, 'succeeded');
  return { ...setup, paymentId, checkoutUrl };
}

/**
 * A paid project whose developer completed a milestone (`milestoneDollars` of the bid) and, unless
 * `deliver` is false, sent the delivery: the milestone and the rest wait for the owner's answer
 * (or the automatic approval, or a dispute holding them back).
 */
export async function projectWaitingForApproval(
  t: TestApp,
  options: {
    amount?: number;
    milestoneTitle?: string;
    milestoneDollars?: number;
    deliver?: boolean;
  } = {},
) {
  const {
    amount = 400,
    milestoneTitle = 'Backend',
    milestoneDollars = 100,
    deliver = true,
  } = options;
  const paid = await paidProject(t, amount);
  const as = (who: TestUser) => ({ cookie: who.cookie });
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${paid.project.id}/milestones`,
    headers: as(paid.owner),
    payload: {
      title: milestoneTitle,
      description: `The ${milestoneTitle.toLowerCase()} part of the work.`,
      amount: milestoneDollars,
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  const milestoneId = added.json().id as number;
  const completed = await t.app.inject({
    method: 'POST',
    url: `/api/milestones/${milestoneId}/complete`,
    headers: as(paid.developer),
  });
  expect(completed.statusCode, completed.body).toBe(200);
  if (deliver) {
    const delivered = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${paid.project.id}/deliveries`,
      headers: as(paid.developer),
      payload: { message: 'The whole project, delivered.' },
    });
    expect(delivered.statusCode, delivered.body).toBe(201);
  }
  return { ...paid, milestoneId };
}

export async function expectLedgerSound(t: TestApp) {
  expect(await checkLedger(t.db)).toEqual([]);
}

/** Signs an event body the way the sandbox does and posts it to the webhook. */
export function postEvent(t: TestApp, body: object | string, signature?: string) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? sandboxOf(t).sign(text),
    },
    payload: text,
  });
}

/**
 * Cancels a paid project that holds money as decisions.md ("Held money") has it: the owner's
 * cancel opens a dispute proposing a full refund (202), and the developer agrees to it.
 */
export async function cancelAndRefund(
  t: TestApp,
  input: { owner: TestUser; developer: TestUser; projectId: number },
) {
  const cancelled = await t.app.inject({
    method: 'PATCH',
    url: `/api/projects/${input.projectId}/status`,
    headers: { cookie: input.owner.cookie },
    payload: { status: 'cancelled' },
  });
  expect(cancelled.statusCode).toBe(202);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/disputes/${cancelled.json().id}/accept`,
    headers: { cookie: input.developer.cookie },
  });
  expect(accepted.statusCode).toBe(200);
  return accepted.json() as { id: number; state: string; release: number };
}
