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
import { badRequest, forbidden, refusals } from '../../core/errors.js';
import { attemptLimit } from '../../core/security.js';
import { signedInUser, signedIn } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import type { UserRow } from '../../db/schema.js';
import { handleProviderEvent, type EventSnapshot } from './handle-provider-event.js';
import { saveConnectedAccount, syncOnboarding } from './onboarding.js';
import { UnknownProviderObject, WebhookError, type ProviderEvent } from './provider/index.js';

/** Only developers, and only for themselves: a `userId` naming anyone else is refused (403). */
function payoutAccountOwner(request: FastifyRequest, claimedUserId: number | undefined): UserRow {
  const actor = signedInUser(request);
  if (claimedUserId !== undefined && claimedUserId !== actor.id) {
    throw forbidden(ONBOARDING_MESSAGES.selfOnly);
  }
  if (actor.role !== 'developer') throw forbidden(ONBOARDING_MESSAGES.developersOnly);
  return actor;
}

export async function stripeRoutes(
  app: App,
  {
    requestsPerMinute,
  }: { /** Per address (RateLimits.webhookRequestsPerMinute). */ requestsPerMinute: number },
) {
  const tags = ['payments'];
  const { provider } = app.payments;

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
        // Provider deliveries come in bursts from a few addresses: far above a client's writes,
        // still bounded against a flood of forged requests (each costs a signature check).
        config: {
          ...attemptLimit('webhook', requestsPerMinute),
          openapi: {
            headers: {
              'Stripe-Signature': {
                description:
                  "The provider's signature of the exact body bytes (`t=<unix time>,v1=<HMAC-SHA256>`)",
                required: true,
              },
            },
            requestBody: {
              'application/json': z
                .looseObject({ id: z.string(), type: z.string() })
                .meta({ description: 'The provider event, exactly as signed' }),
            },
          },
        },
        schema: {
          tags,
          operationId: 'receiveProviderEvent',
          summary:
            'Provider events (signed): payments confirmed or expired, payout accounts updated, chargebacks',
          response: {
            200: z.object({
              received: z.literal(true),
              duplicate: z.boolean(),
              /** Signed, but nothing for us to do: the provider must not retry it (2xx). */
              ignored: z.enum(['unhandled event type', 'unknown object']).optional(),
            }),
            400: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const refuse = (reason: 'signature' | 'malformed') => {
          // A client's mistake (or a forgery): one line, no stack.
          request.log.info({ reason }, 'webhook refused');
          return badRequest(
            reason === 'signature' ? WEBHOOK_MESSAGES.badSignature : WEBHOOK_MESSAGES.malformed,
          );
        };
        const ignored = (reason: 'unhandled event type' | 'unknown object') => ({
          received: true as const,
          duplicate: false,
          ignored: reason,
        });
        // No body at all (no Content-Type): nothing was signed.
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw refuse('malformed');
        let event: ProviderEvent;
        try {
          event = provider.verifyWebhook(
            request.body,
            request.headers['stripe-signature'] as string | undefined,
          );
        } catch (error) {
          if (!(error instanceof WebhookError)) throw error;
          // Signed by the provider but of a type we do not handle: acknowledged, as Stripe
          // expects, or it would retry it for days.
          if (error.reason === 'type') {
            request.log.info('webhook event of a type not handled: ignored');
            return ignored('unhandled event type');
          }
          throw refuse(error.reason);
        }
        // The event says which object changed; what it is now comes from the provider itself.
        let snapshot: EventSnapshot;
        try {
          snapshot = event.type.startsWith('checkout.')
            ? { kind: 'checkout', session: await provider.retrieveCheckoutSession(event.objectId) }
            : event.type.startsWith('charge.dispute.')
              ? { kind: 'dispute', dispute: await provider.retrieveDispute(event.objectId) }
              : { kind: 'account', account: await provider.retrieveAccount(event.objectId) };
        } catch (error) {
          if (!(error instanceof UnknownProviderObject)) throw error;
          // Signed, about an object the provider does not have (another mode's id, a deleted
          // account): nothing to apply, and retrying would not change that.
          request.log.warn(
            { eventId: event.id, type: event.type, objectId: event.objectId },
            'webhook event about an object the provider does not know: ignored',
          );
          return ignored('unknown object');
        }
        const outcome = await app.transaction((tx) =>
          handleProviderEvent({
            tx,
            actor: null,
            input: { provider: provider.name, event, snapshot },
          }),
        );
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
        operationId: 'createConnectAccount',
        summary: "Create the developer's payout account (once) and return its onboarding link",
        body: connectAccountSchema,
        response: { 200: connectAccountResponseSchema, ...refusals(403) },
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
      // The configured site, never the request's Host (which the client chooses).
      const origin = app.returnOrigin(request);
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
        operationId: 'checkOnboardingStatus',
        summary: "Ask the provider whether the developer's payout onboarding is complete",
        body: onboardingStatusSchema,
        response: { 200: onboardingStatusResponseSchema, ...refusals(403) },
      },
    },
    async (request) => {
      const actor = payoutAccountOwner(request, request.body?.userId);
      if (!actor.stripeConnectId) return { isComplete: false, accountId: null };
      const account = await provider.retrieveAccount(actor.stripeConnectId);
      // Releases this queues are enqueued as jobs in the same transaction (onboarding.ts).
      await app.transaction((tx) =>
        syncOnboarding({
          tx,
          actor: null,
          input: { accountId: account.id, payoutsEnabled: account.payoutsEnabled },
        }),
      );
      return { isComplete: account.payoutsEnabled, accountId: account.id };
    },
  );
}
