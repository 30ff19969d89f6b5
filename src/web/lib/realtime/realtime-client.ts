/**
 * The browser's end of /ws (spec sections 4 and 7): connects, sends `auth` with the user's id,
 * hands every message the server pushes to `onMessage`, and after a close reconnects with the
 * spec's back-off (1 s × 1.5 up to 30 s, counted again from the start once a connection opens).
 * A close that says the session is over (signed out elsewhere, another user's cookie) stops the
 * retries and asks the app to check who is signed in.
 */
import type { ServerMessage } from '@shared/contract/realtime';
import { WS_CLOSE, WS_PATH } from '@shared/contract/realtime-rules';
import { reconnectDelay } from './backoff';

/** The part of the browser's WebSocket this client uses (a fake one in unit tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeClientOptions {
  url: string;
  userId: number;
  onMessage: (message: ServerMessage) => void;
  /** The server ended this socket's session or refused its user: no more retries. */
  onSessionLost: () => void;
  createSocket?: (url: string) => SocketLike;
  timers?: {
    set: (run: () => void, ms: number) => unknown;
    clear: (handle: unknown) => void;
  };
}

export interface RealtimeClient {
  start(): void;
  /**
   * Closes the socket and cancels any reconnect (sign-out, another user, page left). Resolves
   * once no handshake is on its way: one the server answers after a sign-out is refused, and the
   * browser logs the refusal as an error.
   */
  stop(): Promise<void>;
}

/** ws:// or wss:// on the page's own host (spec section 7: secure if the page is secure). */
export function realtimeUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`;
}

const CONNECTING = 0;

/** Closes after which retrying cannot help until the app knows who is signed in now. */
const SESSION_CLOSES: readonly number[] = [WS_CLOSE.sessionEnded, WS_CLOSE.forbidden];

export function createRealtimeClient({
  url,
  userId,
  onMessage,
  onSessionLost,
  createSocket = (target) => new WebSocket(target),
  timers = {
    set: (run, ms) => window.setTimeout(run, ms),
    clear: (handle) => window.clearTimeout(handle as number),
  },
}: RealtimeClientOptions): RealtimeClient {
  let socket: SocketLike | null = null;
  let retry: unknown = null;
  let attempt = 0;
  let running = false;

  const connect = () => {
    retry = null;
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      current.send(JSON.stringify({ type: 'auth', userId }));
    };
    current.onmessage = (event) => {
      const message = parse(event.data);
      if (message) onMessage(message);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (!running) return;
      if (SESSION_CLOSES.includes(event.code)) {
        running = false;
        onSessionLost();
        return;
      }
      // The account's oldest socket, closed for a newer one: retrying would close another tab's.
      if (event.code === WS_CLOSE.tooManySockets) {
        running = false;
        return;
      }
      retry = timers.set(connect, reconnectDelay(attempt));
      attempt += 1;
    };
  };

  return {
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      connect();
    },
    stop() {
      running = false;
      if (retry !== null) timers.clear(retry);
      retry = null;
      const current = socket;
      socket = null;
      if (!current) return Promise.resolve();
      current.onmessage = null;
      if (current.readyState !== CONNECTING) {
        current.close(1000, 'Client stopped');
        return Promise.resolve();
      }
      // Closing a socket that is still connecting makes the browser log an error: close it once open.
      return new Promise<void>((resolve) => {
        current.onopen = () => {
          current.close(1000, 'Client stopped');
          resolve();
        };
        current.onclose = () => resolve();
      });
    },
  };
}

function parse(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as { type?: unknown }).type === 'string'
    )
      return value as ServerMessage;
  } catch {
    // Not JSON: nothing the server sends; ignore it.
  }
  return null;
}
