/**
 * The checks a project's deliveries must pass, named by its owner when the bid is accepted or
 * later, and the per-project opt-in release (docs/decisions/verified-delivery.md, "Required
 * checks"). Read by the project's parties and operators; changed by the owner only, until the
 * project is finished.
 */
import { eq } from 'drizzle-orm';
import { EVIDENCE_MESSAGES } from '@shared/contract/delivery-evidence-rules.js';
import type {
  DeliveryCheckSettings,
  DeliveryCheckSettingsInput,
} from '@shared/contract/delivery-evidence.js';
import type { ProjectStatus } from '@shared/lifecycle.js';
import type { Command, Query } from '../../core/domain.js';
import { forbidden, notFound, refuse } from '../../core/errors.js';
import { lockProject } from '../../core/row-locks.js';
import type { Queryable } from '../../db/client.js';
import { deliveryCheckSettings, type UserRow } from '../../db/schema.js';
import { findProjectParties, isProjectParty } from '../projects/index.js';

/** A finished project's checks are history: nothing is waiting for them. */
const FINISHED: readonly ProjectStatus[] = ['completed', 'cancelled'];

export async function readCheckSettings(db: Queryable, projectId: number) {
  const [row] = await db
    .select({
      requiredChecks: deliveryCheckSettings.requiredChecks,
      releaseOnChecks: deliveryCheckSettings.releaseOnChecks,
    })
    .from(deliveryCheckSettings)
    .where(eq(deliveryCheckSettings.projectId, projectId));
  return row ?? { requiredChecks: [], releaseOnChecks: false };
}

export async function getCheckSettings({
  db,
  actor,
  input,
}: Query<{ projectId: number }, UserRow>): Promise<DeliveryCheckSettings> {
  const project = await findProjectParties(db, input.projectId);
  if (!project || (!actor.isOperator && !isProjectParty(project, actor.id))) {
    throw notFound(EVIDENCE_MESSAGES.projectNotFound);
  }
  return {
    ...(await readCheckSettings(db, input.projectId)),
    canChange: project.submitterId === actor.id && !FINISHED.includes(project.status),
  };
}

/**
 * The owner's choice, under the project's lock: a release deciding at the same moment reads the
 * settings before or after, never half of them.
 */
export async function setCheckSettings({
  tx,
  actor,
  input,
}: Command<{ projectId: number; settings: DeliveryCheckSettingsInput }>): Promise<
  Omit<DeliveryCheckSettings, 'canChange'>
> {
  const parties = await findProjectParties(tx, input.projectId);
  if (!parties || (!actor.isOperator && !isProjectParty(parties, actor.id))) {
    throw notFound(EVIDENCE_MESSAGES.projectNotFound);
  }
  if (parties.submitterId !== actor.id) throw forbidden(EVIDENCE_MESSAGES.ownerOnlyChecks);
  const project = await lockProject(tx, input.projectId);
  if (!project) throw notFound(EVIDENCE_MESSAGES.projectNotFound);
  if (FINISHED.includes(project.status)) throw refuse('conflict', EVIDENCE_MESSAGES.checksClosed);
  const values = {
    requiredChecks: input.settings.requiredChecks,
    releaseOnChecks: input.settings.releaseOnChecks,
    updatedAt: new Date(),
  };
  await tx
    .insert(deliveryCheckSettings)
    .values({ projectId: input.projectId, ...values })
    .onConflictDoUpdate({ target: deliveryCheckSettings.projectId, set: values });
  return { requiredChecks: values.requiredChecks, releaseOnChecks: values.releaseOnChecks };
}
