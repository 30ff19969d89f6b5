/**
 * Milestones and deliveries (issue 12). The project's owner and developer only: anyone else gets
 * 404 for the project, its milestones and its deliveries. Approving the project's work as a whole
 * (`/api/projects/:id/approve-delivery`, with or without a formal delivery) is the owner's: 403
 * for anyone else.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, isLocalRepositoryLink } from '@shared/contract/common.js';
import { EVIDENCE_MESSAGES } from '@shared/contract/delivery-evidence-rules.js';
import {
  completeMilestoneSchema,
  createDeliverySchema,
  createMilestoneSchema,
  deliverySchema,
  milestoneSchema,
  requestChangesSchema,
} from '@shared/contract/milestones.js';
import { badRequest, refusals } from '../../core/errors.js';
import { signedInUser, signedIn } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { approveDelivery } from './approve-delivery.js';
import {
  findDelivery,
  listDeliveries,
  requestDeliveryChanges,
  submitDelivery,
  toDelivery,
} from './deliveries.js';
import {
  addMilestone,
  approveMilestone,
  completeMilestone,
  listMilestones,
  requestMilestoneChanges,
} from './milestones.js';

export async function milestonesRoutes(
  app: App,
  options: { autoApproveDays: number; allowLocalRepositories: boolean },
) {
  const tags = ['milestones'];
  const { autoApproveDays } = options;
  const route = { onRequest: signedIn() } as const;
  /** A fork on this machine or a private network only where local repositories are read. */
  const refuseLocalRepository = (repository: string | null) => {
    if (repository && !options.allowLocalRepositories && isLocalRepositoryLink(repository)) {
      throw badRequest(EVIDENCE_MESSAGES.repository, {
        repository: [EVIDENCE_MESSAGES.repository],
      });
    }
  };

  app.get(
    '/api/projects/:id/milestones',
    {
      ...route,
      schema: {
        tags,
        operationId: 'listMilestones',
        summary: "A paid project's milestones, oldest first (its owner and developer)",
        params: idParamsSchema,
        response: { 200: z.array(milestoneSchema), ...refusals(403, 404) },
      },
    },
    async (request) =>
      listMilestones({
        db: app.db,
        actor: signedInUser(request),
        input: { projectId: request.params.id },
      }),
  );

  app.post(
    '/api/projects/:id/milestones',
    {
      ...route,
      schema: {
        tags,
        operationId: 'createMilestone',
        summary: 'The owner adds a milestone to a paid project (all milestones within the bid)',
        params: idParamsSchema,
        body: createMilestoneSchema,
        response: { 201: milestoneSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const milestone = await app.transaction((tx) =>
        addMilestone({
          tx,
          actor: signedInUser(request),
          input: { projectId: request.params.id, ...request.body },
        }),
      );
      return reply.status(201).send(milestone);
    },
  );

  const milestoneAction = (
    path: string,
    operationId: string,
    summary: string,
    run: (
      request: FastifyRequest<{ Params: { id: number } }>,
    ) => Promise<z.infer<typeof milestoneSchema>>,
    body?: typeof requestChangesSchema | typeof completeMilestoneSchema,
  ) =>
    app.post(
      `/api/milestones/:id/${path}`,
      {
        ...route,
        schema: {
          tags,
          operationId,
          summary,
          params: idParamsSchema,
          ...(body && { body }),
          response: { 200: milestoneSchema, ...refusals(403, 404, 409) },
        },
      },
      async (request) => run(request as FastifyRequest<{ Params: { id: number } }>),
    );

  milestoneAction(
    'complete',
    'completeMilestone',
    'The developer marks a milestone completed, perhaps naming the code: a repository (the code link by default, or a fork) and a ref (branch, tag or commit)',
    (request) => {
      const body = request.body as z.infer<typeof completeMilestoneSchema>;
      refuseLocalRepository(body?.repository ?? null);
      return app.transaction((tx) =>
        completeMilestone({
          tx,
          actor: signedInUser(request),
          input: {
            milestoneId: request.params.id,
            autoApproveDays,
            repository: body?.repository ?? null,
            ref: body?.ref ?? null,
          },
        }),
      );
    },
    completeMilestoneSchema,
  );
  milestoneAction(
    'approve',
    'approveMilestone',
    'The owner approves a completed milestone: its share is released',
    (request) =>
      app.transaction((tx) =>
        approveMilestone({
          tx,
          actor: signedInUser(request),
          input: { milestoneId: request.params.id },
        }),
      ),
  );
  milestoneAction(
    'request-changes',
    'requestMilestoneChanges',
    'The owner sends a completed milestone back with a note',
    (request) =>
      app.transaction((tx) =>
        requestMilestoneChanges({
          tx,
          actor: signedInUser(request),
          input: {
            milestoneId: request.params.id,
            note: (request.body as z.infer<typeof requestChangesSchema>).note,
          },
        }),
      ),
    requestChangesSchema,
  );

  app.get(
    '/api/projects/:id/deliveries',
    {
      ...route,
      schema: {
        tags,
        operationId: 'listDeliveries',
        summary: "A paid project's deliveries, newest first (its owner and developer)",
        params: idParamsSchema,
        response: { 200: z.array(deliverySchema), ...refusals(403, 404) },
      },
    },
    async (request) =>
      listDeliveries({
        db: app.db,
        actor: signedInUser(request),
        input: { projectId: request.params.id },
      }),
  );

  app.post(
    '/api/projects/:id/deliveries',
    {
      ...route,
      schema: {
        tags,
        operationId: 'createDelivery',
        summary:
          'The developer delivers the work: a message, an optional link, and the repository and ref (branch, tag or commit) delivered',
        params: idParamsSchema,
        body: createDeliverySchema,
        response: { 201: deliverySchema, ...refusals(403, 404, 409) },
      },
    },
    async (request, reply) => {
      refuseLocalRepository(request.body.repository);
      const delivery = await app.transaction((tx) =>
        submitDelivery({
          tx,
          actor: signedInUser(request),
          input: { projectId: request.params.id, ...request.body, autoApproveDays },
        }),
      );
      return reply.status(201).send(delivery);
    },
  );

  app.post(
    '/api/projects/:id/approve-delivery',
    {
      ...route,
      schema: {
        tags,
        operationId: 'approveProjectDelivery',
        summary:
          'The owner approves the delivery: the project completes and the held money is released',
        params: idParamsSchema,
        response: {
          200: z.object({ released: z.number(), releaseStatus: z.string().nullable() }),
          ...refusals(403, 404, 409),
        },
      },
    },
    async (request) => {
      const { release } = await app.transaction((tx) =>
        approveDelivery({
          tx,
          actor: signedInUser(request),
          input: { projectId: request.params.id },
        }),
      );
      return { released: release?.developerAmount ?? 0, releaseStatus: release?.status ?? null };
    },
  );

  app.post(
    '/api/deliveries/:id/approve',
    {
      ...route,
      schema: {
        tags,
        operationId: 'approveDelivery',
        summary:
          'The owner approves a delivery: the project completes and the held money is released',
        params: idParamsSchema,
        response: { 200: deliverySchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      return app.transaction(async (tx) => {
        const { delivery } = await findDelivery(tx, request.params.id, actor);
        await approveDelivery({ tx, actor, input: { projectId: delivery.projectId } });
        return toDelivery((await findDelivery(tx, delivery.id, actor)).delivery);
      });
    },
  );

  app.post(
    '/api/deliveries/:id/request-changes',
    {
      ...route,
      schema: {
        tags,
        operationId: 'requestDeliveryChanges',
        summary: 'The owner asks for changes to a delivery, with a note',
        params: idParamsSchema,
        body: requestChangesSchema,
        response: { 200: deliverySchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) =>
      app.transaction((tx) =>
        requestDeliveryChanges({
          tx,
          actor: signedInUser(request),
          input: { deliveryId: request.params.id, note: request.body.note },
        }),
      ),
  );
}
