/**
 * The viewer's time zone, told to the server in a cookie so that the pages it draws show dates
 * as the browser would (docs/decisions/performance.md, "Pages drawn on the server"). A
 * preference, not a secret: readable by the page, sent on same-site requests only.
 */

import { TIME_ZONE_COOKIE } from '@shared/page-render';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function rememberTimeZone() {
  const zone = browserTimeZone();
  if (document.cookie.split('; ').includes(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`))
    return;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}
