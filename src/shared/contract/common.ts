import { z } from 'zod';
import { PAGINATION } from '../constants.js';

/**
 * What kind of refusal an error body is, for clients to branch on, each with its one status; the
 * message is for people and may change its words. The first ten are the kinds of any request;
 * the rest say which rule of the marketplace refused it (docs/decisions/api.md, "Error codes").
 */
export const API_ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  /** An operator route asked by a session that has not passed the second factor. */
  second_factor_required: 403,
  /** A username or email another account has. */
  already_taken: 409,
  two_factor_already_on: 409,
  /** The move the status of a project (or another life cycle) does not allow now. */
  status_not_allowed: 409,
  project_not_open: 409,
  project_not_paid: 409,
  project_not_completed: 409,
  payment_pending: 409,
  already_paid: 409,
  bid_not_pending: 409,
  bid_not_accepted: 409,
  already_bid: 409,
  already_invited: 409,
  /** The project holds no money, or less than the release or refund asked for. */
  not_enough_held: 409,
  /** A chargeback froze the money: nothing moves until it closes. */
  payment_frozen: 409,
  dispute_open: 409,
  dispute_closed: 409,
  dispute_escalated: 409,
  delivery_open: 409,
  due_date_past: 409,
  over_bid: 409,
  thread_closed: 409,
  already_reviewed: 409,
  review_locked: 409,
  already_reported: 409,
  report_closed: 409,
  /** A count a user may keep is reached (saved searches, a dispute's evidence files). */
  limit_reached: 409,
  /** An operator's action on what is already so (suspended, hidden, payouts held, …). */
  already_so: 409,
  operator_target: 409,
  not_developer: 409,
  chargeback_not_lost: 409,
  /** Money held, a payout not sent, an open dispute or a bid in progress keeps an account open. */
  account_not_closable: 409,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]];

/**
 * Body of every failed API response (decisions.md, API conventions): the message to show, its
 * code, and for invalid input the messages of each field.
 */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.enum(API_ERROR_CODES),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The largest value of PostgreSQL's `integer`, the type of every id column (2^31 − 1). */
export const MAX_ID = 2_147_483_647;
export const ID_MESSAGE = `An id must be a whole number from 1 to ${MAX_ID}`;

/**
 * Numbers, one rule (docs/decisions/foundation.md): a JSON body carries JSON numbers, taken by
 * z.number and never converted. Where a number arrives as text (a path, a query string, a
 * multipart field), `numberFromText` reads decimal digits and nothing else; any other text goes
 * on to the number schema, which refuses it with its message. z.coerce's Number() took "0x10" as
 * 16, true as 1, [5] as 5, " 10" as 10 and "1e3" as 1000.
 */
export const numberFromText = <T extends z.ZodType>(schema: T) =>
  // A preprocess, not a transform: the API reference shows the number schema, with its rules.
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    schema,
  );

/**
 * An id sent by a client in a body: a whole number that an id column can hold, so a larger one
 * is a 400 here rather than an out-of-range error from the database (a 500).
 */
export const idSchema = z
  .number({ message: ID_MESSAGE })
  .int({ message: ID_MESSAGE })
  .min(1, { message: ID_MESSAGE })
  .max(MAX_ID, { message: ID_MESSAGE });

/** A positive integer id in a path, e.g. /api/projects/{id}: decimal digits, then `idSchema`. */
export const idParamsSchema = z.object({ id: numberFromText(idSchema) });

/** A list's `limit` in a query string: decimal digits from 1 to `max`, `fallback` when absent. */
export const limitQuery = (max: number, fallback: number) => {
  const message = `limit must be a whole number from 1 to ${max}`;
  return numberFromText(
    z
      .number({ message })
      .int({ message })
      .min(1, { message })
      .max(max, { message })
      .default(fallback),
  );
};

/** `limit` and opaque `cursor` for every list (decisions.md, API conventions). */
export const pageQuerySchema = z.object({
  limit: limitQuery(PAGINATION.maxLimit, PAGINATION.defaultLimit),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The longest web address any field takes. */
export const URL_MAX = 2000;

const httpUrlRule = (message: string) =>
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message });

/**
 * The one rule of every web address a client sends (a repository, a delivery, a profile link, an
 * attachment): trimmed, http(s) with a real domain only. Each becomes a link someone clicks, so
 * no `javascript:`, `data:` or `file:` address can carry a script or a local file to them.
 */
export const httpUrl = (message: string, max = URL_MAX) =>
  z.string({ message }).trim().max(max, { message }).pipe(httpUrlRule(message));

/**
 * A project's code link: a web address as above, or a local repository (isLocalRepositoryLink:
 * file:///path, or http(s):// or git:// naming localhost or an address), which the server takes
 * only where local repositories are allowed (REPO_INSIGHT_ALLOW_LOCAL: tests, demos,
 * self-hosted git).
 */
export const repositoryLink = (message: string, max = URL_MAX) =>
  z
    .string({ message })
    .trim()
    .max(max, { message })
    .refine((link) => httpUrlRule(message).safeParse(link).success || isLocalRepositoryLink(link), {
      message,
    });

/** A repository on this machine or a private network, not a public web address. */
export function isLocalRepositoryLink(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol === 'file:') return url.host === '' && url.pathname.length > 1;
  if (!['http:', 'https:', 'git:'].includes(url.protocol) || url.username || url.password) {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');
}

/** The same, optional: '' and null both mean none (null); absent stays absent. */
export const optionalHttpUrl = (message: string, max = URL_MAX) =>
  z
    .string({ message })
    .trim()
    .max(max, { message })
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .pipe(httpUrlRule(message).nullable())
    .optional();
