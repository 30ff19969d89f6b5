/**
 * /api/deliveries/{id}/evidence and /api/milestones/{id}/evidence: what was read of a delivery's
 * commit, and of the code a milestone's completion named;
 * /api/disputes/{id}/delivery-evidence: that evidence as it was when the dispute opened; and
 * /api/projects/{id}/delivery-checks: the checks its deliveries must pass and the opt-in release.
 */
import { idParamsSchema } from '@shared/contract/common.js';
import {
  deliveryCheckSettingsInputSchema,
  deliveryCheckSettingsSchema,
  deliveryEvidenceSchema,
  disputeDeliveryEvidenceSchema,
} from '@shared/contract/delivery-evidence.js';
import { refusals } from '../../core/errors.js';
import { signedIn, signedInUser } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { askRelease } from './check-staleness.js';
import { getCheckSettings, setCheckSettings } from './check-settings.js';
import { getDisputeEvidence } from './dispute-record.js';
import type { EvidenceContext } from './evidence-context.js';
import { getDeliveryEvidence, getMilestoneEvidence } from './get-evidence.js';
import { waitingDeliveryOf } from './release-on-checks.js';

export async function evidenceRoutes(app: App, { context }: { context: EvidenceContext }) {
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

  app.get(
    '/api/disputes/:id/delivery-evidence',
    {
      onRequest: signedIn(),
      schema: {
        tags: ['disputes'],
        operationId: 'getDisputeDeliveryEvidence',
        summary:
          "A dispute's record of the delivered code: the latest delivery's evidence as it was when the dispute opened, or null when none was delivered then (the parties, operators)",
        params: idParamsSchema,
        response: { 200: disputeDeliveryEvidenceSchema.nullable(), ...refusals(404) },
      },
    },
    (request) =>
      getDisputeEvidence({
        db: app.db,
        actor: signedInUser(request),
        input: { disputeId: request.params.id },
      }),
  );

  app.get(
    '/api/projects/:id/delivery-checks',
    {
      onRequest: signedIn(),
      schema: {
        tags: ['milestones'],
        operationId: 'getDeliveryChecks',
        summary:
          "The checks a project's deliveries must pass and whether passing them releases the money (the owner, the developer, operators)",
        params: idParamsSchema,
        response: { 200: deliveryCheckSettingsSchema, ...refusals(404) },
      },
    },
    (request) =>
      getCheckSettings({
        db: app.db,
        actor: signedInUser(request),
        input: { projectId: request.params.id },
      }),
  );

  app.put(
    '/api/projects/:id/delivery-checks',
    {
      onRequest: signedIn(),
      schema: {
        tags: ['milestones'],
        operationId: 'setDeliveryChecks',
        summary:
          'The owner names the checks every delivery must pass, and may opt in to release the money as soon as they all pass on a fresh, unflagged delivery',
        params: idParamsSchema,
        body: deliveryCheckSettingsInputSchema,
        response: { 200: deliveryCheckSettingsSchema, ...refusals(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const projectId = request.params.id;
      const saved = await app.transaction((tx) =>
        setCheckSettings({ tx, actor, input: { projectId, settings: request.body } }),
      );
      // Opted in while a delivery already passes everything: it releases now.
      if (saved.releaseOnChecks) {
        const waiting = await waitingDeliveryOf(app.db, projectId);
        if (waiting !== null) await askRelease(context, waiting);
      }
      return getCheckSettings({ db: app.db, actor, input: { projectId } });
    },
  );
}
