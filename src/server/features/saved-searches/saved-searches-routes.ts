/**
 * /api/saved-searches: the signed-in developer's own saved searches (decisions.md, "Saved searches
 * and choosing a bid"). Another user's search is a 404.
 */
import { z } from 'zod';
import { idParamsSchema } from '@shared/contract/common.js';
import {
  createSavedSearchSchema,
  savedSearchSchema,
  updateSavedSearchSchema,
} from '@shared/contract/saved-searches.js';
import { refusals } from '../../core/errors.js';
import { signedIn, signedInUser } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './manage-saved-searches.js';

export async function savedSearchesRoutes(app: App) {
  const tags = ['saved-searches'];

  app.get(
    '/api/saved-searches',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'listSavedSearches',
        summary: 'Your saved searches, newest first (at most 20)',
        response: { 200: z.array(savedSearchSchema) },
      },
    },
    (request) => listSavedSearches({ db: app.db, actor: signedInUser(request), input: null }),
  );

  app.post(
    '/api/saved-searches',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'createSavedSearch',
        summary:
          'Save a browse search with a name and a cadence: instant alerts, or a daily or weekly digest (developers; at most 20)',
        body: createSavedSearchSchema,
        response: { 201: savedSearchSchema, ...refusals(403, 409) },
      },
    },
    async (request, reply) => {
      const saved = await app.transaction((tx) =>
        createSavedSearch({ tx, actor: signedInUser(request), input: request.body }),
      );
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    '/api/saved-searches/:id',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'updateSavedSearch',
        summary: 'Change one of your saved searches: its name, filters or cadence',
        params: idParamsSchema,
        body: updateSavedSearchSchema,
        response: { 200: savedSearchSchema, ...refusals(404) },
      },
    },
    (request) =>
      app.transaction((tx) =>
        updateSavedSearch({
          tx,
          actor: signedInUser(request),
          input: { id: request.params.id, changes: request.body },
        }),
      ),
  );

  app.delete(
    '/api/saved-searches/:id',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'deleteSavedSearch',
        summary: 'Delete one of your saved searches',
        params: idParamsSchema,
        response: { 204: z.null(), ...refusals(404) },
      },
    },
    async (request, reply) => {
      await app.transaction((tx) =>
        deleteSavedSearch({ tx, actor: signedInUser(request), input: { id: request.params.id } }),
      );
      return reply.status(204).send(null);
    },
  );
}
