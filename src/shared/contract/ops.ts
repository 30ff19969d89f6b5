/**
 * The operator console's API (decisions.md, Operators): every route under /api/ops/, for an
 * operator whose session passed the second factor (core/sessions.ts, operator()).
 */
import { z } from 'zod';
import { PAGINATION } from '../constants.js';
import { idSchema, limitQuery, numberFromText } from './common.js';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, OPS_MESSAGES, REASON_MAX } from './ops-rules.js';

/** Every operator write carries a written reason (400 without). */
export const reasonSchema = z
  .string({ message: OPS_MESSAGES.reason })
  .trim()
  .min(1, { message: OPS_MESSAGES.reason })
  .max(REASON_MAX, { message: OPS_MESSAGES.reasonTooLong });

export const reasonBodySchema = z.object({ reason: reasonSchema });
export type ReasonInput = z.input<typeof reasonBodySchema>;

const cursor = z.string().max(200).optional();
const limit = limitQuery(PAGINATION.maxLimit, PAGINATION.defaultLimit);

export const auditQuerySchema = z.object({
  limit,
  cursor,
  operatorId: numberFromText(idSchema).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: numberFromText(idSchema).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  operatorId: z.number().nullable(),
  /** null: the server's command line (`npm run operator`). */
  operatorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.number(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const opsUsersQuerySchema = z.object({
  limit,
  cursor,
  q: z.string().trim().max(200).optional(),
  status: z.enum(['active', 'suspended']).optional(),
});
export type OpsUsersQuery = z.infer<typeof opsUsersQuerySchema>;

export const opsUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['creator', 'developer']),
  isOperator: z.boolean(),
  status: z.enum(['active', 'suspended']),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  payoutsHeld: z.boolean(),
  twoFactor: z.boolean(),
  createdAt: z.string(),
});
export type OpsUser = z.infer<typeof opsUserSchema>;

export const opsUserDetailSchema = opsUserSchema.extend({
  projects: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      status: z.string(),
      hidden: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  bids: z.array(
    z.object({
      id: z.number(),
      projectId: z.number(),
      projectName: z.string(),
      amount: z.number(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      projectId: z.number(),
      projectName: z.string(),
      /** 'payer': the user paid it; 'payee': it pays the user. */
      side: z.enum(['payer', 'payee']),
      amount: z.number(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Earned and not yet transferred (money.md, developer payable), in cents. */
  payableCents: z.number(),
  sessions: z.array(
    z.object({
      /** An opaque handle to revoke it by (not the session's id). */
      handle: z.string(),
      createdAt: z.string(),
      expiresAt: z.string(),
      secondFactor: z.boolean(),
    }),
  ),
  audit: z.array(auditEntrySchema),
});
export type OpsUserDetail = z.infer<typeof opsUserDetailSchema>;

export const revokeSessionsSchema = z.object({
  reason: reasonSchema,
  /** One session's handle; all of the user's sessions without it. */
  handle: z.string().max(100).optional(),
});
export type RevokeSessionsInput = z.input<typeof revokeSessionsSchema>;

export const opsProjectsQuerySchema = z.object({
  limit,
  cursor,
  q: z.string().trim().max(200).optional(),
  hidden: z.enum(['true', 'false']).optional(),
});
export type OpsProjectsQuery = z.infer<typeof opsProjectsQuerySchema>;

export const opsProjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  ownerId: z.number(),
  ownerName: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  /** Cents the project's escrow holds now. */
  heldCents: z.number(),
  createdAt: z.string(),
});
export type OpsProject = z.infer<typeof opsProjectSchema>;

export const refundSchema = z.object({
  reason: reasonSchema,
  /** Cents to refund; all that is held without it. */
  amountCents: z
    .number({ message: 'The amount must be a whole number of cents above 0' })
    .int({ message: 'The amount must be a whole number of cents above 0' })
    .min(1, { message: 'The amount must be a whole number of cents above 0' })
    .optional(),
});
export type RefundInput = z.input<typeof refundSchema>;

export const refundResultSchema = z.object({
  projectId: z.number(),
  paymentId: z.number(),
  refundedCents: z.number(),
  heldCents: z.number(),
});

export const overviewSchema = z.object({
  month: z.string(),
  heldCents: z.number(),
  releasedThisMonthCents: z.number(),
  refundedThisMonthCents: z.number(),
  feesThisMonthCents: z.number(),
  counts: z.object({
    suspendedUsers: z.number(),
    hiddenProjects: z.number(),
    heldPayouts: z.number(),
    releasesWaiting: z.number(),
  }),
});
export type Overview = z.infer<typeof overviewSchema>;

/** An operator's decision on a dispute (decisions.md, Held money): what went where. */
export const decideDisputeResultSchema = z.object({
  disputeId: z.number(),
  projectId: z.number(),
  state: z.string(),
  releasedCents: z.number(),
  refundedCents: z.number(),
});
export type DecideDisputeResult = z.infer<typeof decideDisputeResultSchema>;
