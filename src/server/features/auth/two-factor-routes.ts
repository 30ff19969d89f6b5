/**
 * Two-factor sign-in (decisions.md, Two-factor sign-in; docs/decisions/operators.md): setting
 * it up on the profile's Security tab, turning it off, new recovery codes, and the code step of
 * signing in. Every check of a code counts as a sign-in attempt on the account, as a password
 * check does.
 */
import { z } from 'zod';
import {
  currentUserSchema,
  recoveryCodesResponseSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorSetupResponseSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@shared/contract/auth.js';
import { TWO_FACTOR_MESSAGES } from '@shared/contract/auth-rules.js';
import { refusals, unauthenticated } from '../../core/errors.js';
import { attemptLimit } from '../../core/security.js';
import { endPendingSignIn, signedIn, signedInUser } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { toCurrentUser } from './current-user.js';
import { disableTwoFactor } from './two-factor/disable-two-factor.js';
import { enableTwoFactor } from './two-factor/enable-two-factor.js';
import { qrCodeDataUrl } from './two-factor/qr-code.js';
import { regenerateRecoveryCodes } from './two-factor/regenerate-recovery-codes.js';
import { startTwoFactorSetup } from './two-factor/start-two-factor-setup.js';
import { twoFactorKeys } from './two-factor/two-factor-keys.js';
import { twoFactorStatus } from './two-factor/two-factor-status.js';
import { verifySecondFactor } from './two-factor/verify-second-factor.js';

export interface TwoFactorRouteOptions {
  /** SESSION_SECRET: the keys of the stored secrets and recovery codes derive from it. */
  secret: string;
  /** Attempts a minute: per address for the code step of signing in, per user on the profile. */
  attemptsPerMinute: number;
}

export async function twoFactorRoutes(app: App, options: TwoFactorRouteOptions) {
  const tags = ['auth'];
  const keys = twoFactorKeys(options.secret);
  const account = {
    onRequest: signedIn(),
    config: attemptLimit('two-factor', options.attemptsPerMinute, 'user'),
  } as const;

  app.get(
    '/api/account/two-factor',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'getTwoFactorStatus',
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => twoFactorStatus({ db: app.db, actor: signedInUser(request), input: null }),
  );

  app.post(
    '/api/account/two-factor/setup',
    {
      ...account,
      schema: {
        tags,
        operationId: 'startTwoFactorSetup',
        summary: 'Start turning on two-factor sign-in: a new secret and its QR code (not yet on)',
        body: twoFactorSetupSchema,
        response: { 200: twoFactorSetupResponseSchema, ...refusals(409) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      await app.signInAttempts.count(request, reply, actor.email);
      const setup = await app.transaction((tx) =>
        startTwoFactorSetup({ tx, actor, input: { ...request.body, keys } }),
      );
      return { ...setup, qrCode: await qrCodeDataUrl(setup.uri) };
    },
  );

  app.post(
    '/api/account/two-factor/enable',
    {
      ...account,
      schema: {
        tags,
        operationId: 'enableTwoFactor',
        summary: 'Turn two-factor sign-in on with a first code; the recovery codes, shown once',
        body: twoFactorCodeSchema,
        response: { 200: recoveryCodesResponseSchema, ...refusals(409) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      await app.signInAttempts.countCode(request, reply, actor.email);
      const recoveryCodes = await app.transaction((tx) =>
        enableTwoFactor({
          tx,
          actor,
          input: { code: request.body.code, keys, sessionId: request.sessionId },
        }),
      );
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/account/two-factor/disable',
    {
      ...account,
      schema: {
        tags,
        operationId: 'disableTwoFactor',
        summary: 'Turn two-factor sign-in off (the password and a code or recovery code)',
        body: twoFactorDisableSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      await app.signInAttempts.countCode(request, reply, actor.email);
      await app.transaction((tx) =>
        disableTwoFactor({ tx, actor, input: { ...request.body, keys } }),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/two-factor/recovery-codes',
    {
      ...account,
      schema: {
        tags,
        operationId: 'regenerateRecoveryCodes',
        summary: 'New recovery codes for a code (the old ones stop working); shown once',
        body: twoFactorCodeSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      await app.signInAttempts.countCode(request, reply, actor.email);
      const recoveryCodes = await app.transaction((tx) =>
        regenerateRecoveryCodes({ tx, actor, input: { code: request.body.code, keys } }),
      );
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/login/two-factor',
    {
      config: attemptLimit('login-two-factor', options.attemptsPerMinute),
      schema: {
        tags,
        operationId: 'completeTwoFactorSignIn',
        summary: 'Finish signing in with a code or a recovery code, after the password',
        body: twoFactorCodeSchema,
        response: { 200: currentUserSchema, ...refusals(401) },
      },
    },
    async (request, reply) => {
      const pending = await app.sessions.pendingSignIn(request);
      if (!pending) throw unauthenticated(TWO_FACTOR_MESSAGES.signInExpired);
      const { user } = pending;
      // Counted with the password guesses on the account, and against its codes of the hour.
      await app.signInAttempts.countCode(request, reply, user.email);
      await app.transaction(async (tx) => {
        if (!(await endPendingSignIn(tx, pending.id))) {
          throw unauthenticated(TWO_FACTOR_MESSAGES.signInExpired);
        }
        await verifySecondFactor({ tx, actor: user, input: { code: request.body.code, keys } });
      });
      await app.sessions.start(reply, user.id, { secondFactor: true });
      app.signInAttempts.trustDevice(reply, user.email);
      return toCurrentUser(user);
    },
  );
}
