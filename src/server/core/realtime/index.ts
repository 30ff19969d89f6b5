/**
 * Real time: the WebSocket at /ws (spec 4 and 7; decisions.md). The upgrade is refused without a
 * valid session cookie, from a page of another origin (core/security.ts, as writes), and past the
 * sockets one address may hold; the socket then waits for `auth` naming the session's user.
 * Events reach sockets through the event bus, so a change made on any instance reaches a socket
 * held by this one.
 */
import websocket from '@fastify/websocket';
import { and, gt, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { WS_PATH } from '@shared/contract/realtime-rules.js';
import { sessions } from '../../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { clientKey, isWebSocketUpgrade } from '../security.js';
import { signedIn, signedInUser } from '../sessions.js';
import {
  createSocketHub,
  DEFAULT_SOCKET_HUB_OPTIONS,
  type SocketHub,
  type SocketHubOptions,
} from './socket-hub.js';

export { pushEvent } from './push-events.js';
export type { SocketHub } from './socket-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: SocketHub;
  }
}

const tooManySockets = () =>
  new AppError('rate_limited', 'Too many open connections from this address. Close some tabs.');

export const realtimePlugin = fp(
  async (app, options: { hub?: Partial<SocketHubOptions> }) => {
    await app.register(websocket, {
      // Messages from clients are tiny (`auth`); anything large is hostile.
      options: { maxPayload: 4 * 1024 },
    });
    // @fastify/websocket upgrades a request to any GET route (and closes the socket there), and
    // other routes answered an upgrade as a plain request: only /ws is a socket, the rest 404.
    app.addHook('onRequest', async (request) => {
      if (request.ws && request.routeOptions.url !== WS_PATH) throw notFound();
    });
    // A refused upgrade (any answer but 101) ends its connection: @fastify/websocket ends it only
    // after its own hook saw the request, and an earlier refusal (a cross-origin page's, in
    // core/security.ts) left it open for as long as the client liked.
    app.addHook('onResponse', async (request) => {
      if (isWebSocketUpgrade(request)) request.raw.socket.destroy();
    });
    const hub = createSocketHub(
      { ...DEFAULT_SOCKET_HUB_OPTIONS, ...options.hub },
      async (ids) => {
        const rows = await app.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, new Date())));
        return new Set(rows.map((row) => row.id));
      },
      app.log,
    );
    app.decorate('realtime', hub);
    app.addHook('onClose', async () => hub.close());

    app.get(
      WS_PATH,
      {
        websocket: true,
        schema: { hide: true },
        // Before the upgrade (where @fastify/websocket takes refusals): no session, no socket;
        // and no more sockets than an address may hold.
        preValidation: [
          signedIn(),
          async (request) => {
            if (!hub.hasRoomFor(clientKey(request))) throw tooManySockets();
          },
        ],
      },
      (socket, request) => {
        hub.accept(socket, {
          userId: signedInUser(request).id,
          // A signed-in request always has its session.
          sessionId: request.sessionId!,
          address: clientKey(request),
        });
      },
    );
  },
  { name: 'realtime', dependencies: ['sessions', 'events'] },
);
