/**
 * The real-time socket: the contract's plain part, its messages (the spec's words), limits and small rules,
 * without Zod. Pages import these; a form's schema in ./realtime.ts loads with its validation, on
 * use (src/web/lib/lazy-zod-resolver.ts), so a page that only reads never downloads Zod.
 */

export const WS_PATH = '/ws';

/** Close codes the server uses (4000–4999 are for applications). */
export const WS_CLOSE = {
  unauthenticated: 4401,
  forbidden: 4403,
  sessionEnded: 4440,
  tooSlow: 4408,
  /** The account opened more sockets than the server keeps: its oldest is closed. */
  tooManySockets: 4429,
} as const;
