/**
 * The sandbox provider's hosted checkout and onboarding (decisions.md, Money). A person pays,
 * cancels, or tries a declined card; finishes or abandons onboarding: only the signed-in owner of
 * that payment or payout account (a visitor signs in first; anyone else finds nothing). As Stripe does, the browser
 * is sent back to the return URL and a signed event is delivered to the webhook endpoint; here by
 * an in-process HTTP request through the whole stack (`inject`), after the redirect, with retries.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../../core/types.js';
import type { UserRow } from '../../../db/schema.js';
import type { SandboxEvent, SandboxProvider } from '../provider/index.js';
import { CHARGEBACK_CARD } from '../provider/sandbox-provider.js';
import { findAccountOwner, findChargebackOwner, findCheckoutOwner } from './find-sandbox-owner.js';
import { checkoutPage, messagePage, onboardingPage } from './sandbox-pages.js';

const DECLINED_CARD = '4000000000000002';
const DELIVERY_ATTEMPTS = 5;
/**
 * How long after a payment with CHARGEBACK_CARD was delivered the card network disputes it (by
 * default: tests pass 0, as the chargeback follows the delivered payment either way).
 */
export const SANDBOX_CHARGEBACK_DELAY_MS = 3000;

const idParams = z.object({ id: z.string().regex(/^[a-z]+_sandbox_[0-9a-f]+$/) });

export async function sandboxRoutes(
  app: App,
  options: { sandbox: SandboxProvider; chargebackDelayMs?: number },
) {
  const { sandbox, chargebackDelayMs = SANDBOX_CHARGEBACK_DELAY_MS } = options;
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      // The app's `no-referrer` would make the browser send `Origin: null` with these pages'
      // form posts, which the cross-origin check refuses; they post to this same origin only.
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(body);
  const checkoutNotFound = (reply: FastifyReply) =>
    html(reply, messagePage('Checkout not found', 'This checkout does not exist.'), 404);
  const linkNotFound = (reply: FastifyReply) =>
    html(reply, messagePage('Link not found', 'This onboarding link does not exist.'), 404);

  let closing = false;
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
  });

  /**
   * Signs and delivers an event to /api/stripe/webhook, retrying like a provider would; resolves
   * with whether it was delivered.
   */
  const deliver = (event: SandboxEvent): Promise<boolean> => {
    const body = JSON.stringify(event);
    const attempt = async (n: number): Promise<boolean> => {
      if (closing) return false;
      const response = await app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': sandbox.sign(body) },
        payload: body,
      });
      if (response.statusCode < 300) return true;
      if (n >= DELIVERY_ATTEMPTS) {
        app.log.error(
          { eventId: event.id, status: response.statusCode },
          'sandbox event not delivered',
        );
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** n));
      return attempt(n + 1);
    };
    // After the response: like a real provider, the event races the browser's return.
    return new Promise<boolean>((resolve) => {
      setImmediate(() => {
        attempt(1).then(resolve, (err: unknown) => {
          app.log.error({ err }, 'sandbox event delivery failed');
          resolve(false);
        });
      });
    });
  };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const routeOptions = {
    schema: { hide: true, params: idParams },
    config: { rateLimit: false },
  } as const;

  /** Where a visitor goes: the sign-in page, which brings them back to `page` (web: auth page). */
  const signInFirst = (reply: FastifyReply, page: string) =>
    reply.redirect(`/auth?${new URLSearchParams({ next: page })}`, 303);

  /**
   * The checkout, for the owner who opened it only (in every mode: whoever holds the link is not
   * whoever may pay). A visitor signs in first; anyone else finds nothing, as if it did not exist.
   */
  async function ownCheckout(user: UserRow | null, id: string) {
    if (!user) return { visitor: true as const, page: `/sandbox/checkout/${id}` };
    const session = await sandbox.findCheckout(id);
    const submitterId =
      session && (await findCheckoutOwner({ db: app.db, actor: null, input: { sessionId: id } }));
    return { visitor: false as const, session: submitterId === user.id ? session : null };
  }

  /** The onboarding link, for the developer whose payout account it sets up only. */
  async function ownLink(user: UserRow | null, id: string) {
    if (!user) return { visitor: true as const, page: `/sandbox/onboarding/${id}` };
    const link = await sandbox.findAccountLink(id);
    const submitterId =
      link &&
      (await findAccountOwner({ db: app.db, actor: null, input: { accountId: link.accountId } }));
    return { visitor: false as const, link: submitterId === user.id ? link : null };
  }

  app.get('/sandbox/checkout/:id', routeOptions, async (request, reply) => {
    const own = await ownCheckout(request.user, request.params.id);
    if (own.visitor) return signInFirst(reply, own.page);
    const { session } = own;
    if (!session) return checkoutNotFound(reply);
    if (session.status === 'complete') {
      return html(
        reply,
        messagePage('Already paid', 'This checkout has been paid.', {
          href: session.successUrl,
          label: 'Return to Finishline',
        }),
      );
    }
    if (session.expired) {
      return html(
        reply,
        messagePage('Checkout expired', 'This checkout expired. Start the payment again.', {
          href: session.cancelUrl,
          label: 'Return to Finishline',
        }),
      );
    }
    return html(reply, checkoutPage(session));
  });

  app.post('/sandbox/checkout/:id/pay', routeOptions, async (request, reply) => {
    const own = await ownCheckout(request.user, request.params.id);
    if (own.visitor) return signInFirst(reply, own.page);
    const { session } = own;
    if (!session) return checkoutNotFound(reply);
    const card = String((request.body as Record<string, unknown> | undefined)?.card ?? '').replace(
      /\D/g,
      '',
    );
    if (card === DECLINED_CARD) {
      return html(
        reply,
        checkoutPage({ ...session, error: 'Your card was declined. Try another card.' }),
        402,
      );
    }
    if (card.length < 12) {
      return html(reply, checkoutPage({ ...session, error: 'Enter a card number.' }), 400);
    }
    const event = await sandbox.completeCheckout(session.id);
    const delivered = event ? deliver(event) : Promise.resolve(false);
    if (event && card === CHARGEBACK_CARD) {
      // Once the payment is delivered, and a few seconds later, the card network takes the money
      // back, with the $15 fee.
      void delivered.then((paid) => {
        if (!paid || closing) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (closing) return;
          sandbox
            .openChargeback(session.id)
            .then(({ events }) => events.forEach((next) => void deliver(next)))
            .catch((err: unknown) => app.log.error({ err }, 'sandbox chargeback failed'));
        }, chargebackDelayMs);
        timer.unref();
        timers.add(timer);
      });
    }
    return reply.redirect(session.successUrl, 303);
  });

  app.post('/sandbox/checkout/:id/cancel', routeOptions, async (request, reply) => {
    const own = await ownCheckout(request.user, request.params.id);
    if (own.visitor) return signInFirst(reply, own.page);
    if (!own.session) return checkoutNotFound(reply);
    return reply.redirect(own.session.cancelUrl, 303);
  });

  /**
   * Closes a sandbox chargeback as won or lost (for tests and demos): the project's owner only,
   * as the one whose bank disputed the payment. `outcome` is a form field: won | lost.
   */
  app.post('/sandbox/chargebacks/:id/close', routeOptions, async (request, reply) => {
    if (!request.user) return signInFirst(reply, '/');
    const submitterId = await findChargebackOwner({
      db: app.db,
      actor: null,
      input: { disputeId: request.params.id },
    });
    if (submitterId !== request.user.id) {
      return html(
        reply,
        messagePage('Chargeback not found', 'This chargeback does not exist.'),
        404,
      );
    }
    const outcome = (request.body as Record<string, unknown> | undefined)?.outcome;
    if (outcome !== 'won' && outcome !== 'lost') {
      return html(reply, messagePage('Choose an outcome', 'Close it as won or lost.'), 400);
    }
    for (const event of await sandbox.closeChargeback(request.params.id, outcome)) {
      void deliver(event);
    }
    return html(reply, messagePage(`Chargeback ${outcome}`, 'The event is on its way.'));
  });

  app.get('/sandbox/onboarding/:id', routeOptions, async (request, reply) => {
    const own = await ownLink(request.user, request.params.id);
    if (own.visitor) return signInFirst(reply, own.page);
    const { link } = own;
    if (!link) return linkNotFound(reply);
    if (link.expired) return reply.redirect(link.refreshUrl, 303);
    return html(reply, onboardingPage(link));
  });

  app.post('/sandbox/onboarding/:id/complete', routeOptions, async (request, reply) => {
    const own = await ownLink(request.user, request.params.id);
    if (own.visitor) return signInFirst(reply, own.page);
    const { link } = own;
    if (!link) return linkNotFound(reply);
    if (link.expired) return reply.redirect(link.refreshUrl, 303);
    void deliver(await sandbox.completeOnboarding(link.accountId));
    return reply.redirect(link.returnUrl, 303);
  });

  app.post('/sandbox/onboarding/:id/abandon', routeOptions, async (request, reply) => {
    const own = await ownLink(request.user, request.params.id);
    if (own.visitor) return signInFirst(reply, own.page);
    if (!own.link) return linkNotFound(reply);
    return reply.redirect(own.link.refreshUrl, 303);
  });
}
