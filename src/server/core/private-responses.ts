/**
 * A signed-in user's answers are theirs alone: every API response to a signed-in user, and every
 * response that sets or clears a cookie (signing in, out), carries `Cache-Control: private,
 * no-store`, so neither the browser's cache nor a proxy keeps a copy (a shared computer's next
 * user pressing Back, a misconfigured CDN). One onSend hook; what visitors get is left to the
 * routes (and to any caching of public reads).
 */
import fp from 'fastify-plugin';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export const privateResponsesPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const api = (request.routeOptions.url ?? request.url).startsWith('/api/');
      if (api && (request.user || reply.hasHeader('set-cookie'))) {
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      }
      return payload;
    });
  },
  { name: 'private-responses', dependencies: ['sessions'] },
);
