import { apiErrorSchema } from '@shared/contract/common.js';

/**
 * One error type for everything the API refuses on purpose. Routes and services throw
 * `AppError`; the error handler (core/error-handler.ts) turns it into `{ message, errors }`.
 */
const STATUS_BY_CODE = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

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
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('conflict', message, fieldErrors);

/** The refusals a route's schema declares: every one answers the same `{ message, errors }`. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
