import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '@shared/contract/realtime';
import { WS_CLOSE } from '@shared/contract/realtime-rules';
import { createRealtimeClient, realtimeUrl, type SocketLike } from './realtime-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

/** A client over fake sockets and a hand-driven clock. */
function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const received: ServerMessage[] = [];
  let sessionLost = 0;
  const client = createRealtimeClient({
    url: 'ws://app.test/ws',
    userId: 7,
    onMessage: (message) => received.push(message),
    onSessionLost: () => (sessionLost += 1),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    timers: {
      set: (run, ms) => {
        const timer = { run, ms, cleared: false };
        timers.push(timer);
        return timer;
      },
      clear: (handle) => {
        (handle as { cleared: boolean }).cleared = true;
      },
    },
  });
  const last = () => sockets[sockets.length - 1]!;
  /** Runs the pending reconnect timer and says how long it was. */
  const fireRetry = () => {
    const timer = timers.filter((t) => !t.cleared).pop()!;
    timer.cleared = true;
    timer.run();
    return timer.ms;
  };
  return { client, sockets, timers, received, last, fireRetry, sessionLost: () => sessionLost };
}

describe('the real-time client', () => {
  it('uses ws:// on http pages and wss:// on https pages, on the same host', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5000' })).toBe(
      'ws://localhost:5000/ws',
    );
    expect(realtimeUrl({ protocol: 'https:', host: 'finishline.example' })).toBe(
      'wss://finishline.example/ws',
    );
  });

  it('authenticates with the user id on open and hands on what the server pushes', () => {
    const { client, last, received } = setup();
    client.start();
    last().open();
    expect(last().sent).toEqual([JSON.stringify({ type: 'auth', userId: 7 })]);
    last().receive({ type: 'auth_success', userId: 7 });
    last().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(received).toEqual([{ type: 'auth_success', userId: 7 }]);
  });

  it('reconnects after 1 s, 1.5 s, 2.25 s …, and starts again at 1 s once a connection opens', () => {
    const { client, sockets, last, fireRetry } = setup();
    client.start();
    last().drop();
    expect(fireRetry()).toBe(1000);
    last().drop();
    expect(fireRetry()).toBe(1500);
    last().drop();
    expect(fireRetry()).toBe(2250);
    last().open();
    last().drop();
    expect(fireRetry()).toBe(1000);
    expect(sockets).toHaveLength(5);
  });

  it('never waits more than 30 s between attempts', () => {
    const { client, last, fireRetry } = setup();
    client.start();
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      last().drop();
      waits.push(fireRetry());
    }
    expect(Math.max(...waits)).toBe(30_000);
    expect(waits.slice(-3)).toEqual([30_000, 30_000, 30_000]);
  });

  it('stops retrying and reports when the server ends the session or refuses the user', () => {
    for (const code of [WS_CLOSE.sessionEnded, WS_CLOSE.forbidden]) {
      const { client, last, timers, sessionLost } = setup();
      client.start();
      last().open();
      last().drop(code);
      expect(timers).toHaveLength(0);
      expect(sessionLost()).toBe(1);
    }
  });

  it('stops retrying, the session intact, when closed to make room for a newer socket', () => {
    const { client, last, timers, sessionLost } = setup();
    client.start();
    last().open();
    last().drop(WS_CLOSE.tooManySockets);
    expect(timers).toHaveLength(0);
    expect(sessionLost()).toBe(0);
  });

  it('closes the socket and cancels a pending reconnect when stopped (sign-out)', () => {
    const { client, sockets, last, timers } = setup();
    client.start();
    last().open();
    client.stop();
    expect(last().closedWith).toBe(1000);
    last().drop(1000);
    expect(timers).toHaveLength(0);

    client.start();
    last().drop();
    expect(timers).toHaveLength(1);
    client.stop();
    expect(timers[0]!.cleared).toBe(true);
    expect(sockets).toHaveLength(2);
  });

  it('closes a socket stopped while connecting as soon as it opens, without authenticating', () => {
    const { client, last } = setup();
    client.start();
    client.stop();
    expect(last().closedWith).toBeNull();
    last().open();
    expect(last().closedWith).toBe(1000);
    expect(last().sent).toEqual([]);
  });

  it('resolves a stop once no handshake is on its way (a sign-out waits for it)', async () => {
    const { client, last } = setup();
    client.start();
    let stopped = false;
    const stopping = client.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    last().open();
    await stopping;
    expect(stopped).toBe(true);

    // A handshake the server refuses settles the stop too.
    client.start();
    const refused = client.stop();
    last().drop(1006);
    await refused;
  });
});
