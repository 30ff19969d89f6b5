/**
 * The viewer's time zone, told to the server in a cookie so that the pages it draws show dates
 * as the browser would (docs/decisions/performance.md, "Pages drawn on the server"). A
 * preference, not a secret: readable by the page, sent on same-site requests only.
 */

import { TIME_ZONE_COOKIE } from '@shared/page-render';

/**
 * The browser's time zone. Only Intl tells it, and Intl's first use loads its locale data: 25-50
 * ms of one task on a slow machine, while the page is being hydrated. A worker asks instead, on
 * its own thread ("No Intl on the first render"); the page's thread asks only if it cannot.
 */
export function browserTimeZone(): Promise<string> {
  const onThisThread = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./time-zone-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(onThisThread());
      return;
    }
    const answer = (zone: unknown) => {
      worker.terminate();
      resolve(typeof zone === 'string' && zone !== '' ? zone : onThisThread());
    };
    worker.onmessage = (event: MessageEvent<unknown>) => answer(event.data);
    worker.onerror = () => answer(undefined);
  });
}

export function rememberTimeZone(zone: string) {
  if (document.cookie.split('; ').includes(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`))
    return;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}
