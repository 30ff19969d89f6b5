/**
 * Stripe, through its official SDK (decisions.md, Money): Checkout Sessions in payment mode for the
 * owner's charge, Connect Express accounts and account links for developers, separate charges and
 * transfers (one `transfer_group` per project, each transfer tied to its charge), refunds. Every
 * write carries our idempotency key; webhook signatures are checked on the raw body by the SDK.
 */
import Stripe from 'stripe';
import { CURRENCY } from '@shared/money.js';
import { parseEvent } from './sandbox-provider.js';
import {
  UnknownProviderObject,
  WebhookError,
  type CheckoutSession,
  type ConnectedAccount,
  type PaymentProvider,
  type ProviderDispute,
} from './types.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is (tests point the SDK at a local stand-in). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 2,
    telemetry: false,
  });

  const toSession = (session: Stripe.Checkout.Session): CheckoutSession => {
    const intent = session.payment_intent;
    const intentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
    const charge = typeof intent === 'object' && intent ? intent.latest_charge : null;
    return {
      id: session.id,
      url: session.url ?? '',
      status:
        session.status === 'complete'
          ? 'complete'
          : session.status === 'expired'
            ? 'expired'
            : 'open',
      paid: session.payment_status === 'paid',
      amountTotal: session.amount_total ?? 0,
      paymentIntentId: intentId,
      chargeId: typeof charge === 'string' ? charge : (charge?.id ?? null),
      expiresAt: new Date(session.expires_at * 1000),
      metadata: (session.metadata ?? {}) as Record<string, string>,
    };
  };

  const toAccount = (account: Stripe.Account): ConnectedAccount => ({
    id: account.id,
    payoutsEnabled: Boolean(account.payouts_enabled && account.details_submitted),
  });

  return {
    name: 'stripe',

    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: input.amount,
                product_data: { name: input.description },
              },
            },
          ],
          payment_intent_data: { transfer_group: input.transferGroup, metadata: input.metadata },
          metadata: input.metadata,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toSession(session);
    },

    async retrieveCheckoutSession(id) {
      // The charge id rides on the payment intent: one call, expanded.
      return toSession(
        await missingAsUnknown(id, () =>
          stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] }),
        ),
      );
    },

    async createConnectedAccount(input) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email: input.email,
          capabilities: { transfers: { requested: true } },
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toAccount(account);
    },

    async createOnboardingLink(input) {
      const link = await stripe.accountLinks.create({
        account: input.accountId,
        type: 'account_onboarding',
        return_url: input.returnUrl,
        refresh_url: input.refreshUrl,
      });
      return { url: link.url };
    },

    async retrieveAccount(id) {
      return toAccount(await missingAsUnknown(id, () => stripe.accounts.retrieve(id)));
    },

    async retrieveDispute(id) {
      const dispute = await missingAsUnknown(id, () => stripe.disputes.retrieve(id));
      return toDispute(dispute);
    },

    async createTransfer(input) {
      const transfer = await stripe.transfers.create(
        {
          amount: input.amount,
          currency: CURRENCY,
          destination: input.destination,
          transfer_group: input.transferGroup,
          ...(input.sourceTransaction && { source_transaction: input.sourceTransaction }),
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: transfer.id };
    },

    async createRefund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amount, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id };
    },

    verifyWebhook(rawBody, signature) {
      try {
        stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        throw new WebhookError('Invalid webhook signature', 'signature');
      }
      return parseEvent(rawBody);
    },
  };
}

/**
 * Stripe's Dispute as the marketplace reads it: open until `won` or `lost` (every other status is
 * still being fought); money out and back from its balance transactions (negative amounts are
 * withdrawals, with the dispute fee; positive ones reinstatements).
 */
function toDispute(dispute: Stripe.Dispute): ProviderDispute {
  const charge = typeof dispute.charge === 'string' ? dispute.charge : dispute.charge?.id;
  const intent =
    typeof dispute.payment_intent === 'string'
      ? dispute.payment_intent
      : (dispute.payment_intent?.id ?? null);
  let withdrawn = 0;
  let fee = 0;
  let reinstated = 0;
  let feeReturned = 0;
  for (const transaction of dispute.balance_transactions ?? []) {
    if (transaction.amount < 0) {
      withdrawn += -transaction.amount;
      fee += transaction.fee;
    } else {
      reinstated += transaction.amount;
      // A fee given back with the money comes as a negative fee.
      feeReturned += -transaction.fee;
    }
  }
  return {
    id: dispute.id,
    chargeId: charge ?? null,
    paymentIntentId: intent,
    amount: dispute.amount,
    reason: dispute.reason,
    status: dispute.status === 'won' ? 'won' : dispute.status === 'lost' ? 'lost' : 'open',
    withdrawn,
    fee,
    reinstated,
    feeReturned: Math.max(0, feeReturned),
  };
}

/** Stripe's answer for an id it does not have (`resource_missing`) as `UnknownProviderObject`. */
async function missingAsUnknown<T>(id: string, retrieve: () => Promise<T>): Promise<T> {
  try {
    return await retrieve();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') {
      throw new UnknownProviderObject(id);
    }
    throw error;
  }
}
