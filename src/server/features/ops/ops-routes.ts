/**
 * The operator console's API (decisions.md, Operators): every route is under /api/ops/ and
 * guarded by operator() (401 signed out; 403 for anyone but an operator whose session passed the
 * second factor). Every write needs a reason (400 without), is refused cross-origin like every
 * write (core/security.ts), counts against its own limit per operator, and appends its audit
 * entry in the transaction of its change (audit.ts).
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema } from '@shared/contract/common.js';
import {
  auditEntrySchema,
  auditQuerySchema,
  opsProjectSchema,
  opsProjectsQuerySchema,
  opsUserDetailSchema,
  opsUserSchema,
  opsUsersQuerySchema,
  overviewSchema,
  reasonBodySchema,
  refundResultSchema,
  decideDisputeResultSchema,
  refundSchema,
  revokeSessionsSchema,
  clawbackResultSchema,
  clawbackSchema,
  opsChargebackSchema,
  opsCloseReportSchema,
  opsDisputeSchema,
  opsReportSchema,
  opsReportsQuerySchema,
  queueCountsSchema,
  queueItemSchema,
  queueQuerySchema,
} from '@shared/contract/ops.js';
import { reportSchema } from '@shared/contract/safety.js';
import { decideDisputeSchema } from '@shared/contract/disputes.js';
import { refusals } from '../../core/errors.js';
import { sendPage, setNextLink } from '../../core/pagination.js';
import { attemptLimit } from '../../core/security.js';
import { operator, signedInUser } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { auditCsv, listAudit, toAuditEntry } from './audit.js';
import { getOpsChargeback, getOpsDispute } from './ops-cases.js';
import { decideDisputeAsOperator } from './ops-disputes.js';
import { countQueue, encodeQueueCursor, listQueue, toQueueItem } from './ops-queue.js';
import { closeReportAsOperator, listOpsReports, toOpsReport } from './ops-reports.js';
import { clawBackChargeback, refundProject, setPayoutsHeld } from './ops-payments.js';
import { listOpsProjects, readOpsProject, setProjectHidden, toOpsProject } from './ops-projects.js';
import {
  getOpsUser,
  reinstateUser,
  revokeSessions,
  searchUsers,
  suspendUser,
  toOpsUser,
} from './ops-users.js';
import { getOverview } from './overview.js';

export interface OpsRoutesOptions {
  /** Operator writes a minute, per operator (default 30). */
  writesPerMinute?: number;
}

export async function opsRoutes(app: App, options: OpsRoutesOptions = {}) {
  const tags = ['ops'];
  const write = {
    onRequest: operator(),
    config: attemptLimit('ops-write', options.writesPerMinute ?? 30, 'user'),
  };
  const read = { onRequest: operator() };
  /** What an operator's command takes besides its input: who, why, from where. */
  const as = (request: FastifyRequest, reason: string) => ({
    actor: signedInUser(request),
    reason,
    address: request.ip,
  });

  app.get(
    '/api/ops/overview',
    {
      ...read,
      schema: {
        tags,
        operationId: 'getOpsOverview',
        summary: 'Money held, released, refunded and earned this month; what waits',
        response: { 200: overviewSchema, ...refusals(403) },
      },
    },
    async () => getOverview(app.db),
  );

  app.get(
    '/api/ops/queue',
    {
      ...read,
      schema: {
        tags,
        operationId: 'listOpsQueue',
        summary:
          'What waits for an operator, oldest first: escalated disputes, chargebacks, reports, held releases',
        querystring: queueQuerySchema,
        response: { 200: z.array(queueItemSchema), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      const rows = await listQueue({
        db: app.db,
        actor: signedInUser(request),
        input: request.query,
      });
      const page = rows.slice(0, limit);
      if (rows.length > limit) {
        setNextLink(request, reply, encodeQueueCursor(page[page.length - 1]!), limit);
      }
      return page.map(toQueueItem);
    },
  );

  app.get(
    '/api/ops/queue/counts',
    {
      ...read,
      schema: {
        tags,
        operationId: 'getOpsQueueCounts',
        summary: "How many of each kind wait in the queue (the console's navigation)",
        response: { 200: queueCountsSchema, ...refusals(403) },
      },
    },
    async () => countQueue(app.db),
  );

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

  app.get(
    '/api/ops/audit',
    {
      ...read,
      schema: {
        tags,
        operationId: 'listAuditEntries',
        summary: 'The audit log, newest first (by operator, target, action)',
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const rows = await listAudit(app.db, request.query);
      return sendPage(request, reply, rows, request.query.limit, toAuditEntry);
    },
  );

  app.get(
    '/api/ops/audit.csv',
    {
      ...read,
      config: { openapi: { download: ['text/csv'] } },
      schema: {
        tags,
        operationId: 'exportAuditEntries',
        summary: 'The audit log as CSV, with the same filters (newest first)',
        querystring: auditQuerySchema.omit({ limit: true, cursor: true }),
        // A download: the CSV text as it is (documented as text/csv, not JSON).
        response: { 200: z.unknown(), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const csv = await auditCsv(app.db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="finishline-audit-${day}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/api/ops/users',
    {
      ...read,
      schema: {
        tags,
        operationId: 'listOpsUsers',
        summary: 'Users by name or email, newest first',
        querystring: opsUsersQuerySchema,
        response: { 200: z.array(opsUserSchema), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const rows = await searchUsers({
        db: app.db,
        actor: signedInUser(request),
        input: request.query,
      });
      return sendPage(request, reply, rows, request.query.limit, toOpsUser);
    },
  );

  app.get(
    '/api/ops/users/:id',
    {
      ...read,
      schema: {
        tags,
        operationId: 'getOpsUser',
        summary: "A user's role, status, projects, bids, payments, sessions and audit entries",
        params: idParamsSchema,
        response: { 200: opsUserDetailSchema, ...refusals(403, 404) },
      },
    },
    async (request) =>
      getOpsUser({
        db: app.db,
        actor: signedInUser(request),
        input: { userId: request.params.id },
      }),
  );

  const userAction = (
    path: string,
    operationId: string,
    summary: string,
    run: typeof suspendUser,
  ) =>
    app.post(
      `/api/ops/users/:id/${path}`,
      {
        ...write,
        schema: {
          tags,
          operationId,
          summary,
          params: idParamsSchema,
          body: reasonBodySchema,
          response: { 200: opsUserSchema, ...refusals(403, 404, 409) },
        },
      },
      async (request) => {
        const { actor, ...context } = as(request, request.body.reason);
        return app.transaction((tx) =>
          run({ tx, actor, input: { userId: request.params.id, ...context } }),
        );
      },
    );
  userAction(
    'suspend',
    'suspendUser',
    'Suspend a user: signed out everywhere, hidden, money waits',
    suspendUser,
  );
  userAction('reinstate', 'reinstateUser', 'Reinstate a suspended user', reinstateUser);

  app.post(
    '/api/ops/users/:id/sessions/revoke',
    {
      ...write,
      schema: {
        tags,
        operationId: 'revokeUserSessions',
        summary: "End one of a user's sessions (by its handle), or all of them",
        params: idParamsSchema,
        body: revokeSessionsSchema,
        response: { 200: z.object({ ended: z.number() }), ...refusals(403, 404, 409) },
      },
    },
    async (request) => {
      const { actor, ...context } = as(request, request.body.reason);
      return app.transaction((tx) =>
        revokeSessions({
          tx,
          actor,
          input: { userId: request.params.id, handle: request.body.handle, ...context },
        }),
      );
    },
  );

  for (const held of [true, false]) {
    app.post(
      `/api/ops/users/:id/payouts/${held ? 'hold' : 'release'}`,
      {
        ...write,
        schema: {
          tags,
          operationId: held ? 'holdPayouts' : 'releasePayouts',
          summary: held
            ? "Hold a developer's payouts (releases wait)"
            : "Let a developer's held payouts go",
          params: idParamsSchema,
          body: reasonBodySchema,
          response: {
            200: z.object({ userId: z.number(), payoutsHeld: z.boolean() }),
            ...refusals(403, 404, 409),
          },
        },
      },
      async (request) => {
        const { actor, ...context } = as(request, request.body.reason);
        return app.transaction((tx) =>
          setPayoutsHeld({ tx, actor, input: { userId: request.params.id, held, ...context } }),
        );
      },
    );
  }

  app.get(
    '/api/ops/projects',
    {
      ...read,
      schema: {
        tags,
        operationId: 'listOpsProjects',
        summary: 'Projects by name or id, newest first, hidden or not',
        querystring: opsProjectsQuerySchema,
        response: { 200: z.array(opsProjectSchema), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const rows = await listOpsProjects({
        db: app.db,
        actor: signedInUser(request),
        input: request.query,
      });
      return sendPage(request, reply, rows, request.query.limit, toOpsProject);
    },
  );

  app.get(
    '/api/ops/projects/:id',
    {
      ...read,
      schema: {
        tags,
        operationId: 'getOpsProject',
        summary: 'A project as operators see it (hidden, held money)',
        params: idParamsSchema,
        response: { 200: opsProjectSchema, ...refusals(403, 404) },
      },
    },
    async (request) => {
      signedInUser(request);
      return readOpsProject(app.db, request.params.id);
    },
  );

  for (const hidden of [true, false]) {
    app.post(
      `/api/ops/projects/:id/${hidden ? 'hide' : 'show'}`,
      {
        ...write,
        schema: {
          tags,
          operationId: hidden ? 'hideProject' : 'showProject',
          summary: hidden
            ? 'Hide a project from everyone but its parties (the owner sees the reason)'
            : 'Show a hidden project again',
          params: idParamsSchema,
          body: reasonBodySchema,
          response: { 200: opsProjectSchema, ...refusals(403, 404, 409) },
        },
      },
      async (request) => {
        const { actor, ...context } = as(request, request.body.reason);
        return app.transaction((tx) =>
          setProjectHidden({
            tx,
            actor,
            input: { projectId: request.params.id, hidden, ...context },
          }),
        );
      },
    );
  }

  app.post(
    '/api/ops/projects/:id/refund',
    {
      ...write,
      schema: {
        tags,
        operationId: 'refundProject',
        summary: 'Refund all or part (amountCents) of what a project holds to its owner',
        params: idParamsSchema,
        body: refundSchema,
        response: { 200: refundResultSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) => {
      const { actor, ...context } = as(request, request.body.reason);
      return app.transaction((tx) =>
        refundProject({
          tx,
          actor,
          input: {
            projectId: request.params.id,
            amountCents: request.body.amountCents,
            ...context,
          },
        }),
      );
    },
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
