import type { Page, WebSocket } from 'playwright-core';

/**
 * Opens `path` and waits until the page's socket is authenticated (the server answered
 * `auth_success`): from then on, what the marketplace pushes reaches this page. Resolves with the
 * socket, to watch it close.
 */
export async function gotoLive(page: Page, path: string): Promise<WebSocket> {
  const live = new Promise<WebSocket>((resolve) => {
    const onSocket = (socket: WebSocket) => {
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"auth_success"')) {
          page.off('websocket', onSocket);
          resolve(socket);
        }
      });
    };
    page.on('websocket', onSocket);
  });
  await page.goto(path);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no authenticated socket on ${path} within 10 s`)),
      10_000,
    );
  });
  try {
    return await Promise.race([live, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
