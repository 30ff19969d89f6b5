/**
 * What a password guess is counted against (docs/decisions/accounts-and-operations.md,
 * "Sign-in attempts and device cookies"). Every check of an account's password (signing in, the
 * current password of a password or email change) counts one attempt against the account, so
 * that guessing is as limited through the profile as through sign-in. A browser that signed in
 * to that account before holds a device cookie and is counted on its own instead, so someone
 * guessing a known email's password from elsewhere cannot lock its owner out (OWASP's device
 * cookies).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const DEVICE_COOKIE = 'finishline_device';
/** The name over HTTPS, for the reasons of the session cookie's (core/sessions.ts). */
export const SECURE_DEVICE_COOKIE = `__Host-${DEVICE_COOKIE}`;
/** It names a device, not a session: it outlives sessions, sign-outs included. */
const DEVICE_COOKIE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
const NONCE = /^[\w-]{22}$/;
const HOUR_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    signInAttempts: {
      /**
       * Counts one check of the password of the account `email` names, before it is checked:
       * against this device's own counter when it holds a device cookie for that email, else
       * against the account's. Past the sign-in limit a minute, a 429.
       */
      count(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
      /**
       * Counts one check of a two-factor code of the account `email` names: as a password check
       * (the same counter), and against an hourly budget of codes, so that someone who has the
       * password cannot try a minute's worth of codes every minute all day.
       */
      countCode(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
      /** After the right password: this browser is from now on a device that signed in to `email`. */
      trustDevice(reply: FastifyReply, email: string): void;
    };
  }
}

export interface SignInAttemptOptions {
  /** SESSION_SECRET: signs device cookies. */
  secret: string;
  secureCookie: boolean;
  /** Attempts a minute per account, and per device for a device that signed in before. */
  attemptsPerMinute: number;
  /** Two-factor codes an hour, counted as attempts are (per account, or per known device). */
  codesPerHour: number;
}

export const signInAttemptsPlugin = fp(
  async (app, options: SignInAttemptOptions) => {
    const cookieName = options.secureCookie ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookie,
      maxAge: DEVICE_COOKIE_TTL_MS / 1000,
    };

    /** Who an attempt on `email` is counted against: this device, when it signed in to it. */
    const counted = (request: FastifyRequest, email: string) => {
      const nonce = trustedDevice(options.secret, request.cookies[cookieName], email);
      return nonce ? `device:${nonce}` : `account:${email}`;
    };

    app.decorate('signInAttempts', {
      async count(request, reply, email) {
        await app.rateLimits.consume(
          reply,
          `login:${counted(request, email)}`,
          options.attemptsPerMinute,
        );
      },
      async countCode(request, reply, email) {
        const who = counted(request, email);
        await app.rateLimits.consume(reply, `login:${who}`, options.attemptsPerMinute);
        await app.rateLimits.consume(reply, `code:${who}`, options.codesPerHour, HOUR_MS);
      },
      trustDevice(reply, email) {
        reply.setCookie(cookieName, deviceCookie(options.secret, email), cookieOptions);
      },
    });
  },
  { name: 'sign-in-attempts', dependencies: ['sessions', 'security'] },
);

/**
 * A fresh device cookie for `email`: a random nonce and its signature bound to the email, which
 * the cookie itself never holds (one browser remembers one account: the last signed in).
 */
function deviceCookie(secret: string, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${signature(secret, nonce, email)}`;
}

/** The nonce of `cookie` when it is a device cookie this server signed for `email`, else null. */
function trustedDevice(secret: string, cookie: string | undefined, email: string): string | null {
  const [nonce, signed, ...rest] = cookie?.split('.') ?? [];
  if (!nonce || !signed || rest.length > 0 || !NONCE.test(nonce)) return null;
  const expected = Buffer.from(signature(secret, nonce, email));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

function signature(secret: string, nonce: string, email: string): string {
  const account = createHmac('sha256', secret)
    .update(`device-account:${email}`)
    .digest('base64url');
  return createHmac('sha256', secret).update(`device:${nonce}:${account}`).digest('base64url');
}
