/**
 * What a password guess is counted against (docs/decisions/accounts-and-operations.md,
 * "Sign-in attempts"). Every check of an account's password (signing in, the current password
 * of a password or email change) counts one attempt against the account, so that guessing is
 * as limited through the profile as through sign-in.
 */
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    signInAttempts: {
      /**
       * Counts one check of the password of the account `email` names, before it is checked.
       * Past the sign-in limit a minute, a 429.
       */
      count(reply: FastifyReply, email: string): Promise<void>;
    };
  }
}

export interface SignInAttemptOptions {
  /** Attempts a minute per account. */
  attemptsPerMinute: number;
}

export const signInAttemptsPlugin = fp(
  async (app, options: SignInAttemptOptions) => {
    app.decorate('signInAttempts', {
      async count(reply, email) {
        await app.rateLimits.consume(reply, `login:account:${email}`, options.attemptsPerMinute);
      },
    });
  },
  { name: 'sign-in-attempts', dependencies: ['security'] },
);
