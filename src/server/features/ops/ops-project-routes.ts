/** Projects: search, one project as operators see it, hide and show, refund what it holds. */
import { z } from 'zod';
import { idParamsSchema } from '@shared/contract/common.js';
import {
  opsProjectSchema,
  opsProjectsQuerySchema,
  reasonBodySchema,
  refundResultSchema,
  refundSchema,
} from '@shared/contract/ops.js';
import { refusals } from '../../core/errors.js';
import { sendPage } from '../../core/pagination.js';
import { signedInUser } from '../../core/sessions.js';
import { refundProject } from './ops-payments.js';
import { listOpsProjects, readOpsProject, setProjectHidden, toOpsProject } from './ops-projects.js';
import type { App } from '../../core/types.js';
import type { OpsRouteKit } from './ops-route-kit.js';

export function opsProjectRoutes(app: App, { tags, read, write, as }: OpsRouteKit) {
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
}
