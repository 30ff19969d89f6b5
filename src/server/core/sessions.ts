/**
 * Database-backed sessions. The cookie carries a random token; the table stores only its HMAC,
 * so a leaked table cannot be replayed. Sessions survive restarts and are shared by every app
 * instance on the same database. `request.user` is the only source of "who is asking".
 */
import { createHmac, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { and, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from '../db/client.js';
import { sessions, users, type UserRow } from '../db/schema.js';
import { forbidden, refuse, unauthenticated } from './errors.js';
import { emit } from './events/index.js';

export const SESSION_COOKIE = 'finishline_session';
/**
 * The name over HTTPS (always in production). Browsers take a `__Host-` cookie only when it is
 * Secure, has Path=/ and no Domain, so a sibling subdomain or a plain-HTTP page can neither set
 * nor overwrite it (no session fixation from there); the server reads only this name then.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const sessionCookieName = (secure: boolean) =>
  secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Extend a session when less than this is left, so active users are never signed out mid-task. */
const SESSION_RENEW_BELOW_MS = 15 * 24 * 60 * 60 * 1000;
/** How long a sign-in waits for its second factor after the right password. */
const PENDING_SIGN_IN_TTL_MS = 10 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
    /** Whether this session passed the second factor (two-factor sign-in) when it began. */
    secondFactor: boolean;
  }
  interface FastifyInstance {
    sessions: {
      start(
        reply: FastifyReply,
        userId: number,
        options?: { secondFactor: boolean },
      ): Promise<void>;
      /**
       * After the right password of an account with two-factor sign-in: a short-lived session
       * that no route accepts as signed in (`request.user` stays null); only the code step reads
       * it, through `pendingSignIn`, and ends it with `endPendingSignIn`.
       */
      startPending(reply: FastifyReply, userId: number): Promise<void>;
      /** The pending sign-in this request's cookie holds, or null. */
      pendingSignIn(request: FastifyRequest): Promise<{ id: string; user: UserRow } | null>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      endAllFor(userId: number): Promise<void>;
    };
  }
}

export interface SessionOptions {
  secret: string;
  secureCookie: boolean;
}

export const sessionsPlugin = fp(
  async (app, options: SessionOptions) => {
    await app.register(fastifyCookie);
    const hashToken = (token: string) => sessionIdFor(options.secret, token);
    const cookieName = sessionCookieName(options.secureCookie);
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookie,
    };

    const endSessions = (userId: number, which: SQL) =>
      app.transaction((tx) => endSessionsWhere(tx, userId, which));

    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('secondFactor', false);

    const startSession = async (
      reply: FastifyReply,
      values: { userId: number; pendingSecondFactor?: boolean; secondFactorAt?: Date | null },
      ttlMs: number,
    ) => {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlMs);
      await app.db.insert(sessions).values({ ...values, id: hashToken(token), expiresAt });
      reply.setCookie(cookieName, token, { ...cookieOptions, expires: expiresAt });
    };

    app.decorate('sessions', {
      async start(reply, userId, options) {
        const secondFactorAt = options?.secondFactor ? new Date() : null;
        await startSession(reply, { userId, secondFactorAt }, SESSION_TTL_MS);
      },
      async startPending(reply, userId) {
        await startSession(reply, { userId, pendingSecondFactor: true }, PENDING_SIGN_IN_TTL_MS);
      },
      async pendingSignIn(request) {
        const token = request.cookies[cookieName];
        if (!token) return null;
        const id = hashToken(token);
        const [row] = await app.db
          .select({ user: users })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(
            and(
              eq(sessions.id, id),
              eq(sessions.pendingSecondFactor, true),
              gt(sessions.expiresAt, new Date()),
            ),
          )
          .limit(1);
        return row ? { id, user: row.user } : null;
      },
      async end(request, reply) {
        const { sessionId, user } = request;
        if (sessionId && user) await endSessions(user.id, eq(sessions.id, sessionId));
        request.user = null;
        request.sessionId = null;
        request.secondFactor = false;
        reply.clearCookie(cookieName, cookieOptions);
      },
      async endAllFor(userId) {
        await endSessions(userId, eq(sessions.userId, userId));
      },
    });

    // Every API request asks this: planned once per connection, not on every request. A sign-in
    // still waiting for its second factor is no session here.
    const sessionUser = app.db
      .select({
        user: users,
        expiresAt: sessions.expiresAt,
        secondFactorAt: sessions.secondFactorAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('id')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          eq(sessions.pendingSecondFactor, false),
          // A suspended user's sessions are deleted with the suspension; this holds even for a
          // session an instance was still reading then (docs/decisions/operators.md).
          isNull(users.suspendedAt),
          isNull(users.closedAt),
        ),
      )
      .limit(1)
      .prepare('session_user');

    app.addHook('onRequest', async (request) => {
      // Static assets never need the user; only the API, the socket and the sandbox provider's
      // hosted pages do (they act for the payment's or the account's owner alone).
      if (!SESSION_PATHS.some((prefix) => request.url.startsWith(prefix))) return;
      const token = request.cookies[cookieName];
      if (!token) return;
      const id = hashToken(token);
      const now = new Date();
      const [row] = await sessionUser.execute({ id, now });
      if (!row) return;
      request.user = row.user;
      request.sessionId = id;
      request.secondFactor = row.secondFactorAt !== null;
      if (row.expiresAt.getTime() - now.getTime() < SESSION_RENEW_BELOW_MS) {
        await app.db
          .update(sessions)
          .set({ expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
          .where(eq(sessions.id, id));
      }
    });

    // Expired sessions are swept now and then rather than on every request.
    const sweep = () =>
      app.db
        .delete(sessions)
        .where(lt(sessions.expiresAt, new Date()))
        .catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'));
    const timer = setInterval(sweep, 60 * 60 * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'sessions', dependencies: ['database', 'events'] },
);

const SESSION_PATHS = ['/api', '/ws', '/sandbox/'];

/** The stored id of the session a cookie token opens: its HMAC under SESSION_SECRET. */
export function sessionIdFor(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

/**
 * Ends a user's sessions, all of them or all but `except` (the one making the request), in the
 * caller's transaction; returns how many. Announced, so the sockets they opened close on every
 * instance once it commits.
 */
export function deleteSessions(
  tx: Transaction,
  userId: number,
  except: string | null = null,
): Promise<number> {
  return endSessionsWhere(
    tx,
    userId,
    and(eq(sessions.userId, userId), except === null ? undefined : ne(sessions.id, except))!,
  );
}

/**
 * Ends a pending sign-in, in the transaction that checks its code (a wrong code rolls it back
 * and the sign-in still waits). False when it had already ended or expired: of two code steps
 * racing, one completes.
 */
export async function endPendingSignIn(tx: Transaction, id: string): Promise<boolean> {
  const ended = await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.pendingSecondFactor, true),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** The session has just shown the second factor (two-factor sign-in turned on in it). */
export async function markSecondFactor(tx: Transaction, sessionId: string): Promise<void> {
  await tx.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Two-factor sign-in is off: none of the user's sessions counts as having passed it. */
export async function clearSecondFactor(tx: Transaction, userId: number): Promise<void> {
  await tx.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));
}

/** Deletes the sessions `which` selects (all of `userId`'s) and announces it. */
async function endSessionsWhere(tx: Transaction, userId: number, which: SQL): Promise<number> {
  const ended = await tx.delete(sessions).where(which).returning({ id: sessions.id });
  if (ended.length === 0) return 0;
  await emit(tx, {
    type: 'sessions.ended',
    data: { userId, sessionIds: ended.map((row) => row.id) },
  });
  return ended.length;
}

export interface SignedInOptions {
  /** The 401's words, where the spec has some for this action. */
  message?: string;
  /**
   * Only for the user the path's `:id` names (their own account, their own profile): anyone else
   * gets 403 with these words, whatever they sent.
   */
  self?: string;
}

/** The requests a route's signedIn() let through: the only ones signedInUser answers. */
const letThrough = new WeakSet<FastifyRequest>();
/** Every hook signedIn() made, so the route table can tell which routes are for signed-in users. */
const guards = new WeakSet<object>();

export const isSignedInGuard = (hook: unknown): boolean =>
  typeof hook === 'function' && guards.has(hook);

/**
 * The one guard of a route for signed-in users (its `onRequest`): a visitor gets 401 before the
 * input is read, so they learn they must sign in, not that their (unsendable) form was
 * incomplete. The handler then takes the user from signedInUser(request).
 */
export function signedIn(options: SignedInOptions = {}) {
  const guard = async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw unauthenticated(options.message);
    // Params are still raw text here: compared as text, so `/users/abc/…` is someone else's.
    if (
      options.self !== undefined &&
      String(request.user.id) !== String((request.params as { id?: unknown }).id)
    ) {
      throw forbidden(options.self);
    }
    letThrough.add(request);
  };
  guards.add(guard);
  return guard;
}

/**
 * The signed-in user of a route guarded by signedIn(). On a route without the guard it throws (a
 * 500, logged): the route would otherwise read and validate a visitor's input before refusing
 * them, so a forgotten guard fails the route's first test instead.
 */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user || !letThrough.has(request)) {
    throw new Error(
      `${request.method} ${request.routeOptions.url} takes a user without signedIn()`,
    );
  }
  return request.user;
}

export const OPERATOR_MESSAGES = {
  notOperator: 'Only operators can open the operator console.',
  secondFactor: 'Sign in with your second factor (two-factor sign-in) to use the operator console.',
} as const;

/**
 * The guard of every /api/ops/ route (decisions.md, Operators): 401 signed out, 403 for anyone
 * but an operator whose session passed the second factor. Like signedIn(), it refuses before the
 * input is read, and the handler takes the operator from signedInUser(request).
 */
export function operator() {
  const guard = async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw unauthenticated();
    if (!request.user.isOperator) throw forbidden(OPERATOR_MESSAGES.notOperator);
    if (!request.secondFactor)
      throw refuse('second_factor_required', OPERATOR_MESSAGES.secondFactor);
    letThrough.add(request);
  };
  guards.add(guard);
  operatorGuards.add(guard);
  return guard;
}

const operatorGuards = new WeakSet<object>();
export const isOperatorGuard = (hook: unknown): boolean =>
  typeof hook === 'function' && operatorGuards.has(hook);
