import type { ApiErrorBody, ApiErrorCode } from '@shared/contract/common';

/**
 * The one way the web app talks to the API. Requests carry the session cookie; reads ask for fresh
 * JSON (spec section 7) with `cache: 'no-cache'`: the browser may keep an answer but revalidates it
 * every time (a visitor's unchanged list costs a 304; a signed-in user's answers are `no-store`
 * and never kept). No cache-busting parameter, so a URL stays one URL for the HTTP cache
 * (docs/decisions/performance.md). Failures become `ApiError` with the messages of spec section 8.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own message (or the spec's fallback), for toasts and inline errors. */
    readonly serverMessage: string,
    /**
     * What kind of refusal it is: branch on this, not on the status. Null when the answer was not
     * the API's (an HTML error page, a proxy's error).
     */
    readonly code: ApiErrorCode | null,
    readonly fieldErrors: Record<string, string[]> = {},
    /** False when the server answered with something other than JSON (an HTML error page). */
    readonly isJson = true,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Page<T> {
  items: T[];
  /** The next page's path from the Link header, or null on the last page. */
  next: string | null;
}

/** What sends a request: the browser's fetch, or the server's own while it draws a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server's transport, for the pages it draws (entry-server.tsx): the same API in process. */
export function setApiTransport(next: typeof fetch) {
  transport = next;
}

/** The signed-in session's requests: aborted together when it ends (see `endSession`). */
let sessionRequests = new AbortController();
let sessionEnding = false;
/** What must settle before a session ends (lib/realtime: a socket's handshake on its way). */
const beforeSessionEnds = new Set<() => Promise<void>>();

/**
 * Runs `settle` before any sign-out; returns the way to stop. Null while a sign-out is on its
 * way: what would start now (a socket whose code arrived late) would reach the server after the
 * session ended and be refused, so it must not start.
 */
export function beforeSessionEnd(settle: () => Promise<void>): (() => void) | null {
  if (sessionEnding) return null;
  beforeSessionEnds.add(settle);
  return () => beforeSessionEnds.delete(settle);
}

/**
 * Signs out through `path` (with `body`: closing the account sends the password): aborts the
 * requests still on their way and refuses new ones, as the server would (401), until `onEnded`
 * has dropped the session's data and resolved (the signed-in pages gone). Otherwise a request of
 * the ending session reaches the server after it and its 401 lands in the signed-out page.
 */
export async function endSession(
  path: string,
  onEnded: () => void | Promise<void>,
  body?: unknown,
): Promise<void> {
  sessionRequests.abort();
  sessionRequests = new AbortController();
  sessionEnding = true;
  try {
    await Promise.all([...beforeSessionEnds].map((settle) => settle()));
    await send('POST', path, body, { endsSession: true });
    await onEnded();
  } finally {
    sessionEnding = false;
  }
}

async function send(
  method: Method,
  path: string,
  body?: unknown,
  { endsSession = false } = {},
): Promise<Response> {
  if (sessionEnding && !endsSession) throw signedOut();
  const isForm = body instanceof FormData;
  const { signal } = sessionRequests;
  const response = await transport(path, {
    method,
    credentials: 'include',
    signal,
    ...(method === 'GET' && { cache: 'no-cache' as const }),
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  }).catch((error: unknown) => {
    // Cut off by the session ending: refused like a request sent while it ends, so that no
    // query retries it (a retry a second later reached the server signed out: a 401).
    if (signal.aborted) throw signedOut();
    throw error;
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

const signedOut = () =>
  new ApiError(401, 'Authentication required. Please log in.', 'unauthenticated');

export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A list endpoint's page: the array body plus the `Link: rel="next"` cursor. */
export async function apiPage<T>(path: string): Promise<Page<T>> {
  const response = await send('GET', path);
  const link = response.headers.get('link');
  const next = link?.match(/<([^>]+)>;\s*rel="next"/)?.[1] ?? null;
  return { items: (await response.json()) as T[], next };
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('text/html') || /^\s*<(!doctype|html)/i.test(text)) {
    const message =
      response.status === 401 || response.status === 403
        ? 'Authentication required. Please log in.'
        : 'Server returned HTML instead of JSON. Please try again.';
    return new ApiError(response.status, message, null, {}, false);
  }
  try {
    const json = JSON.parse(text) as Partial<ApiErrorBody>;
    return new ApiError(response.status, json.message ?? text, json.code ?? null, json.errors);
  } catch {
    return new ApiError(response.status, text || response.statusText, null, {}, false);
  }
}

/** The message to show for a failure: the server's words, or a fallback of the spec's. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}
