/**
 * Security headers (CSP included), refusal of cross-origin writes and socket upgrades, and rate
 * limits: a tight one per sign-in and registration action (per address, and per account for
 * sign-in) and a general one on every API write. Their counters live in one store
 * (core/rate-limit-counters.ts): this process's memory, or Redis with REDIS_URL so that every
 * instance shares them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError, forbidden } from './errors.js';
import { MemoryCounters, RedisCounters, type RateLimitCounters } from './rate-limit-counters.js';

export interface SecurityOptions {
  production: boolean;
  publicUrl?: string;
  /** API writes per minute per user (or per address when signed out). */
  writesPerMinute: number;
  /** Where uploaded images are served from besides this origin (an object store's address). */
  imageOrigins?: string[];
  /** Count in Redis (shared by every instance) instead of this process's memory. */
  redis?: { url: string; keyPrefix: string };
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';
const WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: {
      /**
       * Counts one attempt against `key` (an action and who is counted) in the shared store; past
       * `max` a minute (or a window of `windowMs`) it is a 429 with Retry-After. For limits a
       * route's config cannot express, such as the per-account sign-in limit, keyed by what the
       * validated body names.
       */
      consume(reply: FastifyReply, key: string, max: number, windowMs?: number): Promise<void>;
    };
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const securityPlugin = fp(
  async (app, options: SecurityOptions) => {
    // Helmet's headers depend on nothing in the request, so they are built once, here.
    // @fastify/helmet built Helmet's middleware again for every response, which cost more than
    // the rest of an answer from memory: without it the bench's ceiling doubled (docs/benchmarks.md).
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    // SameSite=Lax already keeps the cookie off most cross-site writes; this closes the rest. A
    // WebSocket upgrade is held to the same rule: the socket reads the signed-in user's live
    // events, and a page on a sibling origin (another port, another subdomain) is the same site
    // for the cookie.
    const crossOrigin = crossOriginCheck(options);
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) && !isWebSocketUpgrade(request)) return;
      if (crossOrigin(request)) throw crossOriginRefused();
    });
    if (options.production && !options.publicUrl) {
      app.log.warn('PUBLIC_URL is not set: cross-origin writes are checked by host only');
    }

    const warn = throttledWarning(app.log);
    const counters: RateLimitCounters = options.redis
      ? new RedisCounters(options.redis.url, options.redis.keyPrefix, (err) =>
          warn(err, 'rate-limit store (Redis) error'),
        )
      : new MemoryCounters();
    if (counters instanceof RedisCounters) {
      await counters.connect().catch((err: unknown) => {
        app.log.error(
          { err },
          'Redis is not reachable: rate limits let requests through until it is',
        );
      });
    }
    app.addHook('onClose', async () => counters.close());

    /** Counts one hit; a store that fails lets the request through (fails open) and says so. */
    const hit = async (key: string, windowMs = WINDOW_MS) => {
      try {
        return await counters.hit(key, windowMs);
      } catch (err) {
        warn(err, 'rate limit not counted: the store failed');
        return null;
      }
    };

    app.decorate('rateLimits', {
      async consume(reply, key, max, windowMs) {
        const counted = await hit(key, windowMs);
        if (!counted || counted.count <= max) return;
        reply.header('retry-after', Math.ceil(counted.ttlMs / 1000));
        throw rateLimited();
      },
    });

    // A route that only reads is never counted: the limiter adds no hook to it (it computed a
    // key, parsing the client's address, for every GET before the allow-list let it through).
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (route.config?.rateLimit === undefined && methods.every((m) => SAFE_METHODS.has(m))) {
        route.config = { ...route.config, rateLimit: false };
      }
    });
    await app.register(rateLimit, {
      global: true,
      max: options.writesPerMinute,
      timeWindow: WINDOW_MS,
      store: sharedStore(hit),
      // Decided from the route that matched, never from how the client spelled the URL:
      // `/%61pi/login` and `POST http://host/api/login` reach the login route too.
      allowList: (request: FastifyRequest) =>
        SAFE_METHODS.has(request.method) || !isApiRoute(request),
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `write:user:${request.user.id}` : `write:${clientKey(request)}`,
      errorResponseBuilder: () => rateLimited(),
    });
  },
  { name: 'security', dependencies: ['sessions'] },
);

/**
 * A route's attempt limit for one action, shared by every route declaring the same action (a
 * route and its alias): `max` a minute per client address, or per signed-in user.
 */
export function attemptLimit(action: string, max: number, by: 'address' | 'user' = 'address') {
  return {
    rateLimit: {
      max,
      timeWindow: WINDOW_MS,
      keyGenerator: (request: FastifyRequest) =>
        by === 'user' && request.user
          ? `${action}:user:${request.user.id}`
          : `${action}:${clientKey(request)}`,
    },
  };
}

/**
 * Who a caller is when counting by address: the client address as TRUST_PROXY lets Fastify read
 * it, an IPv6 address by its /64 (one subscriber commonly holds a whole /64).
 */
export function clientKey(request: FastifyRequest): string {
  return `ip:${normalizeIP(request.ip)}`;
}

const rateLimited = () => new AppError('rate_limited', RATE_LIMITED_MESSAGE);

/**
 * @fastify/rate-limit keeps a separate store per route with a config of its own, so a route and
 * its alias would count apart; this one store is the same for all of them, the key decides.
 */
function sharedStore(hit: (key: string) => Promise<{ count: number; ttlMs: number } | null>) {
  class SharedStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    ) {
      void hit(key).then((counted) =>
        callback(
          null,
          counted ? { current: counted.count, ttl: counted.ttlMs } : { current: 0, ttl: WINDOW_MS },
        ),
      );
    }
    child() {
      return this;
    }
  }
  // @fastify/rate-limit types a store's constructor as taking its options; this one closes over
  // the shared counters instead, which its type cannot say.
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}

/** Logs at most one warning every 10 seconds: a Redis outage must not flood the log. */
function throttledWarning(log: { warn(obj: object, msg: string): void }) {
  let last = 0;
  return (err: unknown, message: string) => {
    const now = Date.now();
    if (now - last < 10_000) return;
    last = now;
    log.warn({ err }, message);
  };
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes "trust the first n hops": Fastify
 * itself ignores a bare number (it cannot check the nearest peer), so with a count the app
 * must be reachable only through its proxies; addresses or ranges are checked, and safer.
 */
export function trustedProxies(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** True when the request matched one of the API's routes (its declared path, not the raw URL). */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

const crossOriginRefused = () => forbidden('Cross-origin request refused');

/**
 * Whether a browser sent the request from a page of another origin. A request without Origin
 * (curl, a server, a same-origin GET) is not refused: the browser attacks this guards against
 * always carry one.
 */
function crossOriginCheck(
  options: Pick<SecurityOptions, 'production' | 'publicUrl'>,
): (request: FastifyRequest) => boolean {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  return (request) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') return true;
    const origin = request.headers.origin;
    if (!origin) return false;
    // The whole origin, scheme and port included: http://site or https://site:8443 is another
    // origin than https://site.
    if (options.production && publicOrigin) return origin !== publicOrigin;
    // Outside production (the dev server's proxy), or without PUBLIC_URL: the host.
    return safeHost(origin) !== request.headers.host && origin !== publicOrigin;
  };
}

export function isWebSocketUpgrade(request: FastifyRequest): boolean {
  return request.headers.upgrade?.toLowerCase() === 'websocket';
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Helmet's security headers, CSP included, as one header object: Helmet's own middleware run
 * once against a response that only records what is set.
 */
function securityHeaders(
  options: Pick<SecurityOptions, 'production' | 'imageOrigins'>,
): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toast and dialog libraries inject small style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploads come from this origin or the object store's (S3_PUBLIC_URL); data: and blob:
        // are the previews of a file being chosen. No other site's images.
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        // 'self' covers this origin's WebSocket (ws:/wss: to the same host) in current browsers.
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
    hsts: options.production,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  // helmet's middleware is typed for Node's request and response; it only sets headers, which
  // the recorder keeps.
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
