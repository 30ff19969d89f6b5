/** The console's first page: the overview of money and the queue of what waits. */
import { z } from 'zod';
import {
  overviewSchema,
  queueCountsSchema,
  queueItemSchema,
  queueQuerySchema,
} from '@shared/contract/ops.js';
import { refusals } from '../../core/errors.js';
import { setNextLink } from '../../core/pagination.js';
import { signedInUser } from '../../core/sessions.js';
import { countQueue, encodeQueueCursor, listQueue, toQueueItem } from './ops-queue.js';
import { getOverview } from './overview.js';
import type { App } from '../../core/types.js';
import type { OpsRouteKit } from './ops-route-kit.js';

export function opsQueueRoutes(app: App, { tags, read }: OpsRouteKit) {
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
}
