/**
 * What every operator route shares (decisions.md, Operators): the guard (401 signed out; 403 for
 * anyone but an operator whose session passed the second factor), the write limit per operator,
 * and what an operator's command takes besides its input: who, why, from where.
 */
import type { FastifyRequest } from 'fastify';
import { attemptLimit } from '../../core/security.js';
import { operator, signedInUser } from '../../core/sessions.js';

export interface OpsRoutesOptions {
  /** Operator writes a minute, per operator (default 30). */
  writesPerMinute?: number;
}

export function opsRouteKit(options: OpsRoutesOptions) {
  return {
    tags: ['ops'],
    read: { onRequest: operator() },
    write: {
      onRequest: operator(),
      config: attemptLimit('ops-write', options.writesPerMinute ?? 30, 'user'),
    },
    as: (request: FastifyRequest, reason: string) => ({
      actor: signedInUser(request),
      reason,
      address: request.ip,
    }),
  };
}

export type OpsRouteKit = ReturnType<typeof opsRouteKit>;
