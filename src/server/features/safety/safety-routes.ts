/**
 * Reports and blocks (decisions.md, "Reports and blocks"; docs/decisions/safety.md). Every route
 * acts for the session's user. Reports go to the operators' queue, read and closed through
 * `listOpenReports` and `closeReport` by the operators' routes; blocks are read by their blocker
 * alone.
 */
import { z } from 'zod';
import { idSchema, numberFromText } from '@shared/contract/common.js';
import {
  blockSchema,
  blockStateSchema,
  blocksQuerySchema,
  createBlockSchema,
  createReportSchema,
  reportSchema,
} from '@shared/contract/safety.js';
import { REPORT_LIMITS } from '@shared/contract/safety-rules.js';
import { refusals } from '../../core/errors.js';
import { sendPage } from '../../core/pagination.js';
import { attemptLimit } from '../../core/security.js';
import { signedInUser, signedIn } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { blockUser, getBlockState, listBlocks, toBlock, unblockUser } from './blocks.js';
import { createReport } from './create-report.js';

const userIdParamsSchema = z.object({ userId: numberFromText(idSchema) });

export async function safetyRoutes(app: App) {
  const tags = ['safety'];

  app.post(
    '/api/reports',
    {
      // Besides the limit on every write: reports reach people who read each one.
      config: attemptLimit('report', REPORT_LIMITS.perMinute, 'user'),
      onRequest: signedIn(),
      schema: {
        tags,
        summary: 'Report a project, a profile, a bid or a message to the operators',
        operationId: 'createReport',
        body: createReportSchema,
        response: { 201: reportSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const report = await app.transaction((tx) =>
        createReport({ tx, actor: signedInUser(request), input: request.body }),
      );
      return reply.status(201).send(report);
    },
  );

  app.get(
    '/api/blocks',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        summary: 'The users the signed-in user blocked, newest first',
        operationId: 'listBlocks',
        querystring: blocksQuerySchema,
        response: { 200: z.array(blockSchema) },
      },
    },
    async (request, reply) => {
      const rows = await listBlocks({
        db: app.db,
        actor: signedInUser(request),
        input: request.query,
      });
      return sendPage(request, reply, rows, request.query.limit, toBlock);
    },
  );

  app.get(
    '/api/blocks/:userId',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        summary: 'Whether the signed-in user blocked this user (never whether they are blocked)',
        operationId: 'getBlockState',
        params: userIdParamsSchema,
        response: { 200: blockStateSchema, ...refusals(400, 404) },
      },
    },
    async (request) =>
      getBlockState({
        db: app.db,
        actor: signedInUser(request),
        input: { userId: request.params.userId },
      }),
  );

  app.post(
    '/api/blocks',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        summary: 'Block a user: no new bids, messages or conversations between you, either way',
        operationId: 'blockUser',
        body: createBlockSchema,
        response: { 200: blockSchema, ...refusals(404) },
      },
    },
    async (request) =>
      app.transaction((tx) => blockUser({ tx, actor: signedInUser(request), input: request.body })),
  );

  app.delete(
    '/api/blocks/:userId',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        summary: 'Unblock a user',
        operationId: 'unblockUser',
        params: userIdParamsSchema,
        response: { 204: z.null(), ...refusals(400, 404) },
      },
    },
    async (request, reply) => {
      await app.transaction((tx) =>
        unblockUser({
          tx,
          actor: signedInUser(request),
          input: { userId: request.params.userId },
        }),
      );
      return reply.status(204).send(null);
    },
  );
}
