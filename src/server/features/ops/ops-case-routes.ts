/** Cases an operator decides: reports, disputes escalated to them, chargebacks. */
import { z } from 'zod';
import { idParamsSchema } from '@shared/contract/common.js';
import { decideDisputeSchema } from '@shared/contract/disputes.js';
import {
  clawbackResultSchema,
  clawbackSchema,
  decideDisputeResultSchema,
  opsChargebackSchema,
  opsCloseReportSchema,
  opsDisputeSchema,
  opsReportSchema,
  opsReportsQuerySchema,
} from '@shared/contract/ops.js';
import { reportSchema } from '@shared/contract/safety.js';
import { refusals } from '../../core/errors.js';
import { sendPage } from '../../core/pagination.js';
import { signedInUser } from '../../core/sessions.js';
import { getOpsChargeback, getOpsDispute } from './ops-cases.js';
import { decideDisputeAsOperator } from './ops-disputes.js';
import { clawBackChargeback } from './ops-payments.js';
import { closeReportAsOperator, listOpsReports, toOpsReport } from './ops-reports.js';
import type { App } from '../../core/types.js';
import type { OpsRouteKit } from './ops-route-kit.js';

export function opsCaseRoutes(app: App, { tags, read, write, as }: OpsRouteKit) {
  app.get(
    '/api/ops/reports',
    {
      ...read,
      schema: {
        tags,
        operationId: 'listOpsReports',
        summary: 'Reports: open ones oldest first, or closed ones newest first',
        querystring: opsReportsQuerySchema,
        response: { 200: z.array(opsReportSchema), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const rows = await listOpsReports({
        db: app.db,
        actor: signedInUser(request),
        input: request.query,
      });
      return sendPage(request, reply, rows, request.query.limit, toOpsReport);
    },
  );

  app.post(
    '/api/ops/reports/:id/close',
    {
      ...write,
      schema: {
        tags,
        operationId: 'closeReport',
        summary: 'Close a report with the outcome its reporter is told (and a reason for the log)',
        params: idParamsSchema,
        body: opsCloseReportSchema,
        response: { 200: reportSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) => {
      const { actor, ...context } = as(request, request.body.reason);
      return app.transaction((tx) =>
        closeReportAsOperator({
          tx,
          actor,
          input: { reportId: request.params.id, outcome: request.body.outcome, ...context },
        }),
      );
    },
  );

  app.get(
    '/api/ops/disputes/:id',
    {
      ...read,
      schema: {
        tags,
        operationId: 'getOpsDispute',
        summary:
          "A dispute's whole record: project, bid, payment, milestones, deliveries, messages, evidence, proposals",
        params: idParamsSchema,
        response: { 200: opsDisputeSchema, ...refusals(403, 404) },
      },
    },
    async (request) =>
      getOpsDispute({
        db: app.db,
        actor: signedInUser(request),
        input: { disputeId: request.params.id },
      }),
  );

  app.get(
    '/api/ops/chargebacks/:id',
    {
      ...read,
      schema: {
        tags,
        operationId: 'getOpsChargeback',
        summary: 'A chargeback and the record the provider asks for as evidence',
        params: idParamsSchema,
        response: { 200: opsChargebackSchema, ...refusals(403, 404) },
      },
    },
    async (request) =>
      getOpsChargeback({
        db: app.db,
        actor: signedInUser(request),
        input: { chargebackId: request.params.id },
      }),
  );

  app.post(
    '/api/ops/disputes/:id/decide',
    {
      ...write,
      schema: {
        tags,
        operationId: 'decideDispute',
        summary:
          'Decide a dispute: release cents to the developer, the rest back to the owner (reason required, shown to both)',
        params: idParamsSchema,
        body: decideDisputeSchema,
        response: { 200: decideDisputeResultSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) => {
      const { actor, ...context } = as(request, request.body.reason);
      return app.transaction((tx) =>
        decideDisputeAsOperator({
          tx,
          actor,
          input: { disputeId: request.params.id, release: request.body.release, ...context },
        }),
      );
    },
  );

  app.post(
    '/api/ops/chargebacks/:id/clawback',
    {
      ...write,
      schema: {
        tags,
        operationId: 'clawBackChargeback',
        summary:
          "Claw back cents of a lost chargeback from the developer's unsent earnings (idempotent by key)",
        params: idParamsSchema,
        body: clawbackSchema,
        response: { 200: clawbackResultSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) => {
      const { actor, ...context } = as(request, request.body.reason);
      return app.transaction((tx) =>
        clawBackChargeback({
          tx,
          actor,
          input: {
            chargebackId: request.params.id,
            amountCents: request.body.amountCents,
            idempotencyKey: request.body.idempotencyKey,
            ...context,
          },
        }),
      );
    },
  );
}
