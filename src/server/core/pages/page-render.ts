/**
 * The main pages drawn on the server (docs/decisions/performance.md, "Pages drawn on the
 * server"): the web app's renderer (src/web/entry-server.tsx, built into dist/web/.render with
 * the app it hydrates) draws the page from the API, asked in process with the visitor's own
 * cookie, so it shows exactly what the visitor may see. The page arrives with its largest element
 * already drawn, instead of after the script, the session check and the data.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  TIME_ZONE_COOKIE,
  type ApiInProcess,
  type CreatePageRenderer,
  type RenderPage,
  type RenderRequest,
} from '@shared/page-render';
import type { PageTemplates } from './page-preload.js';
import { internalCallHeaders } from '../logging.js';

const RENDERER = path.join('.render', 'entry-server.js');
/**
 * index.html's root and what it holds (src/web/index.html marks it). The page replaces all of
 * it, spaces included: hydration expects the root to hold the drawn page and nothing else.
 */
const ROOT_ELEMENT = /<div id="root">\s*<!--page-->[\s\S]*<!--\/page-->\s*<\/div>/;

export function createDrawnPages(app: FastifyInstance, distDir: string) {
  const scope = new AsyncLocalStorage<RenderRequest>();
  let loaded: { stamp: number; render: Promise<RenderPage | null> } | null = null;

  /** The renderer of the build being served, loaded again when a new build is published. */
  function renderer(): Promise<RenderPage | null> {
    const file = path.join(distDir, RENDERER);
    let stamp: number;
    try {
      stamp = statSync(path.join(distDir, 'index.html')).mtimeMs;
      statSync(file);
    } catch {
      return Promise.resolve(null);
    }
    if (loaded?.stamp !== stamp) {
      // A query per build: Node's module cache would otherwise keep the first build's renderer.
      const url = `${pathToFileURL(file).href}?build=${stamp}`;
      const render = import(url).then(
        (module: { createPageRenderer: CreatePageRenderer }) => module.createPageRenderer(scope),
        (error: unknown) => {
          app.log.error({ err: error }, 'The page renderer could not be loaded');
          return null;
        },
      );
      loaded = { stamp, render };
    }
    return loaded.render;
  }

  /** The API as the visitor: their cookie, nothing else of their request. */
  const apiFor =
    (request: FastifyRequest): ApiInProcess =>
    async (url, init) => {
      const response = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url,
        headers: {
          accept: 'application/json',
          ...(request.headers.cookie && { cookie: request.headers.cookie }),
          // The page's own request id, and no log line of their own (core/logging.ts).
          ...internalCallHeaders(request),
        },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers))
        if (typeof value === 'string') headers.set(name, value);
      const empty = response.statusCode === 204 || response.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(response.rawPayload), {
        status: response.statusCode,
        headers,
      });
    };

  return {
    /** Loads the renderer now (at start), so that the first page drawn does not wait for it. */
    async load(): Promise<void> {
      await renderer();
    },

    /**
     * The page drawn into its template (index.html with the page's preloads, and a signed-in
     * user's too when drawn for one), or null: send index.html as it is and let the browser draw
     * the page (no renderer, or it declined or failed).
     */
    async draw(
      request: FastifyRequest,
      templates: PageTemplates,
    ): Promise<
      | { status: number; personal: boolean; html: string }
      | { redirect: string }
      | { notFound: true }
      | null
    > {
      const render = await renderer();
      if (!render) return null;
      let page: Awaited<ReturnType<RenderPage>>;
      try {
        page = await render({
          url: request.url,
          api: apiFor(request),
          timeZone: timeZoneOf(request),
        });
      } catch (error) {
        request.log.error({ err: error }, 'A page could not be drawn on the server');
        return null;
      }
      if (!page || 'redirect' in page || 'notFound' in page) return page;
      const html = (page.personal ? templates.signedIn : templates.visitor)
        .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`)
        .replace('</body>', () => `${page.stateScript}</body>`);
      return { status: page.status, personal: page.personal, html };
    },
  };
}

/** The browser's time zone from its cookie (web/lib/time-zone.ts), if it is one; else UTC. */
function timeZoneOf(request: FastifyRequest): string {
  const zone = request.cookies[TIME_ZONE_COOKIE];
  if (!zone || zone.length > 64) return 'UTC';
  try {
    // As the browser named it: Node's ICU may spell it otherwise (Asia/Kolkata, Asia/Calcutta).
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}
