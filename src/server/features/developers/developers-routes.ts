import { apiErrorSchema } from '@shared/contract/common.js';
import {
  developerCardSchema,
  developerProfileSchema,
  developerStatsSchema,
  developersQuerySchema,
  usernameParamsSchema,
} from '@shared/contract/developers.js';
import { z } from 'zod';
import { sendPage } from '../../core/pagination.js';
import type { App } from '../../core/types.js';
import { toDeveloperCard, toDeveloperProfile } from './developer-view.js';
import { findDeveloper } from './find-developer.js';
import { getDeveloperStats } from './get-developer-stats.js';
import { listDevelopers } from './list-developers.js';

/** The developer directory and public profiles: open to visitors, public fields only. */
export async function developersRoutes(app: App) {
  const tags = ['developers'];

  app.get(
    '/api/developers',
    {
      schema: {
        tags,
        summary: 'The developer directory, newest first (filters: available, skills, q)',
        querystring: developersQuerySchema,
        response: { 200: z.array(developerCardSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const rows = await listDevelopers({ db: app.db, actor: null, input: request.query });
      return sendPage(request, reply, rows, request.query.limit, toDeveloperCard);
    },
  );

  app.get(
    '/api/developers/:username',
    {
      schema: {
        tags,
        summary: "A developer's public profile (404 for unknown usernames and for creators)",
        params: usernameParamsSchema,
        response: { 200: developerProfileSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      toDeveloperProfile(await findDeveloper({ db: app.db, actor: null, input: request.params })),
  );

  app.get(
    '/api/developers/:username/stats',
    {
      schema: {
        tags,
        summary: "A developer's stats and portfolio of completed projects",
        params: usernameParamsSchema,
        response: { 200: developerStatsSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getDeveloperStats({ db: app.db, actor: null, input: request.params }),
  );
}
