/**
 * Security headers (CSP included), refusal of cross-origin writes, and rate limits: a tight one
 * on sign-in and registration (per route) and a general one on every API write.
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden } from './errors.js';

export interface SecurityOptions {
  production: boolean;
  publicUrl?: string;
  /** API writes per minute per user (or per address when signed out). */
  writesPerMinute: number;
  /** Where uploaded images are served from besides this origin (an object store's address). */
  imageOrigins?: string[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const securityPlugin = fp(
  async (app, options: SecurityOptions) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Toast and dialog libraries inject small style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(options.imageOrigins ?? [])],
          connectSrc: ["'self'", 'ws:', 'wss:'],
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

    // SameSite=Lax already keeps the cookie off most cross-site writes; this closes the rest.
    const allowedOrigins = new Set(options.publicUrl ? [new URL(options.publicUrl).origin] : []);
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (request.headers['sec-fetch-site'] === 'cross-site') throw crossOriginRefused();
      const origin = request.headers.origin;
      if (!origin) return;
      const sameHost = safeHost(origin) === request.headers.host;
      if (!sameHost && !allowedOrigins.has(origin)) throw crossOriginRefused();
    });

    await app.register(rateLimit, {
      global: true,
      max: options.writesPerMinute,
      timeWindow: '1 minute',
      // Decided from the route that matched, never from how the client spelled the URL:
      // `/%61pi/login` and `POST http://host/api/login` reach the login route too.
      allowList: (request: FastifyRequest) =>
        SAFE_METHODS.has(request.method) || !isApiRoute(request),
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
      errorResponseBuilder: () =>
        new AppError('rate_limited', 'Too many requests. Please wait a minute and try again.'),
    });
  },
  { name: 'security', dependencies: ['sessions'] },
);

/** True when the request matched one of the API's routes (its declared path, not the raw URL). */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

const crossOriginRefused = () => forbidden('Cross-origin request refused');

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
