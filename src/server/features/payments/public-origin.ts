import type { FastifyRequest } from 'fastify';
import type { App } from '../../core/types.js';

/**
 * The origin the browser uses, for the provider's return URLs: PUBLIC_URL when configured (behind
 * a proxy), otherwise the request's own scheme and host.
 */
export function publicOrigin(app: App, request: FastifyRequest): string {
  return app.payments.publicUrl ?? `${request.protocol}://${request.host}`;
}
