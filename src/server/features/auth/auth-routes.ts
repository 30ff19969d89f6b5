import { z } from 'zod';
import {
  currentUserSchema,
  loginResponseSchema,
  loginSchema,
  registerSchema,
} from '@shared/contract/auth.js';
import { refusals } from '../../core/errors.js';
import type { App } from '../../core/types.js';
import { attemptLimit } from '../../core/security.js';
import { signedIn, signedInUser } from '../../core/sessions.js';
import { authenticate } from './authenticate.js';
import { toCurrentUser } from './current-user.js';
import { registerUser } from './register-user.js';
import { hasTwoFactor } from './two-factor/two-factor-status.js';

export interface AuthRouteOptions {
  /**
   * Sign-in attempts per minute per address and per account; registrations per minute per
   * address. A route and its alias share one count (one per action, not per URL).
   */
  attemptsPerMinute: number;
}

export async function authRoutes(app: App, options: AuthRouteOptions) {
  const max = options.attemptsPerMinute;
  const tags = ['auth'];

  for (const [url, operationId] of [
    ['/api/register', 'registerUser'],
    ['/api/auth/register', 'registerUserAlias'],
  ] as const) {
    app.route({
      method: 'POST',
      url,
      config: attemptLimit('register', max),
      schema: {
        tags,
        operationId,
        summary: 'Create an account and sign in',
        body: registerSchema,
        response: { 201: currentUserSchema, ...refusals(409) },
      },
      handler: async (request, reply) => {
        const user = await app.transaction((tx) =>
          registerUser({ tx, actor: null, input: request.body }),
        );
        await app.sessions.start(reply, user.id);
        app.signInAttempts.trustDevice(reply, user.email);
        return reply.status(201).send(toCurrentUser(user));
      },
    });
  }

  for (const [url, operationId] of [
    ['/api/login', 'signIn'],
    ['/api/auth/login', 'signInAlias'],
  ] as const) {
    app.route({
      method: 'POST',
      url,
      config: attemptLimit('login', max),
      schema: {
        tags,
        operationId,
        summary: 'Sign in (or, with two-factor sign-in, start to: a code is asked next)',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...refusals(401) },
      },
      handler: async (request, reply) => {
        // Besides the limit per address: one per account, so that many addresses guessing one
        // account's password share its limit (or per device, for one that signed in to it
        // before). Every attempt counts, before the password is checked, so parallel guesses
        // cannot all slip in under it.
        await app.signInAttempts.count(request, reply, request.body.email);
        const user = await authenticate({ db: app.db, actor: null, input: request.body });
        // With two-factor sign-in, no session yet: a sign-in that waits for the code
        // (POST /api/login/two-factor), and this browser is trusted only once that is right.
        if (await hasTwoFactor(app.db, user.id)) {
          await app.sessions.startPending(reply, user.id);
          return { twoFactorRequired: true as const };
        }
        await app.sessions.start(reply, user.id);
        app.signInAttempts.trustDevice(reply, user.email);
        return toCurrentUser(user);
      },
    });
  }

  app.post(
    '/api/logout',
    { schema: { tags, operationId: 'signOut', summary: 'Sign out', response: { 204: z.null() } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/user',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'getCurrentUser',
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => toCurrentUser(signedInUser(request)),
  );

  // The web app's session check: a visitor is an answer, not a failure, so a signed-out page
  // load logs no refused request in the browser's console (docs/decisions/performance.md).
  app.get(
    '/api/session',
    {
      schema: {
        tags,
        operationId: 'getSession',
        summary: 'Who is signed in: the user, or null for a visitor (always 200)',
        response: { 200: z.object({ user: currentUserSchema.nullable() }) },
      },
    },
    async (request) => ({ user: request.user ? toCurrentUser(request.user) : null }),
  );
}
