/**
 * Serves the built React app: hashed assets with long-lived immutable caching, index.html (never
 * cached stale: `no-cache`) for every other browser route (client-side routing), JSON 404s for
 * unknown API paths. Every page carries the notice it is given (the sandbox banner). Text files go out precompressed (brotli or gzip) when the client accepts it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { compress, pickEncoding, PRIVATE_CACHE_CONTROL } from '../http-cache.js';
import { createPagePreloads } from './page-preload.js';
import { createDrawnPages } from './page-render.js';

export const webPlugin = fp(
  async (
    app,
    options: {
      distDir: string;
      production: boolean;
      /** HTML every page shows at the top, as it arrives (the sandbox banner: no real money). */
      pageNotice?: string;
    },
  ) => {
    const hasBuild = existsSync(path.join(options.distDir, 'index.html'));
    const preloads = createPagePreloads(options.distDir, { notice: options.pageNotice });
    const drawnPages = createDrawnPages(app, options.distDir);
    if (hasBuild) {
      // The renderer is loaded before the server says it is ready, not by the first visitor.
      app.addHook('onReady', drawnPages.load);
      await app.register(fastifyStatic, {
        root: options.distDir,
        // Files are looked up when asked for, not listed at start: a build published while the
        // server runs (scripts/build/publish.mjs) is served at once, index.html and new assets.
        wildcard: true,
        index: false,
        // A folder path ('/', '/assets/') is never a file, and index.html is a page like any
        // other (with the notice, when there is one): both fall through to the handler below.
        allowedPath: (pathname) => !pathname.endsWith('/') && pathname !== '/index.html',
        // The publish manifest (.published.json) is the build's business, not a browser's.
        dotfiles: 'ignore',
        // The build wrote <file>.br and <file>.gz beside each text file (scripts/build/build.mjs):
        // sent as they are to clients that accept them, with Vary: Accept-Encoding.
        preCompressed: true,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
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
        // The development pages (/dev/outbox) have nothing to show in production.
        !(options.production && isDevelopmentPage(pathname)) &&
        !pathname.startsWith('/uploads') &&
        !pathname.startsWith('/assets') &&
        (!path.extname(pathname) || Boolean(request.headers.accept?.includes('text/html')));
      if (hasBuild && isPage) {
        const encoding = pickEncoding(request.headers['accept-encoding']);
        // A main page, drawn on the server (core/pages/page-render.ts).
        const templates = preloads.templatesFor(pathname);
        const drawn = templates && (await drawnPages.draw(request, templates));
        if (drawn && 'redirect' in drawn)
          return reply.header('cache-control', 'no-store').redirect(drawn.redirect);
        if (drawn && !('notFound' in drawn)) {
          reply
            .status(drawn.status)
            .header('content-type', 'text/html; charset=utf-8')
            // Drawn for this visitor: a signed-in user's page is theirs alone, as their API answers.
            .header('cache-control', drawn.personal ? PRIVATE_CACHE_CONTROL : 'no-cache')
            .header('vary', 'Accept-Encoding, Cookie');
          if (!encoding) return reply.send(drawn.html);
          return reply.header('content-encoding', encoding).send(compress(drawn.html, encoding));
        }
        // Else index.html, naming a main page's own code too (core/pages/page-preload.ts); the
        // browser draws the page, and says what was not found.
        const page = preloads.htmlFor(pathname, encoding);
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept-Encoding');
        if (page.encoding) reply.header('content-encoding', page.encoding);
        return reply.send(page.body);
      }
      return reply.status(404).send({ message: 'Not found' });
    });
  },
  { name: 'web' },
);

/** Under /dev, in any case (the web app's router ignores case). */
function isDevelopmentPage(pathname: string): boolean {
  return pathname.split('/')[1]?.toLowerCase() === 'dev';
}
