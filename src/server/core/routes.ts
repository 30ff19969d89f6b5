/**
 * The app's own list of its routes, collected as they are registered: it answers a wrong method
 * on a known API path with 405 and an `Allow` header (core/web.ts, the not-found handler), and
 * lets tests walk every route (tests/api/no-server-errors.test.ts).
 */
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  /** The declared pattern, e.g. `/api/projects/:id`. */
  url: string;
  schema?: FastifySchema;
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
      for (const method of methods) table.add({ method, url: route.url, schema: route.schema });
    });
  },
  { name: 'routes' },
);
