import type { FastifyRequest } from 'fastify';
import type { App } from '../../core/types.js';

/**
 * The origin the browser uses, for the provider's return URLs: PUBLIC_URL when configured (behind
 * a proxy), otherwise the configured site (never the request's Host, which the client chooses).
 */
export function publicOrigin(app: App, _request: FastifyRequest): string {
  return app.payments.publicUrl ?? app.siteUrl;
}
