/**
 * Your data (docs/decisions/your-data.md): the data export (`POST` starts one, at most one a day;
 * `GET /api/users/{id}/export` its state and link; the archive for its owner only), built by the
 * job `your-data.export`; and closing an account, by its holder (`POST /api/users/{id}/close`)
 * or by an operator on request (`POST /api/ops/users/{id}/close`, with a reason, audit-logged),
 * under the same rules.
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { idParamsSchema } from '@shared/contract/common.js';
import { opsUserSchema, reasonBodySchema } from '@shared/contract/ops.js';
import { closeAccountSchema, dataExportStatusSchema } from '@shared/contract/your-data.js';
import { CLOSE_MESSAGES, EXPORT_MESSAGES } from '@shared/contract/your-data-rules.js';
import { AppError, forbidden, refusals } from '../../core/errors.js';
import { verifyPassword } from '../../core/passwords.js';
import { attemptLimit } from '../../core/security.js';
import { operator, signedIn, signedInUser } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { mailTo } from '../../core/mail/render.js';
import { dataExportReadyMail } from './data-export-mail.js';
import { users } from '../../db/schema.js';
import { hasTwoFactor, twoFactorKeys, verifySecondFactor } from '../auth/index.js';
import { appendAudit, getOpsUser } from '../ops/index.js';
import { closeLockedAccount, lockClosable, type ClosedAccount } from './close-account.js';
import {
  buildExport,
  EXPORT_JOB,
  EXPORT_KEPT_MS,
  exportStatus,
  purgeExpiredExports,
  PURGE_EXPORTS_JOB,
  readArchive,
  startExport,
} from './data-exports.js';

export interface YourDataRouteOptions {
  /** SESSION_SECRET: the second factor's stored secrets derive their keys from it. */
  secret: string;
  /** Password attempts a minute, per user. */
  attemptsPerMinute: number;
  /** Passed to the cancel of each open project (which never opens a dispute: nothing is paid). */
  disputeResponseMs: number;
}

/** A wrong password or code: 403 on its field (401 would read as "signed out" to the web). */
const refusedOn = (field: 'password' | 'code', message: string) =>
  new AppError('forbidden', message, { [field]: [message] });

export async function yourDataRoutes(app: App, options: YourDataRouteOptions) {
  const tags = ['your-data'];
  const keys = twoFactorKeys(options.secret);

  /** Files the closed account uploaded, removed after the commit (best effort, logged). */
  const removeFiles = async (request: FastifyRequest, closed: ClosedAccount) => {
    for (const url of closed.files) {
      const key = app.uploads.storage.keyOf(url);
      if (!key) continue;
      await app.uploads.storage.delete(key).catch((err: unknown) => {
        request.log.warn({ err, key }, "could not remove a closed account's upload");
      });
    }
  };

  app.jobs.define(EXPORT_JOB, {
    async run(payload: { exportId: number }) {
      const built = await buildExport(app, payload.exportId);
      if (!built) return;
      const [user] = await app.db.select().from(users).where(eq(users.id, built.userId));
      if (!user || user.closedAt) return;
      await app.mail.send(
        mailTo(
          user.email,
          dataExportReadyMail({
            siteUrl: app.siteUrl,
            recipientName: user.username,
            validDays: EXPORT_KEPT_MS / 86_400_000,
          }),
        ),
      );
    },
  });
  app.jobs.define(PURGE_EXPORTS_JOB, {
    everyMs: 60 * 60 * 1000,
    async run() {
      await purgeExpiredExports(app.db);
    },
  });

  app.get(
    '/api/users/:id/export',
    {
      onRequest: signedIn({ self: EXPORT_MESSAGES.ownOnly }),
      schema: {
        tags,
        operationId: 'getDataExport',
        summary: 'Your latest data export: its state, its download link, when the next may start',
        params: idParamsSchema,
        response: { 200: dataExportStatusSchema, ...refusals(403) },
      },
    },
    async (request) => exportStatus(app.db, signedInUser(request).id),
  );

  app.post(
    '/api/users/:id/export',
    {
      onRequest: signedIn({ self: EXPORT_MESSAGES.ownOnly }),
      schema: {
        tags,
        operationId: 'startDataExport',
        summary: 'Start a data export of everything Finishline holds about you (once a day)',
        params: idParamsSchema,
        response: { 202: dataExportStatusSchema, ...refusals(403, 409) },
      },
    },
    async (request, reply) => {
      const status = await app.transaction((tx) =>
        startExport({ tx, actor: signedInUser(request), input: null }),
      );
      return reply.status(202).send(status);
    },
  );

  app.get(
    '/api/exports/:id/archive',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'downloadDataExport',
        summary: 'Download your data export (a zip); the same 404 for anyone else',
        params: idParamsSchema,
        response: { 200: z.any(), ...refusals(404) },
      },
    },
    async (request, reply) => {
      const { archive, builtAt } = await readArchive(
        app.db,
        signedInUser(request).id,
        request.params.id,
      );
      const day = builtAt.toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="finishline-data-${day}.zip"`)
        .send(archive);
    },
  );

  app.post(
    '/api/users/:id/close',
    {
      onRequest: signedIn({ self: CLOSE_MESSAGES.ownOnly }),
      config: attemptLimit('account-close', options.attemptsPerMinute, 'user'),
      schema: {
        tags,
        operationId: 'closeAccount',
        summary:
          'Close your own account (the password, and the second factor when on); refused while money or a dispute depends on it',
        params: idParamsSchema,
        body: closeAccountSchema,
        response: { 204: z.null(), ...refusals(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const { password, code } = request.body;
      // A guess at the password is a sign-in attempt on the account.
      await app.signInAttempts.count(request, reply, actor.email);
      if (!(await verifyPassword(actor.passwordHash, password))) {
        throw refusedOn('password', CLOSE_MESSAGES.passwordWrong);
      }
      const closed = await app.transaction(async (tx) => {
        const user = await lockClosable(tx, actor.id);
        if (await hasTwoFactor(tx, user.id)) {
          if (!code) throw refusedOn('code', CLOSE_MESSAGES.codeMissing);
          await verifySecondFactor({ tx, actor: user, input: { code, keys } }).catch(
            (error: unknown) => {
              throw error instanceof AppError && error.code === 'invalid_input'
                ? refusedOn('code', error.message)
                : error;
            },
          );
        }
        const result = await closeLockedAccount(tx, user, options);
        await appendAudit(tx, {
          // The holder acted: the log names them (now "a closed account").
          operatorId: user.id,
          action: 'user.close',
          targetType: 'user',
          targetId: user.id,
          reason: 'Closed by the account holder',
          before: { status: user.suspendedAt ? 'suspended' : 'active' },
          after: { status: 'closed' },
          address: request.ip,
        });
        return result;
      });
      await removeFiles(request, closed);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/ops/users/:id/close',
    {
      onRequest: operator(),
      config: attemptLimit('ops-write', 30, 'user'),
      schema: {
        tags: ['ops'],
        operationId: 'closeAccountAsOperator',
        summary:
          "Close a user's account on their request, with a reason (audit-logged); the same refusals",
        params: idParamsSchema,
        body: reasonBodySchema,
        response: { 200: opsUserSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const userId = request.params.id;
      if (userId === actor.id) throw forbidden(CLOSE_MESSAGES.ownOnly);
      const closed = await app.transaction(async (tx) => {
        const user = await lockClosable(tx, userId);
        const result = await closeLockedAccount(tx, user, options);
        await appendAudit(tx, {
          operatorId: actor.id,
          action: 'user.close',
          targetType: 'user',
          targetId: user.id,
          reason: request.body.reason,
          before: { status: user.suspendedAt ? 'suspended' : 'active' },
          after: { status: 'closed' },
          address: request.ip,
        });
        return result;
      });
      await removeFiles(request, closed);
      return getOpsUser({ db: app.db, actor, input: { userId } });
    },
  );
}
