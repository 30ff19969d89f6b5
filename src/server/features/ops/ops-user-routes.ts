/** Users: search, a user's record, suspend and reinstate, sessions, payouts held. */
import { z } from 'zod';
import { idParamsSchema } from '@shared/contract/common.js';
import {
  opsUserDetailSchema,
  opsUserSchema,
  opsUsersQuerySchema,
  reasonBodySchema,
  revokeSessionsSchema,
} from '@shared/contract/ops.js';
import { refusals } from '../../core/errors.js';
import { sendPage } from '../../core/pagination.js';
import { signedInUser } from '../../core/sessions.js';
import { setPayoutsHeld } from './ops-payments.js';
import {
  getOpsUser,
  reinstateUser,
  revokeSessions,
  searchUsers,
  suspendUser,
  toOpsUser,
} from './ops-users.js';
import type { App } from '../../core/types.js';
import type { OpsRouteKit } from './ops-route-kit.js';

export function opsUserRoutes(app: App, { tags, read, write, as }: OpsRouteKit) {
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
}
