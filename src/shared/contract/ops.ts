/**
 * The operator console's API (decisions.md, Operators): every route under /api/ops/, for an
 * operator whose session passed the second factor (core/sessions.ts, operator()).
 */
import { z } from 'zod';
import { PAGINATION } from '../constants.js';
import { idSchema, limitQuery, numberFromText } from './common.js';
import { disputeSchema } from './disputes.js';
import { deliveryEvidenceSchema } from './delivery-evidence.js';
import { closeReportSchema, openReportSchema } from './safety.js';
import { REPORT_STATUSES } from './safety-rules.js';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, OPS_MESSAGES, REASON_MAX } from './ops-rules.js';

/** Every operator write carries a written reason (400 without). */
export const reasonSchema = z
  .string({ message: OPS_MESSAGES.reason })
  .trim()
  // `abort`: an empty reason is told once, not again by the pattern below.
  .min(1, { message: OPS_MESSAGES.reason, abort: true })
  .max(REASON_MAX, { message: OPS_MESSAGES.reasonTooLong })
  // The document says what trimming means: a reason of spaces only is no reason.
  .regex(/\S/, { message: OPS_MESSAGES.reason });

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
  status: z.enum(['active', 'suspended', 'closed']),
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
  submitterId: z.number(),
  /** The old name of `submitterId` (issue 37): the same value, answered for one more release. */
  ownerId: z.number().meta({
    deprecated: true,
    description:
      'Deprecated: the same as `submitterId`, which replaces it; removed in the next release.',
  }),
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
  status: z.string(),
  /** The old name of `status` (issue 37), answered for one more release. */
  state: z.string().meta({
    deprecated: true,
    description:
      'Deprecated: the same as `status`, which replaces it; removed in the next release.',
  }),
  releasedCents: z.number(),
  refundedCents: z.number(),
});
export type DecideDisputeResult = z.infer<typeof decideDisputeResultSchema>;

/**
 * The queue (decisions.md, Operators): what waits for an operator, oldest first: escalated
 * disputes, open chargebacks, open reports, and releases held for review (to a developer whose
 * payouts are held or who is suspended). `at` is when the item entered the queue.
 */
export const QUEUE_KINDS = ['dispute', 'chargeback', 'report', 'release'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

export const queueQuerySchema = z.object({
  limit,
  cursor,
  kind: z.enum(QUEUE_KINDS).optional(),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

export const queueItemSchema = z.object({
  kind: z.enum(QUEUE_KINDS),
  /** The dispute's, chargeback's, report's or release's id. */
  id: z.number(),
  at: z.string(),
  projectId: z.number().nullable(),
  projectName: z.string().nullable(),
  /** Whom it is about: the reported user, the developer of a release, the project's owner. */
  userId: z.number().nullable(),
  username: z.string().nullable(),
  /** Cents at stake: held in the dispute, taken by the chargeback, the release's gross. */
  amountCents: z.number().nullable(),
  /** A short line: the report's reason and target, the dispute's reason, why a release waits. */
  summary: z.string(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueCountsSchema = z.object({
  disputes: z.number(),
  chargebacks: z.number(),
  reports: z.number(),
  releases: z.number(),
  total: z.number(),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;

/** GET /api/ops/reports: open (oldest first) or closed (newest first) reports. */
export const opsReportsQuerySchema = z.object({
  limit,
  cursor,
  status: z.enum(REPORT_STATUSES).default('open'),
});
export type OpsReportsQuery = z.infer<typeof opsReportsQuerySchema>;

export const opsReportSchema = openReportSchema.extend({
  closedBy: z.object({ id: z.number(), username: z.string() }).nullable(),
});
export type OpsReport = z.infer<typeof opsReportSchema>;

/** Closing a report: the outcome the reporter reads, and the reason kept in the audit log. */
export const opsCloseReportSchema = closeReportSchema.extend({ reason: reasonSchema });
export type OpsCloseReportInput = z.input<typeof opsCloseReportSchema>;

const when = z.string();
const nullableWhen = z.string().nullable();

/** What a dispute's record shows of its paid project (operators' dispute page, chargebacks). */
export const opsCaseRecordSchema = z.object({
  project: z.object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    status: z.string(),
    budget: z.number().nullable(),
    timeframe: z.string().nullable(),
    createdAt: when,
  }),
  bid: z.object({
    id: z.number(),
    amount: z.number(),
    timeline: z.number(),
    message: z.string(),
    status: z.string(),
    /** When it was made; the acceptance is the payment's time. */
    createdAt: when,
  }),
  payment: z.object({
    id: z.number(),
    amount: z.number(),
    platformFee: z.number(),
    developerAmount: z.number(),
    status: z.string(),
    provider: z.string(),
    createdAt: when,
    releasedCents: z.number(),
    refundedCents: z.number(),
  }),
  milestones: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      amount: z.number(),
      status: z.string(),
      completedAt: nullableWhen,
      approvedAt: nullableWhen,
      approvedAutomatically: z.boolean(),
    }),
  ),
  deliveries: z.array(
    z.object({
      id: z.number(),
      message: z.string(),
      link: z.string().nullable(),
      status: z.string(),
      changesNote: z.string().nullable(),
      respondedAt: nullableWhen,
      approvedAutomatically: z.boolean(),
      createdAt: when,
      repository: z.string().nullable().describe('The repository delivered from'),
      ref: z.string().nullable().describe('The branch, tag or commit named (null: its HEAD)'),
      evidence: deliveryEvidenceSchema
        .nullable()
        .describe('What was read of the delivered commit; null: no repository was named'),
    }),
  ),
  /** The bid's conversation, the latest `messagesShown` messages, oldest first. */
  messages: z.array(
    z.object({
      id: z.number(),
      side: z.enum(['owner', 'developer']),
      content: z.string(),
      createdAt: when,
    }),
  ),
  messagesTotal: z.number(),
});
export type OpsCaseRecord = z.infer<typeof opsCaseRecordSchema>;

/** GET /api/ops/disputes/{id}: the dispute as its parties see it, and the case's record. */
export const opsDisputeSchema = z.object({
  dispute: disputeSchema,
  record: opsCaseRecordSchema,
});
export type OpsDispute = z.infer<typeof opsDisputeSchema>;

/** GET /api/ops/chargebacks/{id}: the chargeback and the evidence the provider asks for. */
/**
 * A clawback after a lost chargeback (docs/decisions/operators.md): C cents from the developer's
 * unsent releases. `idempotencyKey`: one per clawback the operator means (the form makes one when
 * it opens); the same key again claws nothing more.
 */
export const clawbackSchema = z.object({
  reason: reasonSchema,
  amountCents: z
    .number({ message: OPS_MESSAGES.clawbackAmount })
    .int({ message: OPS_MESSAGES.clawbackAmount })
    .min(1, { message: OPS_MESSAGES.clawbackAmount }),
  idempotencyKey: z
    .string({ message: OPS_MESSAGES.clawbackKey })
    .min(8, { message: OPS_MESSAGES.clawbackKey })
    .max(100, { message: OPS_MESSAGES.clawbackKey }),
});
export type ClawbackInput = z.input<typeof clawbackSchema>;

export const clawbackResultSchema = z.object({
  clawbackId: z.number(),
  chargebackId: z.number(),
  /** The developer whose unsent releases it took from. */
  finisherId: z.number(),
  /** The old name of `finisherId` (issue 37): the same value, answered for one more release. */
  developerId: z.number().meta({
    deprecated: true,
    description:
      'Deprecated: the same as `finisherId`, which replaces it; removed in the next release.',
  }),
  clawedBackCents: z.number(),
  /** What the developer's unsent releases still hold after it. */
  unsentCents: z.number(),
  releases: z.array(z.object({ releaseId: z.number(), cents: z.number(), settled: z.boolean() })),
  /** True when this answers a request already carried out (the same idempotency key). */
  replayed: z.boolean(),
});
export type ClawbackResult = z.infer<typeof clawbackResultSchema>;

/** What a clawback may take now: the developer's unsent share, and the platform's loss left. */
export const opsClawbackStateSchema = z.object({
  /** The developer's unsent releases' net shares. */
  unsentCents: z.number(),
  /** What the platform lost on the chargeback: withdrawn + fee − what the escrow gave. */
  lossCents: z.number(),
  clawedBackCents: z.number(),
  /** 0 unless the chargeback is lost: min(unsent, loss − clawed back). */
  maxCents: z.number(),
});

export const opsChargebackSchema = z.object({
  id: z.number(),
  provider: z.string(),
  externalId: z.string(),
  status: z.enum(['open', 'won', 'lost']),
  reason: z.string().nullable(),
  amount: z.number(),
  withdrawn: z.number(),
  fee: z.number(),
  heldTaken: z.number(),
  reinstated: z.number(),
  createdAt: when,
  closedAt: nullableWhen,
  owner: z.object({ id: z.number(), username: z.string(), email: z.string() }),
  developer: z.object({ id: z.number(), username: z.string() }),
  clawback: opsClawbackStateSchema,
  record: opsCaseRecordSchema,
});
export type OpsChargeback = z.infer<typeof opsChargebackSchema>;
