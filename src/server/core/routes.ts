/**
 * The app's own list of its routes, collected as they are registered: it answers a wrong method
 * on a known API path with 405 and an `Allow` header (apiNotFound, below), and lets tests walk
 * every route (tests/api/no-server-errors.test.ts).
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { methodNotAllowed, notFound } from './errors.js';
import { isOperatorGuard, isSignedInGuard } from './sessions.js';

export interface RouteEntry {
  method: string;
  /** The declared pattern, e.g. `/api/projects/:id`. */
  url: string;
  schema?: FastifySchema;
  /** Guarded by signedIn(): a visitor gets 401 before anything they sent is read. */
  signedIn: boolean;
  /** Guarded by operator(): only an operator with the second factor gets past it. */
  operator: boolean;
}

export class RouteTable {
  readonly routes: RouteEntry[] = [];
  readonly #patterns: { method: string; pattern: RegExp }[] = [];

  add(entry: RouteEntry) {
    this.routes.push(entry);
    // Only the API's own paths: the web app's and the uploads' wildcards answer GET everywhere.
    if (!entry.url.startsWith('/api/') || entry.url.includes('*')) return;
    this.#patterns.push({ method: entry.method, pattern: patternOf(entry.url) });
  }

  /** The methods some API route answers at this path (a path as requested, query excluded). */
  methodsAt(pathname: string): string[] {
    const methods = new Set<string>();
    for (const { method, pattern } of this.#patterns) {
      if (pattern.test(pathname)) methods.add(method);
    }
    return [...methods].sort();
  }
}

/** `/api/projects/:id/bids` → /^\/api\/projects\/[^/]+\/bids$/ */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteTable;
  }
}

export const routesPlugin = fp(
  async (app) => {
    const table = new RouteTable();
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const hooks = [route.onRequest, route.preValidation].flat();
      const signedIn = hooks.some(isSignedInGuard);
      const operator = hooks.some(isOperatorGuard);
      for (const method of methods) {
        table.add({ method, url: route.url, schema: route.schema, signedIn, operator });
      }
    });
  },
  { name: 'routes' },
);

/**
 * What an /api path no route answers gets, as any other refusal (the error handler's
 * `{ message, code }`): 405 and the methods the path takes when some route has it, else 404.
 * Registered under the /api prefix after every route, so pages and files keep the web's fallback.
 */
export async function apiNotFound(app: FastifyInstance) {
  app.setNotFoundHandler(async (request, reply) => {
    const allowed = app.routeTable.methodsAt(request.url.split('?')[0] ?? '');
    if (allowed.length === 0) throw notFound();
    reply.header('allow', allowed.join(', '));
    throw methodNotAllowed();
  });
}
