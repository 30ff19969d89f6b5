import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server hands the browser with a page it drew: the query cache it drew from and the
 * router's state, in `<script type="application/json" id="page-state">` (data, not a script:
 * the CSP allows no inline script).
 */
export interface PageState {
  /** The zone the page's dates were drawn in: the browser keeps it for this page load. */
  timeZone: string;
  queries: DehydratedState;
  router: HydrationState;
  /** The lazy parts the drawing used (lib/lazy-part.tsx): loaded before hydrating. */
  parts: string[];
}

const PAGE_STATE_ID = 'page-state';

/** JSON that cannot end its <script> element early (`</script>`, `<!--`). */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** The state the server put in the page, or null on a page the browser draws alone. */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PageState;
}
