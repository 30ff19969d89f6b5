/**
 * A delivery's evidence (issue 39; docs/decisions/verified-delivery.md): the delivered commit
 * read against the project's baseline, what changed, what is left, the checks and the tamper
 * flags. Facts of the repository, never the developer's or the owner's words.
 */
import { z } from 'zod';
import { EVIDENCE_STATUSES, TAMPER_FLAG_KINDS } from './delivery-evidence-rules.js';

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
  })
  .meta({ id: 'DeliveryEvidence' });
export type DeliveryEvidence = z.infer<typeof deliveryEvidenceSchema>;
