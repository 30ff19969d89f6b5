/**
 * A delivery's evidence (issue 39; docs/decisions/verified-delivery.md): the delivered commit
 * read against the project's baseline, what changed, what is left, the checks and the tamper
 * flags. Facts of the repository, never the developer's or the owner's words.
 */
import { z } from 'zod';
import {
  EVIDENCE_MESSAGES,
  EVIDENCE_STATUSES,
  REQUIRED_CHECK_LIMITS,
  REQUIRED_CHECK_STATES,
  TAMPER_FLAG_KINDS,
} from './delivery-evidence-rules.js';

export const diffSchema = z.object({
  files: z.number().int().describe('Paths changed (a rename is one)'),
  additions: z.number().int(),
  deletions: z.number().int(),
  byLanguage: z
    .array(
      z.object({
        name: z.string().describe('Linguist’s language of the path, or "Other"'),
        files: z.number().int(),
        additions: z.number().int(),
        deletions: z.number().int(),
      }),
    )
    .describe('Most lines changed first'),
});
export type EvidenceDiff = z.infer<typeof diffSchema>;

export const tamperFlagSchema = z.object({
  kind: z.enum(TAMPER_FLAG_KINDS),
  /** The file it is about; null for the commit as a whole (not descending). */
  path: z.string().nullable(),
  /** The flag in plain words: "3 tests were marked skipped in src/app.test.ts". */
  detail: z.string(),
});
export type TamperFlag = z.infer<typeof tamperFlagSchema>;

export const checksSchema = z.object({
  source: z.enum(['github', 'none']),
  state: z.enum(['passing', 'failing', 'pending', 'none']),
  runs: z.array(
    z.object({ name: z.string(), conclusion: z.string().nullable(), url: z.string().nullable() }),
  ),
});
export type EvidenceChecks = z.infer<typeof checksSchema>;

export const NO_CHECKS: EvidenceChecks = { source: 'none', state: 'none', runs: [] };

/** A check name as the owner types it: trimmed, 1 to 100 characters, no control characters. */
export const requiredCheckNameSchema = z
  .string({ error: EVIDENCE_MESSAGES.checkName })
  .trim()
  .min(1, EVIDENCE_MESSAGES.checkName)
  .max(REQUIRED_CHECK_LIMITS.nameLength, EVIDENCE_MESSAGES.checkNameLength)
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  .regex(/^[^\x00-\x1f\x7f]*$/, EVIDENCE_MESSAGES.checkNameCharacters);

/** The owner's choice: the checks every delivery must pass, and the opt-in release. */
export const deliveryCheckSettingsInputSchema = z
  .object({
    requiredChecks: z
      .array(requiredCheckNameSchema)
      .max(REQUIRED_CHECK_LIMITS.count, EVIDENCE_MESSAGES.checkCount)
      .refine((names) => new Set(names).size === names.length, EVIDENCE_MESSAGES.checkRepeated),
    releaseOnChecks: z.boolean(),
  })
  .refine((input) => !input.releaseOnChecks || input.requiredChecks.length > 0, {
    message: EVIDENCE_MESSAGES.releaseNeedsChecks,
    path: ['releaseOnChecks'],
  });
export type DeliveryCheckSettingsInput = z.infer<typeof deliveryCheckSettingsInputSchema>;

export const deliveryCheckSettingsSchema = z
  .object({
    requiredChecks: z.array(z.string()).describe('Check names every delivery must pass'),
    releaseOnChecks: z
      .boolean()
      .describe(
        'Release the money as soon as every required check passes on a fresh, unflagged delivery that descends from the baseline',
      ),
    canChange: z.boolean().describe('The viewer is the owner and the project is not finished'),
  })
  .meta({ id: 'DeliveryCheckSettings' });
export type DeliveryCheckSettings = z.infer<typeof deliveryCheckSettingsSchema>;

export const requiredCheckResultSchema = z.object({
  name: z.string(),
  state: z.enum(REQUIRED_CHECK_STATES),
});

export const deliveryEvidenceSchema = z
  .object({
    status: z.enum(EVIDENCE_STATUSES),
    baseCommit: z.string().nullable().describe('The project’s commit when the bid was accepted'),
    headCommit: z.string().nullable().describe('The delivered commit the ref named'),
    diff: diffSchema.nullable(),
    todos: z
      .object({ before: z.number().int(), after: z.number().int() })
      .nullable()
      .describe('TODO/FIXME/HACK/XXX markers at the baseline and at the delivered commit'),
    flags: z.array(tamperFlagSchema),
    checks: checksSchema,
    stale: z.boolean().describe('The ref has moved since the evidence was read'),
    /** A sentence for people when failed: why nothing (or not everything) could be read. */
    error: z.string().nullable(),
    required: z
      .array(requiredCheckResultSchema)
      .describe('Each check the owner requires beside its result on this commit'),
    releaseOnChecks: z.boolean().describe('The owner opted in to release when they all pass'),
    releasedOnChecks: z
      .boolean()
      .describe('The money was released because every required check passed'),
  })
  .meta({ id: 'DeliveryEvidence' });
export type DeliveryEvidence = z.infer<typeof deliveryEvidenceSchema>;

export const disputeDeliveryEvidenceSchema = z
  .object({
    deliveryId: z.number().int(),
    recordedAt: z.iso.datetime().describe('When the dispute opened'),
    evidence: deliveryEvidenceSchema.describe('The delivery’s evidence as it was then'),
  })
  .meta({ id: 'DisputeDeliveryEvidence' });
export type DisputeDeliveryEvidence = z.infer<typeof disputeDeliveryEvidenceSchema>;
