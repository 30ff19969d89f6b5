/**
 * Paying and the money screens' reads (spec 7; decisions.md, Money). Every route acts for the
 * session's user: only a project's owner pays or sees its payment history; only its developer
 * sees their earnings. Approving a delivery, which releases the money, is the milestones feature's.
 */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { totalSpendingSchema } from '@shared/contract/bids.js';
import { idParamsSchema } from '@shared/contract/common.js';
import {
  earningsSchema,
  payResponseSchema,
  paymentViewSchema,
  paymentsQuerySchema,
  receiptParamsSchema,
  receiptViewSchema,
} from '@shared/contract/payments.js';
import { PAYMENT_MESSAGES } from '@shared/contract/payments-rules.js';
import { forbidden, notFound, refusals } from '../../core/errors.js';
import { sendPage } from '../../core/pagination.js';
import { signedInUser, signedIn } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { payments } from '../../db/schema.js';
import { applyCheckoutState } from './confirm-payment.js';
import {
  findPaymentView,
  getEarnings,
  getTotalSpending,
  listOwnerPayments,
  toPaymentView,
} from './payment-views.js';
import { developerEarningsCsv, ownerPaymentsCsv } from './exports.js';
import { attachCheckout, preparePayment } from './prepare-payment.js';
import { findReceiptFor, toReceiptView } from './receipts.js';

/** Streams a CSV export as a download, never cached (it is one user's money). */
function sendCsv(reply: FastifyReply, name: string, rows: AsyncGenerator<string>) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="finishline-${name}-${day}.csv"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Readable.from(rows));
}

export async function paymentsRoutes(app: App) {
  const tags = ['payments'];
  const { provider } = app.payments;

  app.post(
    '/api/bids/:id/pay',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'startPayment',
        summary: 'Open (or reopen) the hosted checkout for an accepted bid; the owner only',
        params: idParamsSchema,
        response: { 200: payResponseSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const { payment, bid, project } = await app.transaction((tx) =>
        preparePayment({ tx, actor, input: { bidId: request.params.id, provider: provider.name } }),
      );
      if (payment.checkoutUrl) return { checkoutUrl: payment.checkoutUrl, paymentId: payment.id };

      // The configured site, never the request's Host (which the client chooses), but for a
      // loopback address of this server in development (core/return-origin.ts).
      const origin = app.returnOrigin(request);
      // Keyed by our payment: a retry (double click, crash) gets the same session back.
      const session = await provider.createCheckoutSession({
        amount: payment.amount,
        description: `Finishline: ${project.name}`,
        successUrl: `${origin}/payment/bid/${bid.id}/return?payment=${payment.id}`,
        cancelUrl: `${origin}/payment/bid/${bid.id}?canceled=true`,
        transferGroup: `project-${project.id}`,
        metadata: {
          paymentId: String(payment.id),
          bidId: String(bid.id),
          projectId: String(project.id),
        },
        idempotencyKey: `checkout-${payment.id}`,
      });
      const saved = await app.transaction((tx) =>
        attachCheckout({ tx, actor: null, input: { paymentId: payment.id, session } }),
      );
      return { checkoutUrl: saved.checkoutUrl!, paymentId: saved.id };
    },
  );

  app.get(
    '/api/payments/:id',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'getPayment',
        summary: "A payment and where its money is (the project's owner and developer)",
        params: idParamsSchema,
        response: { 200: paymentViewSchema, ...refusals(404) },
      },
    },
    async (request) => {
      const view = await findPaymentView({
        db: app.db,
        actor: signedInUser(request),
        input: { paymentId: request.params.id },
      });
      if (!view) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
      return view;
    },
  );

  app.post(
    '/api/payments/:id/sync',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'syncPayment',
        summary:
          'Ask the provider how a pending checkout stands (for a return page whose webhook is late)',
        params: idParamsSchema,
        response: { 200: paymentViewSchema, ...refusals(404) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const input = { paymentId: request.params.id };
      const view = await findPaymentView({ db: app.db, actor, input });
      if (!view) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
      const [row] = await app.db
        .select({ checkoutSessionId: payments.checkoutSessionId })
        .from(payments)
        .where(eq(payments.id, view.id));
      if (view.status !== 'pending' || !row?.checkoutSessionId) return view;
      // The provider's word, read by the server: never what the browser's return URL claims.
      const session = await provider.retrieveCheckoutSession(row.checkoutSessionId);
      await app.transaction((tx) => applyCheckoutState({ tx, actor: null, input: { session } }));
      return (await findPaymentView({ db: app.db, actor, input }))!;
    },
  );

  app.get(
    '/api/users/:id/payments',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'listUserPayments',
        summary: "The signed-in owner's payments, newest first: amount, fee, refunds",
        params: idParamsSchema,
        querystring: paymentsQuerySchema,
        response: { 200: z.array(paymentViewSchema), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      if (request.params.id !== actor.id) throw forbidden(PAYMENT_MESSAGES.ownPaymentsOnly);
      const rows = await listOwnerPayments({ db: app.db, actor, input: request.query });
      return sendPage(request, reply, rows, request.query.limit, toPaymentView);
    },
  );

  app.get(
    '/api/users/:id/earnings',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'getEarnings',
        summary:
          "The signed-in developer's money: held, waiting for onboarding, in transit, paid out",
        params: idParamsSchema,
        response: { 200: earningsSchema, ...refusals(403) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      if (request.params.id !== actor.id) throw forbidden(PAYMENT_MESSAGES.ownEarningsOnly);
      if (actor.role !== 'developer') throw forbidden(PAYMENT_MESSAGES.developersOnly);
      return getEarnings({ db: app.db, actor, input: undefined });
    },
  );

  app.get(
    '/api/users/:id/total-spending',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'getTotalSpending',
        summary:
          'What the signed-in user has paid for their own projects, less refunds, in dollars',
        params: idParamsSchema,
        response: { 200: totalSpendingSchema, ...refusals(403) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      if (request.params.id !== actor.id) throw forbidden(PAYMENT_MESSAGES.ownSpendingOnly);
      return { totalSpent: await getTotalSpending({ db: app.db, actor, input: undefined }) };
    },
  );

  app.get(
    '/api/receipts/:number',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'getReceipt',
        summary: 'A numbered receipt of a payment or refund (its payer and operators only)',
        params: receiptParamsSchema,
        response: { 200: receiptViewSchema, ...refusals(404) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const operator = user.isOperator && Boolean(request.secondFactor);
      const facts = await findReceiptFor(app.db, { user, operator }, request.params.number);
      if (!facts) throw notFound(PAYMENT_MESSAGES.receiptNotFound);
      return toReceiptView(facts);
    },
  );

  app.get(
    '/api/users/:id/payments/export',
    {
      onRequest: signedIn(),
      config: { openapi: { download: ['text/csv'] } },
      schema: {
        tags,
        operationId: 'exportUserPayments',
        summary: "The signed-in owner's payments as CSV, newest first (amounts in dollars)",
        params: idParamsSchema,
        // The CSV's bytes, streamed as they are read (exports.ts).
        response: { 200: z.unknown(), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      if (request.params.id !== actor.id) throw forbidden(PAYMENT_MESSAGES.ownPaymentsOnly);
      return sendCsv(reply, 'payments', ownerPaymentsCsv(app.db, actor));
    },
  );

  app.get(
    '/api/users/:id/earnings/export',
    {
      onRequest: signedIn(),
      config: { openapi: { download: ['text/csv'] } },
      schema: {
        tags,
        operationId: 'exportEarnings',
        summary: "The signed-in developer's releases as CSV, newest first (amounts in dollars)",
        params: idParamsSchema,
        response: { 200: z.unknown(), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      if (request.params.id !== actor.id) throw forbidden(PAYMENT_MESSAGES.ownEarningsOnly);
      if (actor.role !== 'developer') throw forbidden(PAYMENT_MESSAGES.developersOnly);
      return sendCsv(reply, 'earnings', developerEarningsCsv(app.db, actor.id));
    },
  );
}
