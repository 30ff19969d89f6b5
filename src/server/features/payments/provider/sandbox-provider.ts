/**
 * The built-in sandbox provider (decisions.md, Money): a stand-in for Stripe that runs offline.
 * Its objects live in `sandbox_objects`; its hosted checkout and onboarding pages are served by
 * the app (../sandbox/sandbox-routes.ts) and marked SANDBOX; it signs its events in Stripe's
 * scheme and delivers them to the same webhook endpoint Stripe would call.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { sandboxObjects } from '../../../db/schema.js';
import {
  HANDLED_EVENT_TYPES,
  UnknownProviderObject,
  WebhookError,
  type CheckoutSession,
  type ConnectedAccount,
  type HandledEventType,
  type PaymentProvider,
  type ProviderEvent,
} from './types.js';
import { isValidSignature, signPayload } from './webhook-signature.js';

/** A hosted checkout stays payable this long (Stripe's minimum is 30 minutes). */
export const SANDBOX_CHECKOUT_TTL_MS = 30 * 60 * 1000;
const ACCOUNT_LINK_TTL_MS = 10 * 60 * 1000;

interface SandboxSessionData {
  amount: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
  transferGroup: string;
  metadata: Record<string, string>;
  status: 'open' | 'complete';
  paymentIntentId: string | null;
  chargeId: string | null;
  expiresAt: string;
}

interface SandboxAccountData {
  email: string;
  payoutsEnabled: boolean;
  metadata: Record<string, string>;
}

interface SandboxLinkData {
  accountId: string;
  returnUrl: string;
  refreshUrl: string;
  expiresAt: string;
}

export interface SandboxEvent {
  id: string;
  type: HandledEventType;
  created: number;
  data: { object: { id: string } };
}

export interface SandboxProvider extends PaymentProvider {
  name: 'sandbox';
  /** The hosted page's view of a checkout session (null when unknown). */
  findCheckout(id: string): Promise<(SandboxSessionData & { id: string; expired: boolean }) | null>;
  /** The card was accepted: the session completes and a signed event is to be delivered. */
  completeCheckout(id: string): Promise<SandboxEvent | null>;
  findAccountLink(
    id: string,
  ): Promise<(SandboxLinkData & { id: string; expired: boolean; email: string }) | null>;
  /** The person finished onboarding: payouts are enabled and a signed event is to be delivered. */
  completeOnboarding(accountId: string): Promise<SandboxEvent>;
  /** The Stripe-Signature header for an event body. */
  sign(body: string): string;
  /**
   * The card network takes a completed checkout's money back: a chargeback opens and its funds
   * are withdrawn with the $15 fee (`charge.dispute.created`, `.funds_withdrawn`).
   */
  openChargeback(checkoutSessionId: string): Promise<{ disputeId: string; events: SandboxEvent[] }>;
  /** Ends a chargeback as won (the money comes back) or lost: its events, in order. */
  closeChargeback(disputeId: string, outcome: 'won' | 'lost'): Promise<SandboxEvent[]>;
}

/** The card that pays and then is charged back a few seconds later (decisions.md, Held money). */
export const CHARGEBACK_CARD = '4000000000000259';
/** Stripe's dispute fee in the US. */
export const SANDBOX_DISPUTE_FEE = 1500;

interface SandboxDisputeData {
  chargeId: string | null;
  paymentIntentId: string | null;
  amount: number;
  status: 'open' | 'won' | 'lost';
  withdrawn: number;
  fee: number;
  reinstated: number;
}

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

export function createSandboxProvider(db: Database, webhookSecret: string): SandboxProvider {
  async function find<T>(kind: string, id: string) {
    const [row] = await db
      .select()
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.kind, kind), eq(sandboxObjects.id, id)))
      .limit(1);
    return row ? { id: row.id, data: row.data as T } : null;
  }

  /** Creates an object once per idempotency key; the same key returns the first object. */
  async function create<T extends object>(
    kind: string,
    prefix: string,
    idempotencyKey: string | null,
    data: T,
  ): Promise<{ id: string; data: T }> {
    const [created] = await db
      .insert(sandboxObjects)
      .values({ id: newId(prefix), kind, idempotencyKey, data })
      .onConflictDoNothing({ target: [sandboxObjects.kind, sandboxObjects.idempotencyKey] })
      .returning();
    if (created) return { id: created.id, data: created.data as T };
    const [existing] = await db
      .select()
      .from(sandboxObjects)
      .where(
        and(eq(sandboxObjects.kind, kind), eq(sandboxObjects.idempotencyKey, idempotencyKey!)),
      );
    return { id: existing!.id, data: existing!.data as T };
  }

  async function update<T extends object>(id: string, data: T) {
    await db
      .update(sandboxObjects)
      .set({ data, updatedAt: new Date() })
      .where(eq(sandboxObjects.id, id));
  }

  const toSession = (id: string, data: SandboxSessionData): CheckoutSession => {
    const expiresAt = new Date(data.expiresAt);
    return {
      id,
      url: `/sandbox/checkout/${id}`,
      status:
        data.status === 'complete'
          ? 'complete'
          : expiresAt.getTime() <= Date.now()
            ? 'expired'
            : 'open',
      paid: data.status === 'complete',
      amountTotal: data.amount,
      paymentIntentId: data.paymentIntentId,
      chargeId: data.chargeId,
      expiresAt,
      metadata: data.metadata,
    };
  };

  const event = (type: HandledEventType, objectId: string): SandboxEvent => ({
    id: newId('evt'),
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: objectId } },
  });

  return {
    name: 'sandbox',

    async createCheckoutSession(input) {
      const session = await create<SandboxSessionData>(
        'checkout_session',
        'cs',
        input.idempotencyKey,
        {
          amount: input.amount,
          description: input.description,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          transferGroup: input.transferGroup,
          metadata: input.metadata,
          status: 'open',
          paymentIntentId: null,
          chargeId: null,
          expiresAt: new Date(Date.now() + SANDBOX_CHECKOUT_TTL_MS).toISOString(),
        },
      );
      return toSession(session.id, session.data);
    },

    async retrieveCheckoutSession(id) {
      const session = await find<SandboxSessionData>('checkout_session', id);
      if (!session) throw new UnknownProviderObject(id);
      return toSession(session.id, session.data);
    },

    async createConnectedAccount(input) {
      const account = await create<SandboxAccountData>('account', 'acct', input.idempotencyKey, {
        email: input.email,
        payoutsEnabled: false,
        metadata: input.metadata,
      });
      return { id: account.id, payoutsEnabled: account.data.payoutsEnabled };
    },

    async createOnboardingLink(input) {
      const link = await create<SandboxLinkData>('account_link', 'al', null, {
        accountId: input.accountId,
        returnUrl: input.returnUrl,
        refreshUrl: input.refreshUrl,
        expiresAt: new Date(Date.now() + ACCOUNT_LINK_TTL_MS).toISOString(),
      });
      return { url: `/sandbox/onboarding/${link.id}` };
    },

    async retrieveAccount(id): Promise<ConnectedAccount> {
      const account = await find<SandboxAccountData>('account', id);
      if (!account) throw new UnknownProviderObject(id);
      return { id, payoutsEnabled: account.data.payoutsEnabled };
    },

    async createTransfer(input) {
      const account = await find<SandboxAccountData>('account', input.destination);
      if (!account?.data.payoutsEnabled) {
        throw new Error(`account ${input.destination} cannot receive transfers`);
      }
      const transfer = await create('transfer', 'tr', input.idempotencyKey, {
        amount: input.amount,
        destination: input.destination,
        transferGroup: input.transferGroup,
        sourceTransaction: input.sourceTransaction,
        metadata: input.metadata,
      });
      return { id: transfer.id };
    },

    async createRefund(input) {
      const refund = await create('refund', 're', input.idempotencyKey, {
        paymentIntentId: input.paymentIntentId,
        amount: input.amount,
        metadata: input.metadata,
      });
      return { id: refund.id };
    },

    async retrieveDispute(id) {
      const dispute = await find<SandboxDisputeData>('dispute', id);
      if (!dispute) throw new UnknownProviderObject(id);
      return { id, reason: 'fraudulent', feeReturned: 0, ...dispute.data };
    },

    async openChargeback(checkoutSessionId) {
      const session = await find<SandboxSessionData>('checkout_session', checkoutSessionId);
      if (!session || session.data.status !== 'complete') {
        throw new UnknownProviderObject(checkoutSessionId);
      }
      const dispute = await create<SandboxDisputeData>(
        'dispute',
        'du',
        `dispute-${checkoutSessionId}`,
        {
          chargeId: session.data.chargeId,
          paymentIntentId: session.data.paymentIntentId,
          amount: session.data.amount,
          status: 'open',
          withdrawn: session.data.amount,
          fee: SANDBOX_DISPUTE_FEE,
          reinstated: 0,
        },
      );
      return {
        disputeId: dispute.id,
        events: [
          event('charge.dispute.created', dispute.id),
          event('charge.dispute.funds_withdrawn', dispute.id),
        ],
      };
    },

    async closeChargeback(disputeId, outcome) {
      const dispute = await find<SandboxDisputeData>('dispute', disputeId);
      if (!dispute || dispute.data.status !== 'open') return [];
      await update(disputeId, {
        ...dispute.data,
        status: outcome,
        reinstated: outcome === 'won' ? dispute.data.withdrawn : 0,
      });
      return outcome === 'won'
        ? [
            event('charge.dispute.funds_reinstated', disputeId),
            event('charge.dispute.closed', disputeId),
          ]
        : [event('charge.dispute.closed', disputeId)];
    },

    verifyWebhook(rawBody, signature): ProviderEvent {
      if (!isValidSignature(rawBody, signature, webhookSecret)) {
        throw new WebhookError('Invalid webhook signature', 'signature');
      }
      return parseEvent(rawBody);
    },

    async findCheckout(id) {
      const session = await find<SandboxSessionData>('checkout_session', id);
      if (!session) return null;
      return {
        id: session.id,
        ...session.data,
        expired: session.data.status === 'open' && Date.parse(session.data.expiresAt) <= Date.now(),
      };
    },

    async completeCheckout(id) {
      const session = await find<SandboxSessionData>('checkout_session', id);
      if (!session || session.data.status !== 'open') return null;
      if (Date.parse(session.data.expiresAt) <= Date.now()) return null;
      await update(id, {
        ...session.data,
        status: 'complete',
        paymentIntentId: newId('pi'),
        chargeId: newId('ch'),
      });
      return event('checkout.session.completed', id);
    },

    async findAccountLink(id) {
      const link = await find<SandboxLinkData>('account_link', id);
      if (!link) return null;
      const account = await find<SandboxAccountData>('account', link.data.accountId);
      return {
        id: link.id,
        ...link.data,
        email: account?.data.email ?? '',
        expired: Date.parse(link.data.expiresAt) <= Date.now(),
      };
    },

    async completeOnboarding(accountId) {
      const account = await find<SandboxAccountData>('account', accountId);
      if (!account) throw new Error(`no such account: ${accountId}`);
      await update(accountId, { ...account.data, payoutsEnabled: true });
      return event('account.updated', accountId);
    },

    sign: (body) => signPayload(body, webhookSecret),
  };
}

/** An event body in Stripe's shape: `{ id, type, data: { object: { id } } }`. */
export function parseEvent(rawBody: Buffer): ProviderEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookError('Malformed webhook event', 'malformed');
  }
  const candidate = parsed as {
    id?: unknown;
    type?: unknown;
    data?: { object?: { id?: unknown } };
  };
  const objectId = candidate?.data?.object?.id;
  if (
    typeof candidate?.id !== 'string' ||
    typeof candidate.type !== 'string' ||
    typeof objectId !== 'string'
  ) {
    throw new WebhookError('Malformed webhook event', 'malformed');
  }
  if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(candidate.type)) {
    throw new WebhookError('Unsupported event type', 'type');
  }
  return { id: candidate.id, type: candidate.type as HandledEventType, objectId };
}
