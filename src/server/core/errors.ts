import {
  API_ERROR_STATUS,
  apiErrorSchema,
  type ApiErrorBody,
  type ApiErrorCode,
} from '@shared/contract/common.js';

/**
 * One error type for everything the API refuses on purpose. Routes and services throw
 * `AppError`; the error handler (core/error-handler.ts) turns it into `{ message, code, errors }`
 * with the status of its code, from the one table in src/shared/contract/common.ts.
 */
const STATUS_BY_CODE: Record<ApiErrorCode, number> = API_ERROR_STATUS;

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
/** A 403 always says what is not allowed, in the spec's words where it has them. */
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const methodNotAllowed = () => new AppError('method_not_allowed', 'Method not allowed');
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('conflict', message, fieldErrors);
/** A refusal by a rule of the marketplace, named by its code (its status is the table's). */
export const refuse = (
  code: AppErrorCode,
  message: string,
  fieldErrors?: Record<string, string[]>,
) => new AppError(code, message, fieldErrors);

const GENERIC_CODES: readonly AppErrorCode[] = [
  'invalid_input',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
];
const CODE_BY_STATUS = new Map(GENERIC_CODES.map((code) => [STATUS_BY_CODE[code], code]));

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
