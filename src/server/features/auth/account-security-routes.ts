/**
 * Account security (docs/decisions/accounts-and-operations.md): changing the password, signing
 * out other devices, and recovering a forgotten password through an emailed single-use link.
 */
import { z } from 'zod';
import {
  changePasswordSchema,
  endOtherSessionsResponseSchema,
  messageResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@shared/contract/auth.js';
import { ACCOUNT_MESSAGES } from '@shared/contract/auth-rules.js';
import { idParamsSchema } from '@shared/contract/common.js';
import { refusals } from '../../core/errors.js';
import { enqueue } from '../../core/jobs/index.js';
import { mailTo } from '../../core/mail/render.js';
import { passwordResetMail } from './password-reset-mail.js';
import { attemptLimit } from '../../core/security.js';
import { signedIn, signedInUser } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { changePassword } from './change-password.js';
import { endOtherSessions } from './end-other-sessions.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPassword } from './reset-password.js';

export interface AccountSecurityRouteOptions {
  /** Attempts per minute (per address for the reset flow, per user for a password change). */
  attemptsPerMinute: number;
}

export const NOT_YOUR_ACCOUNT = 'You can only change your own password';

/** Looks the email up and mails the link, away from the request (see POST /api/password-reset). */
export const PASSWORD_RESET_JOB = 'auth.password-reset';

export async function accountSecurityRoutes(app: App, options: AccountSecurityRouteOptions) {
  const tags = ['auth'];
  const limit = (action: string, by: 'address' | 'user') =>
    attemptLimit(action, options.attemptsPerMinute, by);

  app.jobs.define(PASSWORD_RESET_JOB, {
    async run({ email }: { email: string }) {
      const reset = await app.transaction((tx) =>
        requestPasswordReset({ tx, actor: null, input: { email, siteUrl: app.siteUrl } }),
      );
      // Delivered before the job ends: a refused delivery is tried again (with a new link).
      if (reset) {
        await app.mail.deliver(
          await mailTo(reset.to, passwordResetMail(reset.mail)),
          'password-reset',
        );
      }
    },
  });

  app.post(
    '/api/users/:id/password',
    {
      config: limit('password-change', 'user'),
      // Settled before the body is read: a visitor gets 401, someone else's account 403.
      onRequest: signedIn({ self: NOT_YOUR_ACCOUNT }),
      schema: {
        tags,
        operationId: 'changePassword',
        summary: 'Change your own password (ends your other sessions)',
        params: idParamsSchema,
        body: changePasswordSchema,
        response: { 204: z.null(), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      // A guess at the current password is a sign-in attempt on the account.
      await app.signInAttempts.count(request, reply, actor.email);
      await app.transaction((tx) =>
        changePassword({
          tx,
          actor,
          input: { ...request.body, keepSessionId: request.sessionId },
        }),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/sessions/end-others',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'endOtherSessions',
        summary: 'Sign out of every other device (this session stays)',
        response: { 200: endOtherSessionsResponseSchema },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const ended = await app.transaction((tx) =>
        endOtherSessions({ tx, actor, input: { keepSessionId: request.sessionId } }),
      );
      return { ended };
    },
  );

  app.post(
    '/api/password-reset',
    {
      config: limit('password-reset', 'address'),
      schema: {
        tags,
        operationId: 'requestPasswordReset',
        summary:
          'Email a single-use link to reset the password (the same answer whether or not the email has an account)',
        body: passwordResetRequestSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      // The same work for every email, registered or not: one job queued. Looking the account
      // up, issuing the link and rendering the mail happen in the job, so the answer's timing
      // cannot tell a registered email from an unknown one.
      await app.transaction((tx) => enqueue(tx, PASSWORD_RESET_JOB, { email: request.body.email }));
      return reply.status(202).send({ message: ACCOUNT_MESSAGES.resetRequested });
    },
  );

  app.post(
    '/api/password-reset/confirm',
    {
      config: limit('password-reset-confirm', 'address'),
      schema: {
        tags,
        operationId: 'resetPassword',
        summary: 'Set a new password with the token of a reset link (ends every session)',
        body: passwordResetConfirmSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await app.transaction((tx) => resetPassword({ tx, actor: null, input: request.body }));
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
  );
}
