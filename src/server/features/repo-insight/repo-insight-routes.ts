/**
 * /api/projects/{id}/insight (the snapshot, as the project's visibility allows) and its refresh
 * (the owner; 202, the job reads the repository after), and the browse cards' few facts.
 */
import { z } from 'zod';
import { idParamsSchema } from '@shared/contract/common.js';
import {
  repoInsightSchema,
  repoSummariesQuerySchema,
  repoSummarySchema,
} from '@shared/contract/repo-insight.js';
import { refusals } from '../../core/errors.js';
import { signedIn, signedInUser } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { getRepoInsight, listRepoSummaries } from './read-insight.js';
import { refreshRepoInsight } from './request-analysis.js';

export async function repoInsightRoutes(app: App) {
  const tags = ['repo-insight'];

  app.get(
    '/api/projects/:id/insight',
    {
      schema: {
        tags,
        operationId: 'getRepoInsight',
        summary:
          "The project's repository snapshot: what was read from its code link at one commit (pending until read; failed or refused with a sentence)",
        params: idParamsSchema,
        response: { 200: repoInsightSchema, ...refusals(404) },
      },
    },
    (request) =>
      getRepoInsight({ db: app.db, actor: request.user, input: { projectId: request.params.id } }),
  );

  app.post(
    '/api/projects/:id/insight/refresh',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'refreshRepoInsight',
        summary: "Read the project's repository again (its owner; at most once a minute)",
        params: idParamsSchema,
        response: { 202: z.null(), ...refusals(403, 404, 429) },
      },
    },
    async (request, reply) => {
      await app.transaction((tx) =>
        refreshRepoInsight({
          tx,
          actor: signedInUser(request),
          input: { projectId: request.params.id },
        }),
      );
      return reply.status(202).send(null);
    },
  );

  app.get(
    '/api/insight/summaries',
    {
      schema: {
        tags,
        operationId: 'listRepoSummaries',
        summary: 'A few facts of the snapshots of up to 50 projects (the browse cards)',
        querystring: repoSummariesQuerySchema,
        response: { 200: z.array(repoSummarySchema), ...refusals(400) },
      },
    },
    (request) =>
      listRepoSummaries({
        db: app.db,
        actor: request.user,
        input: { projectIds: request.query.ids },
      }),
  );
}
