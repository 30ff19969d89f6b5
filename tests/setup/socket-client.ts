/** A WebSocket client for tests: records what the server pushes and waits for what it expects. */
import { vi } from 'vitest';
import WebSocket from 'ws';
import type { ServerMessage } from '../../src/shared/contract/realtime.js';

/** Pushes arrive within milliseconds; the bound only keeps a broken test from hanging. */
const WAIT = { timeout: 5_000, interval: 10 };

export interface TestSocket {
  socket: WebSocket;
  received: ServerMessage[];
  /** Close code once closed, else null. */
  closeCode(): number | null;
  auth(userId: number): void;
  waitFor<T extends ServerMessage['type']>(
    type: T,
    match?: (message: Extract<ServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<ServerMessage, { type: T }>>;
  waitForClose(): Promise<number>;
}

/**
 * Opens a socket to `baseUrl`/ws (or another `path`); resolves once open, or rejects with the
 * refusal's status. `origin` is sent as a browser would; without it, none (a non-browser client).
 */
export function openSocket(
  baseUrl: string,
  cookie: string | null,
  options: { autoPong?: boolean; path?: string; origin?: string } = {},
): Promise<TestSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}${options.path ?? '/ws'}`;
  const socket = new WebSocket(url, {
    headers: cookie ? { cookie } : {},
    origin: options.origin,
    autoPong: options.autoPong ?? true,
  });
  const received: ServerMessage[] = [];
  let code: number | null = null;
  socket.on('message', (data) => received.push(JSON.parse(String(data)) as ServerMessage));
  socket.on('close', (closeCode) => {
    code = closeCode;
  });
  const client: TestSocket = {
    socket,
    received,
    closeCode: () => code,
    auth: (userId) => socket.send(JSON.stringify({ type: 'auth', userId })),
    async waitFor(type, match) {
      let found: ServerMessage | undefined;
      await vi.waitFor(() => {
        found = received.find(
          (message) => message.type === type && (!match || match(message as never)),
        );
        if (!found)
          throw new Error(`no ${type} yet (got ${received.map((m) => m.type).join(', ')})`);
      }, WAIT);
      return found as never;
    },
    async waitForClose() {
      await vi.waitFor(() => {
        if (code === null) throw new Error('still open');
      }, WAIT);
      return code!;
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}
