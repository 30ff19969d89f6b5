import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createSocketHub, DEFAULT_SOCKET_HUB_OPTIONS, type SocketHub } from './socket-hub';

/** Just enough of a ws socket to watch what the hub does with it. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  terminated = false;
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
  ping() {}
}

const silentLog = { warn() {}, debug() {} } as never;
let hub: SocketHub;
afterEach(() => hub.close());

/** A socket accepted for `userId` and authenticated; by default each user has an address. */
function connected(userId: number, address = `ip:198.51.100.${userId}`) {
  const socket = new FakeSocket();
  hub.accept(socket as unknown as WebSocket, { userId, sessionId: `session-${userId}`, address });
  socket.emit('message', Buffer.from(JSON.stringify({ type: 'auth', userId })));
  return socket;
}

describe('the socket hub', () => {
  it('drops a slow consumer instead of buffering without bound', () => {
    hub = createSocketHub(
      {
        ...DEFAULT_SOCKET_HUB_OPTIONS,
        heartbeatMs: 60_000,
        sessionCheckMs: 60_000,
        authTimeoutMs: 60_000,
        maxBufferedBytes: 1000,
      },
      async () => new Set(),
      silentLog,
    );
    const slow = connected(1);
    const fast = connected(1);
    slow.bufferedAmount = 5000;
    hub.send(1, { type: 'changed', event: 'bid.created', data: {} });
    expect(slow.terminated).toBe(true);
    expect(slow.closedWith).toBe(4408);
    expect(fast.sent.at(-1)).toContain('bid.created');
  });

  it('sends a user’s messages only to that user’s authenticated sockets', () => {
    hub = createSocketHub(
      {
        ...DEFAULT_SOCKET_HUB_OPTIONS,
        heartbeatMs: 60_000,
        sessionCheckMs: 60_000,
        authTimeoutMs: 60_000,
        maxBufferedBytes: 1000,
      },
      async () => new Set(),
      silentLog,
    );
    const mine = connected(1);
    const theirs = connected(2);
    const unauthenticated = new FakeSocket();
    hub.accept(unauthenticated as unknown as WebSocket, {
      userId: 1,
      sessionId: 'other',
      address: 'ip:198.51.100.1',
    });
    hub.send(1, { type: 'changed', event: 'project.created', data: {} });
    expect(mine.sent.filter((m) => m.includes('project.created'))).toHaveLength(1);
    expect(theirs.sent.some((m) => m.includes('project.created'))).toBe(false);
    expect(unauthenticated.sent).toEqual([]);
    expect(hub.stats()).toEqual({ sockets: 3, users: 2 });
  });
});

describe('the caps on sockets', () => {
  const options = {
    ...DEFAULT_SOCKET_HUB_OPTIONS,
    maxSocketsPerUser: 3,
    maxSocketsPerAddress: 4,
  };

  it('keeps a user’s newest sockets and closes the oldest, saying why', () => {
    hub = createSocketHub(options, async () => new Set(), silentLog);
    const tabs = [1, 2, 3].map(() => connected(1, 'ip:203.0.113.1'));
    expect(tabs.map((tab) => tab.closedWith)).toEqual([null, null, null]);
    const other = connected(2, 'ip:203.0.113.2');

    const newest = connected(1, 'ip:203.0.113.3');
    expect(tabs[0]!.closedWith).toBe(4429);
    expect(tabs.slice(1).map((tab) => tab.closedWith)).toEqual([null, null]);
    expect(newest.closedWith).toBeNull();
    expect(other.closedWith).toBeNull();
    // Not counted, nor sent to, while it finishes closing.
    expect(hub.stats()).toEqual({ sockets: 4, users: 2 });
    hub.send(1, { type: 'changed', event: 'bid.created', data: {} });
    expect(tabs[0]!.sent.some((m) => m.includes('bid.created'))).toBe(false);
    expect(newest.sent.at(-1)).toContain('bid.created');
  });

  it('holds a bounded number of sockets per address, whoever they belong to', () => {
    hub = createSocketHub(options, async () => new Set(), silentLog);
    const crowded = 'ip:192.0.2.1';
    const sockets = [1, 2, 3, 4].map((userId) => connected(userId, crowded));
    expect(hub.hasRoomFor(crowded)).toBe(false);
    expect(hub.hasRoomFor('ip:192.0.2.2')).toBe(true);

    // An upgrade that passed the check alongside others is closed at once and not counted.
    const late = connected(5, crowded);
    expect(late.closedWith).toBe(1013);
    expect(hub.stats().sockets).toBe(4);
    hub.send(5, { type: 'changed', event: 'bid.created', data: {} });
    expect(late.sent.some((m) => m.includes('bid.created'))).toBe(false);

    // A socket that closes makes room again.
    sockets[0]!.emit('close');
    expect(hub.hasRoomFor(crowded)).toBe(true);
  });
});

describe('the heartbeat', () => {
  afterEach(() => vi.useRealTimers());

  it('pings a slice of the sockets at a time, each once per period, and drops the silent ones', () => {
    vi.useFakeTimers();
    hub = createSocketHub(
      {
        ...DEFAULT_SOCKET_HUB_OPTIONS,
        heartbeatMs: 10_000,
        sessionCheckMs: 600_000,
        authTimeoutMs: 600_000,
        maxBufferedBytes: 1000,
      },
      async () => new Set(),
      silentLog,
    );
    const sockets = Array.from({ length: 100 }, (_, index) => connected(index + 1));
    const pings = sockets.map(() => 0);
    sockets.forEach((socket, index) => {
      // Every socket but the first answers its pings.
      socket.ping = () => {
        pings[index]! += 1;
        if (index > 0) socket.emit('pong');
      };
    });

    vi.advanceTimersByTime(1_000);
    // One tick pings a tenth of them, not all at once.
    expect(pings.filter((count) => count === 1)).toHaveLength(10);

    vi.advanceTimersByTime(9_000);
    expect(pings.every((count) => count === 1)).toBe(true);

    // The next round: every socket that answered is pinged again; the one that did not is dropped.
    vi.advanceTimersByTime(10_000);
    expect(pings.slice(1).every((count) => count === 2)).toBe(true);
    expect(sockets[0]!.terminated).toBe(true);
    expect(pings[0]).toBe(1);
    expect(sockets.slice(1).some((socket) => socket.terminated)).toBe(false);
  });
});
