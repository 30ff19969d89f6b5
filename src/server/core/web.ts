/**
 * Serves the built React app: hashed assets with long-lived caching, index.html for every other
 * browser route (client-side routing), JSON 404s for unknown API paths.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export const webPlugin = fp(
  async (app, options: { distDir: string }) => {
    const hasBuild = existsSync(path.join(options.distDir, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        // Files are looked up when asked for, not listed at start: a build published while the
        // server runs (scripts/build/publish.mjs) is served at once, index.html and new assets.
        wildcard: true,
        index: false,
        // A folder path ('/', '/assets/') is never a file: it falls through to the handler below.
        allowedPath: (pathname) => !pathname.endsWith('/'),
        // The publish manifest (.published.json) is the build's business, not a browser's.
        dotfiles: 'ignore',
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      // A browser asking for a page (Accept: text/html) gets the app, even when the path has a
      // dot in it (/developers/lena.dev); a missing asset or API path gets a JSON 404.
      const pathname = request.url.split('?')[0] ?? '';
      // A known API path asked with another method: 405 and the methods it takes.
      const allowed = app.routeTable.methodsAt(pathname);
      if (allowed.length > 0) {
        return reply
          .status(405)
          .header('allow', allowed.join(', '))
          .send({ message: 'Method not allowed' });
      }
      const isPage =
        request.method === 'GET' &&
        !pathname.startsWith('/api') &&
        !pathname.startsWith('/uploads') &&
        !pathname.startsWith('/assets') &&
        (!path.extname(pathname) || Boolean(request.headers.accept?.includes('text/html')));
      if (hasBuild && isPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ message: 'Not found' });
    });
  },
  { name: 'web' },
);
