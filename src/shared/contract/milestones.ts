/**
 * Milestones and delivery of a paid project (issue 12; decisions.md, Milestones, completion,
 * reviews). Milestone amounts are whole dollars, like bids; released amounts are cents.
 */
import { z } from 'zod';
import { DELIVERY_STATUSES, MILESTONE_STATUSES } from '../constants.js';
import { optionalHttpUrl, repositoryLink } from './common.js';
import { EVIDENCE_MESSAGES, REF_PATTERN } from './delivery-evidence-rules.js';
import { MILESTONE_MESSAGES, DELIVERY_MESSAGES } from './milestones-rules.js';

const note = z
  .string({ message: MILESTONE_MESSAGES.note })
  .trim()
  .min(3, { message: MILESTONE_MESSAGES.note })
  .max(2000, { message: MILESTONE_MESSAGES.noteTooLong });

/**
 * A day that exists, from the year 1: JavaScript reads 2024-02-30 as March 1 and accepts the
 * year 0, both of which PostgreSQL's `date` refuses (an error, not a 400, if they got there).
 */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '0001'
  );
}

/**
 * The code a delivery or a milestone's completion names (issue 39): the repository (the
 * project's code link when absent, or the developer's fork) and a branch, tag or full commit id
 * (absent: the repository's HEAD), both as git allows them, a ref never an option.
 */
const namedCode = {
  repository: z
    .union([z.literal(''), z.null(), repositoryLink(EVIDENCE_MESSAGES.repository)], {
      message: EVIDENCE_MESSAGES.repository,
    })
    .optional()
    .transform((value) => value || null),
  ref: z
    .union([
      z.literal(''),
      z.null(),
      z
        .string({ message: EVIDENCE_MESSAGES.ref })
        .trim()
        .regex(REF_PATTERN, { message: EVIDENCE_MESSAGES.ref }),
    ])
    .optional()
    .transform((value) => value || null),
};

export const createMilestoneSchema = z.object({
  title: z
    .string({ message: MILESTONE_MESSAGES.title })
    .trim()
    .min(3, { message: MILESTONE_MESSAGES.title })
    .max(120, { message: MILESTONE_MESSAGES.titleTooLong }),
  description: z
    .string()
    .trim()
    .max(2000, { message: MILESTONE_MESSAGES.descriptionTooLong })
    .nullish()
    .transform((value) => value || null),
  amount: z
    .number({ message: MILESTONE_MESSAGES.amount })
    .int({ message: MILESTONE_MESSAGES.amount })
    .positive({ message: MILESTONE_MESSAGES.amount })
    .max(10_000_000, { message: MILESTONE_MESSAGES.amount }),
  // Optional: an empty field (the form's date input left blank) means no due date.
  dueDate: z
    .union([
      z.literal(''),
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MILESTONE_MESSAGES.dueDate })
        .refine(isCalendarDate, { message: MILESTONE_MESSAGES.dueDate }),
    ])
    .nullish()
    .transform((value) => value || null),
});
export type CreateMilestoneInput = z.input<typeof createMilestoneSchema>;

export const requestChangesSchema = z.object({ note });

/**
 * POST /api/milestones/{id}/complete: the completion may name code. With a repository or a ref
 * its evidence is read (the repository defaults to the project's code link); with neither (or no
 * body) the milestone is completed as before, naming none.
 */
export const completeMilestoneSchema = z.object(namedCode).nullish();
export type CompleteMilestoneInput = z.input<typeof completeMilestoneSchema>;

export const milestoneSchema = z
  .object({
    id: z.number(),
    projectId: z.number(),
    title: z.string(),
    description: z.string().nullable(),
    amount: z.number(),
    status: z.enum(MILESTONE_STATUSES),
    dueDate: z.string().nullable(),
    /** Past its due date and not yet approved. */
    overdue: z.boolean(),
    changesNote: z.string().nullable(),
    completedAt: z.string().nullable(),
    approvedAt: z.string().nullable(),
    /** When it is approved automatically if the owner does not answer (completed milestones). */
    autoApproveAt: z.string().nullable(),
    approvedAutomatically: z.boolean(),
    /** Cents released to the developer for it (its amount less the 10% fee), once approved. */
    released: z.number(),
    repository: z
      .string()
      .nullable()
      .describe('The repository its latest completion named (null: it named no code)'),
    ref: z.string().nullable().describe('The branch, tag or commit named (null: its HEAD)'),
    createdAt: z.string(),
  })
  .meta({ id: 'Milestone' });
export type Milestone = z.infer<typeof milestoneSchema>;

export const createDeliverySchema = z.object({
  message: z
    .string({ message: DELIVERY_MESSAGES.message })
    .trim()
    .min(10, { message: DELIVERY_MESSAGES.message })
    .max(5000, { message: DELIVERY_MESSAGES.messageTooLong }),
  link: optionalHttpUrl(DELIVERY_MESSAGES.link).transform((value) => value ?? null),
  ...namedCode,
});
export type CreateDeliveryInput = z.input<typeof createDeliverySchema>;

export const deliverySchema = z
  .object({
    id: z.number(),
    projectId: z.number(),
    /** The developer who delivered. */
    finisherId: z.number(),
    /** The old name of `finisherId` (issue 37): the same value, answered for one more release. */
    developerId: z.number().meta({
      deprecated: true,
      description:
        'Deprecated: the same as `finisherId`, which replaces it; removed in the next release.',
    }),
    message: z.string(),
    link: z.string().nullable(),
    repository: z.string().nullable().describe('The repository delivered from'),
    ref: z.string().nullable().describe('The branch, tag or commit named (null: its HEAD)'),
    status: z.enum(DELIVERY_STATUSES),
    changesNote: z.string().nullable(),
    respondedAt: z.string().nullable(),
    autoApproveAt: z.string(),
    approvedAutomatically: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Delivery' });
export type Delivery = z.infer<typeof deliverySchema>;
