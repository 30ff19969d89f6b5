/**
 * /api/deliveries/{id}/evidence and /api/milestones/{id}/evidence: what was read of a delivery's
 * commit, and of the code a milestone's completion named.
 */
import { idParamsSchema } from '@shared/contract/common.js';
import { deliveryEvidenceSchema } from '@shared/contract/delivery-evidence.js';
import { refusals } from '../../core/errors.js';
import { signedIn, signedInUser } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { getDeliveryEvidence, getMilestoneEvidence } from './get-evidence.js';

export async function evidenceRoutes(app: App) {
  app.get(
    '/api/deliveries/:id/evidence',
    {
      onRequest: signedIn(),
      schema: {
        tags: ['milestones'],
        operationId: 'getDeliveryEvidence',
        summary:
          "A delivery's evidence: its commit against the project's baseline, what changed, the checks and the tamper flags (the owner, the developer, operators)",
        params: idParamsSchema,
        response: { 200: deliveryEvidenceSchema, ...refusals(404) },
      },
    },
    (request) =>
      getDeliveryEvidence({
        db: app.db,
        actor: signedInUser(request),
        input: { deliveryId: request.params.id },
      }),
  );

  app.get(
    '/api/milestones/:id/evidence',
    {
      onRequest: signedIn(),
      schema: {
        tags: ['milestones'],
        operationId: 'getMilestoneEvidence',
        summary:
          "What was read of the code a milestone's completion named, as a delivery's evidence (the owner, the developer, operators)",
        params: idParamsSchema,
        response: { 200: deliveryEvidenceSchema, ...refusals(404) },
      },
    },
    (request) =>
      getMilestoneEvidence({
        db: app.db,
        actor: signedInUser(request),
        input: { milestoneId: request.params.id },
      }),
  );
}
