/**
 * The payment provider behind one interface (issue 11): Stripe when keys are set, otherwise the
 * built-in sandbox. Everything the marketplace asks of a provider is here; nothing else in the
 * app knows which one runs. Every write carries an idempotency key derived from our own row
 * (money.md, Idempotency), so a retry after a crash returns the same object.
 */
import type { PaymentsProviderName } from '../../../config.js';

export type ProviderName = PaymentsProviderName;

export interface CheckoutSession {
  id: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  amountTotal: number;
  paymentIntentId: string | null;
  chargeId: string | null;
  expiresAt: Date;
  metadata: Record<string, string>;
}

export interface ConnectedAccount {
  id: string;
  /** Onboarding is finished and the account can receive transfers. */
  payoutsEnabled: boolean;
}

/** The events the marketplace handles, as the provider signs and sends them. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'account.updated',
  // Card chargebacks (money.md, Disputes, settlements and chargebacks).
  'charge.dispute.created',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
  'charge.dispute.closed',
] as const;
export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

export interface ProviderEvent {
  id: string;
  type: HandledEventType;
  /** The id of the object the event is about (a checkout session or an account). */
  objectId: string;
}

/**
 * A card chargeback as the provider holds it now (Stripe's Dispute): what the card network took
 * (`withdrawn`, with the provider's `fee`) and gave back (`reinstated`), from its balance
 * transactions, and whether it is still open.
 */
export interface ProviderDispute {
  id: string;
  chargeId: string | null;
  paymentIntentId: string | null;
  amount: number;
  reason: string;
  status: 'open' | 'won' | 'lost';
  withdrawn: number;
  fee: number;
  reinstated: number;
  /** Of `fee`, what the provider gave back with a reinstatement. */
  feeReturned: number;
}

export interface PaymentProvider {
  name: ProviderName;
  createCheckoutSession(input: {
    amount: number;
    description: string;
    successUrl: string;
    cancelUrl: string;
    /** Groups the charge and the transfers of one project (`project-{id}`). */
    transferGroup: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<CheckoutSession>;
  /** Throws `UnknownProviderObject` when the provider has no such session. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSession>;
  createConnectedAccount(input: {
    email: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ConnectedAccount>;
  createOnboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }>;
  /** Throws `UnknownProviderObject` when the provider has no such account. */
  retrieveAccount(id: string): Promise<ConnectedAccount>;
  createTransfer(input: {
    amount: number;
    destination: string;
    transferGroup: string;
    /** The charge the money came from (Stripe's source_transaction): no transfer before funds. */
    sourceTransaction: string | null;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  createRefund(input: {
    paymentIntentId: string;
    amount: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** Throws `UnknownProviderObject` when the provider has no such dispute. */
  retrieveDispute(id: string): Promise<ProviderDispute>;
  /** Checks the signature over the raw body; throws `WebhookError` on a bad one or an unknown type. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export class WebhookError extends Error {
  constructor(
    message: string,
    readonly reason: 'signature' | 'type' | 'malformed',
  ) {
    super(message);
  }
}

/** The provider says the object asked for does not exist (Stripe: `resource_missing`). */
export class UnknownProviderObject extends Error {
  constructor(readonly objectId: string) {
    super(`The payment provider has no object ${objectId}`);
  }
}
