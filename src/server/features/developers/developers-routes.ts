import {
  developerCardSchema,
  developerProfileSchema,
  developerStatsSchema,
  developersQuerySchema,
  usernameParamsSchema,
} from '@shared/contract/developers.js';
import { z } from 'zod';
import { refusals } from '../../core/errors.js';
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
        operationId: 'listDevelopers',
        summary: 'The developer directory, newest first (filters: available, skills, q)',
        querystring: developersQuerySchema,
        response: { 200: z.array(developerCardSchema) },
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
        operationId: 'getDeveloper',
        summary: "A developer's public profile (404 for unknown usernames and for creators)",
        params: usernameParamsSchema,
        response: { 200: developerProfileSchema, ...refusals(404) },
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
        operationId: 'getDeveloperStats',
        summary: "A developer's stats and portfolio of completed projects",
        params: usernameParamsSchema,
        response: { 200: developerStatsSchema, ...refusals(404) },
      },
    },
    async (request) => getDeveloperStats({ db: app.db, actor: null, input: request.params }),
  );
}
