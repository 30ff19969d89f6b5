/**
 * The one error handler: AppError, validation failures and Fastify's own refusals become
 * `{ message, code, errors }` with the right status; anything unexpected is logged with its
 * request and hidden behind a 500.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, codeForStatus, errorBody } from './errors.js';
import { fieldErrors } from './validation.js';

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // Refused before its body was all read (a multipart field it does not take, a file too
    // large): close the connection rather than read the rest of what the client is sending.
    if (!request.raw.complete) reply.header('connection', 'close');
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'Invalid value',
      }));
      const first = issues[0]?.message ?? 'Invalid input';
      return reply.status(400).send(errorBody('invalid_input', first, fieldErrors(issues)));
    }
    // The route's pattern, never the URL as sent (ids, search text): what failed, not for whom.
    const route = `${request.method} ${request.routeOptions.url ?? 'unmatched'}`;
    if (isResponseSerializationError(error)) {
      // Where the response went wrong and why, not the values it held (a user's data).
      const issues = error.cause.issues.map(({ path, code, message }) => ({ path, code, message }));
      request.log.error({ route, issues }, 'response did not match its schema');
      return reply.status(500).send(errorBody('internal_error', 'Internal server error'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // A database error is logged by its SQL state and constraint only (core/logging.ts).
      request.log.error({ route, err: error }, 'unhandled error');
      return reply.status(500).send(errorBody('internal_error', 'Internal server error'));
    }
    return reply.status(status).send(errorBody(codeForStatus(status), error.message));
  });
}
