/**
 * The viewer's time zone, told to the server in a cookie so that the pages it draws show dates
 * as the browser would, the way client hints work (docs/decisions/performance.md, "Dates in the
 * viewer's time zone"). A preference, not a secret: readable by the page, sent on same-site
 * requests only. The first visit has no cookie: the server draws UTC, and the browser corrects
 * the dates once the page has hydrated (main.tsx).
 */

import { TIME_ZONE_COOKIE } from '@shared/page-render';

/**
 * The browser's time zone. Only Intl tells it, and Intl's first use loads its locale data (a
 * long task on a slow phone): a worker asks instead, on its own thread, after hydration; the
 * page's thread asks only if it cannot.
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

/** The zone this browser said it was in on its last visit (its cookie), without asking Intl. */
export function rememberedTimeZone(): string | undefined {
  const prefix = `${TIME_ZONE_COOKIE}=`;
  const value = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
  return value ? decodeURIComponent(value) : undefined;
}

export function rememberTimeZone(zone: string) {
  if (rememberedTimeZone() === zone) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}
