/**
 * The contract between the server and the web app's page renderer (src/web/entry-server.tsx,
 * built into dist/render/): the server asks for a page and hands over the API in process, as the
 * visitor who asked (their cookie), so the page is drawn with what they are allowed to see.
 */
/** The cookie in which the browser tells its time zone (web/lib/time-zone.ts). */
export const TIME_ZONE_COOKIE = 'tz';

export type ApiInProcess = (
  path: string,
  init?: { method?: string; headers?: Record<string, string> | Headers | [string, string][] },
) => Promise<Response>;

export interface RenderedPage {
  /** 200, or 404 for an address no page has. */
  status: number;
  /** Drawn for a signed-in user: theirs alone, never kept by a browser or a proxy. */
  personal: boolean;
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The `<script type="application/json">` the browser hydrates from (web/app/page-state.ts). */
  stateScript: string;
}

/**
 * The page; or where to send the visitor instead (a signed-in page asked by a visitor); or that
 * what it shows does not exist (the API answered 404: a closed account's profile, a removed
 * project), which the browser draws but the answer's status tells; or null when the page is
 * better drawn by the browser (a router error).
 */
export type RenderPage = (
  request: RenderRequest,
) => Promise<RenderedPage | { redirect: string } | { notFound: true } | null>;

export interface RenderRequest {
  url: string;
  api: ApiInProcess;
  /** The zone the visitor's dates are shown in (their browser's, from its cookie; else UTC). */
  timeZone: string;
}

/**
 * Which request an API call or a date belongs to while renders interleave: the server's AsyncLocalStorage
 * (the web app's code names no Node module).
 */
export interface RequestScope {
  run<T>(request: RenderRequest, render: () => T): T;
  getStore(): RenderRequest | undefined;
}

/** The renderer module's one export (dist/render/entry-server.js). */
export type CreatePageRenderer = (scope: RequestScope) => RenderPage;
