import { apiErrorSchema, type ApiErrorBody, type ApiErrorCode } from '@shared/contract/common.js';

/**
 * One error type for everything the API refuses on purpose. Routes and services throw
 * `AppError`; the error handler (core/error-handler.ts) turns it into `{ message, code, errors }`
 * with the status of its code, from this one table.
 */
const STATUS_BY_CODE = {
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
} as const satisfies Record<ApiErrorCode, number>;

export type AppErrorCode = ApiErrorCode;

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('invalid_input', message, fieldErrors);
export const unauthenticated = (message = 'Authentication required. Please log in.') =>
  new AppError('unauthenticated', message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('forbidden', message);
export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const methodNotAllowed = () => new AppError('method_not_allowed', 'Method not allowed');
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('conflict', message, fieldErrors);

const CODE_BY_STATUS = new Map(
  Object.entries(STATUS_BY_CODE).map(([code, status]) => [status as number, code as AppErrorCode]),
);

/**
 * The code of a refusal that came with a status only (Fastify's own: a body too large, a media
 * type it does not parse, JSON it cannot read). Any other client error is input it cannot take.
 */
export function codeForStatus(status: number): AppErrorCode {
  return CODE_BY_STATUS.get(status) ?? (status >= 500 ? 'internal_error' : 'invalid_input');
}

/** The body of every refusal. */
export function errorBody(
  code: AppErrorCode,
  message: string,
  fieldErrors?: Record<string, string[]>,
): ApiErrorBody {
  return { message, code, ...(fieldErrors && { errors: fieldErrors }) };
}

/**
 * The refusals a route's handler gives, beyond those its configuration implies: the document
 * (core/openapi.ts) adds 400 for a route with a params, query or body schema, 401 for one behind
 * signedIn(), 403 for every write (a foreign Origin), 413 and 415 for a body, 429 for a rate
 * limit. A route names here the 403, 404 and 409 its own work can give (docs/decisions/api.md).
 */
export function refusals<S extends 400 | 401 | 403 | 404 | 409 | 429>(
  ...statuses: S[]
): { [K in S]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [K in S]: typeof apiErrorSchema;
  };
}
