/**
 * HTTP caching and compression of the JSON API (docs/decisions/performance.md):
 * - a signed-in user's responses, and those that set or clear a cookie (signing in or out), are
 *   `private, no-store`: never kept by a browser or a proxy (a shared computer's Back button);
 * - a visitor's successful GETs are `no-cache` with an ETag: a browser keeps them but asks every
 *   time, and an unchanged answer costs a 304 with no body (the web app no longer adds a
 *   cache-busting `_t=` parameter, so the same URL can be revalidated);
 * - errors are `no-store`;
 * - bodies of 1 KB and more are compressed (brotli at a fast level, else gzip) for clients that
 *   accept it; JSON of a list page shrinks about tenfold.
 * Routes that set their own Cache-Control keep it.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const bodyVersions = new WeakMap<FastifyReply, string>();

/**
 * Names what the body is made of, for a route that knows it without reading the body (a list
 * page: its rows' ids and versions). The ETag is then a hash of this instead of the body (hashing
 * a whole list page was a visible share of the server's time for one). It must change whenever
 * the body can.
 */
export function setBodyVersion(reply: FastifyReply, version: string) {
  bodyVersions.set(reply, version);
}

/** Smaller bodies are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

export const httpCachePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      // The matched route, not the spelling of the URL (`/%61pi/…` reaches the API too).
      if (!(request.routeOptions.url ?? request.url).startsWith('/api/')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

      let cacheControl = reply.getHeader('cache-control') as string | undefined;
      // A signed-in user's answers, and those that set or clear the session cookie (signing in
      // or out), are that person's alone: whatever a route said, nobody keeps a copy.
      if (request.user || reply.hasHeader('set-cookie')) {
        cacheControl = PRIVATE_CACHE_CONTROL;
        reply.header('cache-control', cacheControl);
      } else if (cacheControl === undefined) {
        const reusable =
          (request.method === 'GET' || request.method === 'HEAD') &&
          reply.statusCode === 200 &&
          !request.user;
        cacheControl = reusable ? 'no-cache' : 'no-store';
        reply.header('cache-control', cacheControl);
      }

      // The text is encoded to bytes once, here: hashing, measuring and sending a string would
      // each encode it again.
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (reply.statusCode === 200 && !cacheControl.includes('no-store')) {
        // Weak: the same tag stands for the plain and the compressed bodies (RFC 9110, 8.8.1).
        const version = bodyVersions.get(reply);
        const hashed = version === undefined ? body : `version ${version}`;
        const tag = `"${createHash('sha1').update(hashed).digest('base64url').slice(0, 22)}"`;
        reply.header('etag', `W/${tag}`);
        if (matches(request.headers['if-none-match'], tag)) {
          reply.code(304);
          reply.removeHeader('content-type');
          reply.removeHeader('content-length');
          return '';
        }
      }

      if (body.length < COMPRESS_MIN_BYTES || reply.getHeader('content-encoding')) return body;
      reply.header('vary', 'Accept-Encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return body;
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compress(body, encoding);
    });
  },
  { name: 'http-cache', dependencies: ['sessions'] },
);

/** A body compressed per response: brotli at a fast level, or gzip. */
export function compress(body: string | Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 4,
          [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body, { level: 6 });
}

/** Weak comparison, as If-None-Match asks (RFC 9110, 13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** brotli when the client takes it, else gzip; q=0 refuses an encoding. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set(
    text
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
