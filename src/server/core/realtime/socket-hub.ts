/**
 * The sockets this instance holds, by user. A socket is accepted only for a request that carried a
 * valid session cookie, and receives nothing until its `auth` message names that session's user.
 * Heartbeats drop dead sockets; a socket whose session ended (sign-out, expiry, a password change)
 * is closed; a client too slow to read is dropped rather than buffered without bound. One account,
 * and one client address, hold a bounded number of sockets.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { clientMessageSchema, type ServerMessage } from '@shared/contract/realtime.js';
import { WS_CLOSE } from '@shared/contract/realtime-rules.js';

export interface SocketHubOptions {
  /** Ping every socket this often; one without a pong since the last ping is dropped. */
  heartbeatMs: number;
  /** Check this often that every socket's session still exists and has not expired. */
  sessionCheckMs: number;
  /** A socket that has not authenticated within this time is closed. */
  authTimeoutMs: number;
  /** A socket with more than this waiting to be written is a slow consumer and is dropped. */
  maxBufferedBytes: number;
  /** Open sockets per user (tabs, devices); a newer one closes the oldest. */
  maxSocketsPerUser: number;
  /** Open sockets per client address (every user behind it); past it upgrades are refused. */
  maxSocketsPerAddress: number;
}

export const DEFAULT_SOCKET_HUB_OPTIONS: SocketHubOptions = {
  heartbeatMs: 30_000,
  sessionCheckMs: 60_000,
  authTimeoutMs: 10_000,
  maxBufferedBytes: 1024 * 1024,
  maxSocketsPerUser: 20,
  maxSocketsPerAddress: 100,
};

interface Client {
  socket: WebSocket;
  userId: number;
  sessionId: string;
  /** Who is counted for the per-address cap (core/security.ts's clientKey). */
  address: string;
  authenticated: boolean;
  alive: boolean;
  /** Which heartbeat slice pings it. */
  slice: number;
}

const HEARTBEAT_SLICES = 10;

export interface SocketHub {
  /** Whether one more socket from this address is allowed (checked before the upgrade). */
  hasRoomFor(address: string): boolean;
  accept(socket: WebSocket, session: { userId: number; sessionId: string; address: string }): void;
  send(userId: number, message: ServerMessage): void;
  closeSessions(sessionIds: readonly string[]): void;
  stats(): { sockets: number; users: number };
  close(): void;
}

export function createSocketHub(
  options: SocketHubOptions,
  /** Which of these session ids are still valid. */
  validSessions: (ids: string[]) => Promise<Set<string>>,
  log: FastifyBaseLogger,
): SocketHub {
  const clients = new Set<Client>();
  /** Every socket of a user, oldest first; only the authenticated ones are sent to. */
  const byUser = new Map<number, Set<Client>>();
  const byAddress = new Map<string, Set<Client>>();
  const slices: Set<Client>[] = Array.from({ length: HEARTBEAT_SLICES }, () => new Set());

  const remove = (client: Client) => {
    clients.delete(client);
    slices[client.slice]!.delete(client);
    removeFrom(byUser, client.userId, client);
    removeFrom(byAddress, client.address, client);
  };

  /**
   * Closes a socket and stops counting it at once: a client may take its time to finish the
   * closing handshake, and the caps must not count it meanwhile.
   */
  const closeNow = (client: Client, code: number, reason: string) => {
    client.socket.close(code, reason);
    remove(client);
  };

  const write = (client: Client, data: string) => {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > options.maxBufferedBytes) {
      log.warn({ userId: client.userId }, 'dropping a socket that does not keep up');
      client.socket.close(WS_CLOSE.tooSlow, 'Too slow');
      client.socket.terminate();
      return;
    }
    client.socket.send(data);
  };

  // The sockets are pinged a slice at a time, each once per heartbeatMs: pinging ten thousand at
  // once blocked the event loop, and every message pushed meanwhile waited (npm run bench:ws).
  let nextSlice = 0;
  const heartbeat = setInterval(() => {
    const slice = slices[nextSlice]!;
    nextSlice = (nextSlice + 1) % HEARTBEAT_SLICES;
    for (const client of slice) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, options.heartbeatMs / HEARTBEAT_SLICES);
  heartbeat.unref();

  const sessionCheck = setInterval(() => {
    const ids = [...new Set([...clients].map((client) => client.sessionId))];
    if (ids.length === 0) return;
    validSessions(ids)
      .then((valid) => hub.closeSessions(ids.filter((id) => !valid.has(id))))
      .catch((err: unknown) => log.warn({ err }, 'socket session check failed'));
  }, options.sessionCheckMs);
  sessionCheck.unref();

  const hub: SocketHub = {
    hasRoomFor: (address) => (byAddress.get(address)?.size ?? 0) < options.maxSocketsPerAddress,
    accept(socket, session) {
      const slice = clients.size % HEARTBEAT_SLICES;
      const client: Client = { socket, ...session, authenticated: false, alive: true, slice };
      if (!hub.hasRoomFor(client.address)) {
        // Upgrades that passed the check together: the standard "try again later".
        socket.close(1013, 'Too many sockets from this address');
        return;
      }
      clients.add(client);
      slices[slice]!.add(client);
      addTo(byAddress, client.address, client);
      const mine = addTo(byUser, client.userId, client);
      if (mine.size > options.maxSocketsPerUser) {
        const oldest = mine.values().next().value!;
        closeNow(oldest, WS_CLOSE.tooManySockets, 'Too many sockets for this account');
      }
      const authTimer = setTimeout(() => {
        if (!client.authenticated) socket.close(WS_CLOSE.unauthenticated, 'Authenticate first');
      }, options.authTimeoutMs);
      authTimer.unref();

      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        remove(client);
      });
      socket.on('error', (err) => log.debug({ err }, 'socket error'));
      socket.on('message', (raw) => {
        let parsed;
        try {
          parsed = clientMessageSchema.safeParse(JSON.parse(String(raw)));
        } catch {
          parsed = null;
        }
        if (!parsed?.success) {
          write(client, JSON.stringify({ type: 'auth_error', message: 'Unknown message' }));
          return;
        }
        // Only the session's own user: a socket can never listen for someone else.
        if (parsed.data.userId !== client.userId) {
          write(client, JSON.stringify({ type: 'auth_error', message: 'Not your session' }));
          socket.close(WS_CLOSE.forbidden, 'Not your session');
          return;
        }
        if (!client.authenticated) {
          client.authenticated = true;
          clearTimeout(authTimer);
        }
        write(client, JSON.stringify({ type: 'auth_success', userId: client.userId }));
      });
    },
    send(userId, message) {
      const mine = byUser.get(userId);
      if (!mine) return;
      const data = JSON.stringify(message);
      for (const client of mine) if (client.authenticated) write(client, data);
    },
    closeSessions(sessionIds) {
      const ended = new Set(sessionIds);
      for (const client of clients) {
        if (ended.has(client.sessionId)) client.socket.close(WS_CLOSE.sessionEnded, 'Signed out');
      }
    },
    stats: () => ({ sockets: clients.size, users: byUser.size }),
    close() {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      for (const client of clients) client.socket.terminate();
      clients.clear();
      for (const slice of slices) slice.clear();
      byUser.clear();
      byAddress.clear();
    },
  };
  return hub;
}

function addTo<K>(groups: Map<K, Set<Client>>, key: K, client: Client): Set<Client> {
  let group = groups.get(key);
  if (!group) groups.set(key, (group = new Set()));
  group.add(client);
  return group;
}

function removeFrom<K>(groups: Map<K, Set<Client>>, key: K, client: Client): void {
  const group = groups.get(key);
  group?.delete(client);
  if (group?.size === 0) groups.delete(key);
}
