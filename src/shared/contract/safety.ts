/**
 * Reports and blocks (decisions.md, "Reports and blocks"): any signed-in user reports a project, a
 * public profile, a bid or a message to the operators, and blocks whoever they no longer want to
 * deal with. One schema for the browser's form and the server's route.
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './common.js';
import {
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from './safety-rules.js';

/** POST /api/reports. "Something else" needs a few words of details; the others may add some. */
export const createReportSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, { message: REPORT_MESSAGES.targetType }),
    targetId: idSchema,
    reason: z.enum(REPORT_REASONS, { message: REPORT_MESSAGES.reason }),
    details: z
      .string({ message: REPORT_MESSAGES.detailsTooLong })
      .trim()
      .max(REPORT_LIMITS.detailsMax, { message: REPORT_MESSAGES.detailsTooLong })
      .default(''),
  })
  .superRefine((value, context) => {
    if (value.reason === 'other' && value.details.length < REPORT_LIMITS.otherDetailsMin) {
      context.addIssue({
        code: 'custom',
        path: ['details'],
        message: REPORT_MESSAGES.otherNeedsDetails,
      });
    }
  });
export type CreateReportInput = z.input<typeof createReportSchema>;

/** A report as its reporter (and later the operators' console) reads it. */
export const reportSchema = z.object({
  id: z.number(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** What the operators decided; null while open. */
  outcome: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** A report in the operators' queue (listOpenReports): who filed it and whom it is about. */
export const openReportSchema = reportSchema.extend({
  reporter: z.object({ id: z.number(), username: z.string() }),
  /** The project's owner, the bid's developer, the message's sender or the user; null if gone. */
  targetUser: z.object({ id: z.number(), username: z.string() }).nullable(),
});
export type OpenReport = z.infer<typeof openReportSchema>;

/** What an operator writes to close a report (closeReport; the reporter is told). */
export const closeReportSchema = z.object({
  outcome: z
    .string({ message: REPORT_MESSAGES.outcome })
    .trim()
    .min(1, { message: REPORT_MESSAGES.outcome })
    .max(REPORT_LIMITS.outcomeMax, { message: REPORT_MESSAGES.outcomeTooLong }),
});
export type CloseReportInput = z.input<typeof closeReportSchema>;

/** POST /api/blocks. */
export const createBlockSchema = z.object({ userId: idSchema });
export type CreateBlockInput = z.input<typeof createBlockSchema>;

/** One of the signed-in user's blocks (GET /api/blocks). Only the blocker ever reads it. */
export const blockSchema = z.object({
  user: z.object({ id: z.number(), username: z.string(), avatarUrl: z.string().nullable() }),
  createdAt: z.string(),
});
export type Block = z.infer<typeof blockSchema>;

export const blocksQuerySchema = pageQuerySchema;

/** GET /api/blocks/{userId}: whether the signed-in user blocked that user (never the reverse). */
export const blockStateSchema = z.object({ userId: z.number(), blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;
