/**
 * The provider's side of the API (spec 7, /api/stripe/*): the webhook every provider event arrives
 * at (Stripe's, and the sandbox's, signed the same way) and the developer's payout onboarding.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/contract/common.js';
import {
  connectAccountResponseSchema,
  connectAccountSchema,
  onboardingStatusResponseSchema,
  onboardingStatusSchema,
} from '@shared/contract/payments.js';
import { ONBOARDING_MESSAGES, WEBHOOK_MESSAGES } from '@shared/contract/payments-rules.js';
import { badRequest, errorResponses, forbidden } from '../../core/errors.js';
import { requireUser, signedIn } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import type { UserRow } from '../../db/schema.js';
import { handleProviderEvent, type EventSnapshot } from './handle-provider-event.js';
import { saveConnectedAccount, syncOnboarding } from './onboarding.js';
import { WebhookError, type ProviderEvent } from './provider/index.js';
import { publicOrigin } from './public-origin.js';

/** Only developers, and only for themselves: a `userId` naming anyone else is refused (403). */
function payoutAccountOwner(request: FastifyRequest, claimedUserId: number | undefined): UserRow {
  const actor = requireUser(request);
  if (claimedUserId !== undefined && claimedUserId !== actor.id) {
    throw forbidden(ONBOARDING_MESSAGES.selfOnly);
  }
  if (actor.role !== 'developer') throw forbidden(ONBOARDING_MESSAGES.developersOnly);
  return actor;
}

export async function stripeRoutes(app: App) {
  const tags = ['payments'];
  const { provider, worker } = app.payments;

  // The signature covers the exact bytes sent: this route reads its body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_r, body, done) => done(null, body),
    );
    webhook.post(
      '/api/stripe/webhook',
      {
        // Provider deliveries come in bursts from a few addresses: not a client's writes.
        config: { rateLimit: false },
        schema: {
          tags,
          summary:
            'Provider events (signed): payments confirmed or expired, payout accounts updated',
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
            400: apiErrorSchema,
          },
        },
      },
      async (request) => {
        let event: ProviderEvent;
        try {
          event = provider.verifyWebhook(
            request.body as Buffer,
            request.headers['stripe-signature'] as string | undefined,
          );
        } catch (error) {
          if (!(error instanceof WebhookError)) throw error;
          throw badRequest(
            error.reason === 'signature'
              ? WEBHOOK_MESSAGES.badSignature
              : error.reason === 'type'
                ? WEBHOOK_MESSAGES.unknownType
                : WEBHOOK_MESSAGES.malformed,
          );
        }
        // The event says which object changed; what it is now comes from the provider itself.
        const snapshot: EventSnapshot = event.type.startsWith('checkout.')
          ? { kind: 'checkout', session: await provider.retrieveCheckoutSession(event.objectId) }
          : { kind: 'account', account: await provider.retrieveAccount(event.objectId) };
        const outcome = await app.transaction((tx) =>
          handleProviderEvent({
            tx,
            actor: null,
            input: { provider: provider.name, event, snapshot },
          }),
        );
        worker.kick();
        return { received: true as const, duplicate: outcome === 'duplicate' };
      },
    );
  });

  app.post(
    '/api/stripe/create-connect-account',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        summary: "Create the developer's payout account (once) and return its onboarding link",
        body: connectAccountSchema,
        response: { 200: connectAccountResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = payoutAccountOwner(request, request.body?.userId);
      let accountId = actor.stripeConnectId;
      if (!accountId) {
        const account = await provider.createConnectedAccount({
          email: actor.email,
          metadata: { userId: String(actor.id) },
          idempotencyKey: `account-${actor.id}`,
        });
        accountId = await app.transaction((tx) =>
          saveConnectedAccount({ tx, actor, input: { accountId: account.id } }),
        );
      }
      const origin = publicOrigin(app, request);
      const link = await provider.createOnboardingLink({
        accountId,
        returnUrl: `${origin}/onboarding-redirect?outcome=success`,
        refreshUrl: `${origin}/onboarding-redirect?outcome=refresh`,
      });
      return { url: link.url };
    },
  );

  app.post(
    '/api/stripe/check-onboarding-status',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        summary: "Ask the provider whether the developer's payout onboarding is complete",
        body: onboardingStatusSchema,
        response: { 200: onboardingStatusResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = payoutAccountOwner(request, request.body?.userId);
      if (!actor.stripeConnectId) return { isComplete: false, accountId: null };
      const account = await provider.retrieveAccount(actor.stripeConnectId);
      const synced = await app.transaction((tx) =>
        syncOnboarding({
          tx,
          actor: null,
          input: { accountId: account.id, payoutsEnabled: account.payoutsEnabled },
        }),
      );
      if (synced.becameComplete) worker.kick();
      return { isComplete: account.payoutsEnabled, accountId: account.id };
    },
  );
}
