/**
 * Disputes over held money (decisions.md, Held money): opening one, answering it, and the record
 * both parties see. Amounts are cents.
 */
import { z } from 'zod';
import { DISPUTE_LIFECYCLE } from '../lifecycle.js';
import { httpUrl, optionalHttpUrl } from './common.js';
import {
  DISPUTE_EVENT_KINDS,
  DISPUTE_LIMITS,
  DISPUTE_MESSAGES,
  DISPUTE_REASONS,
  dollarsToCents,
} from './disputes-rules.js';

const message = z
  .string({ message: DISPUTE_MESSAGES.message })
  .trim()
  .min(DISPUTE_LIMITS.messageMin, { message: DISPUTE_MESSAGES.message })
  .max(DISPUTE_LIMITS.messageMax, { message: DISPUTE_MESSAGES.messageTooLong });

/** Cents of the held money released to the developer; the server checks the upper bound (held). */
const proposedRelease = z
  .number({ message: DISPUTE_MESSAGES.proposedRelease })
  .int({ message: DISPUTE_MESSAGES.proposedRelease })
  .min(0, { message: DISPUTE_MESSAGES.proposedRelease })
  .max(1_000_000_000, { message: DISPUTE_MESSAGES.proposedRelease });

export const openDisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { message: DISPUTE_MESSAGES.reason }),
  message,
  proposedRelease,
  evidenceLinks: z
    .array(httpUrl(DISPUTE_MESSAGES.link, DISPUTE_LIMITS.linkMax))
    .max(DISPUTE_LIMITS.links, { message: DISPUTE_MESSAGES.tooManyLinks })
    .default([]),
});
export type OpenDisputeInput = z.input<typeof openDisputeSchema>;

export const counterDisputeSchema = z.object({
  proposedRelease,
  message,
  evidenceLinks: openDisputeSchema.shape.evidenceLinks,
});
export type CounterDisputeInput = z.input<typeof counterDisputeSchema>;

export const escalateDisputeSchema = z.object({ message });
export type EscalateDisputeInput = z.input<typeof escalateDisputeSchema>;

export const decideDisputeSchema = z.object({
  release: proposedRelease,
  reason: z
    .string({ message: DISPUTE_MESSAGES.decisionReason })
    .trim()
    .min(DISPUTE_LIMITS.messageMin, { message: DISPUTE_MESSAGES.decisionReason })
    .max(DISPUTE_LIMITS.messageMax, { message: DISPUTE_MESSAGES.messageTooLong }),
});
export type DecideDisputeInput = z.input<typeof decideDisputeSchema>;

export const disputeEventSchema = z.object({
  id: z.number(),
  kind: z.enum(DISPUTE_EVENT_KINDS),
  /** Who acted: 'owner', 'developer', or 'system' (the deadline) / 'operator'. */
  actor: z.enum(['owner', 'developer', 'operator', 'system']),
  proposedRelease: z.number().nullable(),
  message: z.string().nullable(),
  link: z.string().nullable(),
  file: z
    .object({ id: z.number(), filename: z.string(), contentType: z.string(), size: z.number() })
    .nullable(),
  createdAt: z.string(),
});
export type DisputeEvent = z.infer<typeof disputeEventSchema>;

export const disputeSchema = z.object({
  id: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  /** The project's owner (its `submitterId`). */
  submitterId: z.number(),
  /** The old name of `submitterId` (issue 37): the same value, answered for one more release. */
  ownerId: z.number().meta({
    deprecated: true,
    description:
      'Deprecated: the same as `submitterId`, which replaces it; removed in the next release.',
  }),
  ownerName: z.string(),
  /** The project's developer (its `finisherId`). */
  finisherId: z.number(),
  /** The old name of `finisherId` (issue 37): the same value, answered for one more release. */
  developerId: z.number().meta({
    deprecated: true,
    description:
      'Deprecated: the same as `finisherId`, which replaces it; removed in the next release.',
  }),
  developerName: z.string(),
  openedBy: z.enum(['owner', 'developer']),
  reason: z.enum(DISPUTE_REASONS),
  status: z.enum(DISPUTE_LIFECYCLE.statuses),
  /** The old name of `status` (issue 37): the same value, answered for one more release. */
  state: z.enum(DISPUTE_LIFECYCLE.statuses).meta({
    deprecated: true,
    description:
      'Deprecated: the same as `status`, which replaces it; removed in the next release.',
  }),
  /** Cents held when it opened: the range of every proposal. */
  held: z.number(),
  /** The whole payment, and the developer's share of it (the 10% fee is the rest). */
  amount: z.number(),
  developerAmount: z.number(),
  /**
   * What the payment had released before the dispute opened (gross, and the developer's share):
   * a release's split is rounded on the running total (money.md), so a proposal's is too.
   */
  releasedBefore: z.object({ gross: z.number(), developer: z.number() }),
  proposedRelease: z.number(),
  proposedBy: z.enum(['owner', 'developer']),
  /** What the viewer may do now. */
  viewerSide: z.enum(['owner', 'developer', 'operator']),
  canAnswer: z.boolean(),
  canEscalate: z.boolean(),
  deadline: z.string().nullable(),
  release: z.number().nullable(),
  decisionReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  events: z.array(disputeEventSchema),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** A project's disputes, newest first (links from the project page). */
export const disputeSummarySchema = disputeSchema.pick({
  id: true,
  projectId: true,
  status: true,
  state: true,
  held: true,
  proposedRelease: true,
  release: true,
  deadline: true,
  createdAt: true,
});
export type DisputeSummary = z.infer<typeof disputeSummarySchema>;

/** One of the viewer's open disputes (the dashboards): its project, and whether it waits for them. */
export const myDisputeSchema = disputeSummarySchema.extend({
  projectName: z.string(),
  viewerSide: z.enum(['owner', 'developer']),
  /** The standing proposal waits for the viewer's answer (escalated ones too: they may accept). */
  canAnswer: z.boolean(),
});
export type MyDispute = z.infer<typeof myDisputeSchema>;

/**
 * The browser's proposal form (opening, countering): the amount to release typed in dollars,
 * checked against what is held, sent as the API's cents.
 */
export function proposalFormSchema(held: number) {
  const amount = z
    .string({ message: DISPUTE_MESSAGES.proposedRelease })
    .transform((typed, context) => {
      const cents = dollarsToCents(typed);
      if (cents === null || cents > held) {
        context.addIssue({ code: 'custom', message: DISPUTE_MESSAGES.proposedRelease });
        return z.NEVER;
      }
      return cents;
    });
  // One optional evidence link per step; the API takes a list.
  const link = optionalHttpUrl(DISPUTE_MESSAGES.link, DISPUTE_LIMITS.linkMax).transform((url) =>
    url ? [url] : [],
  );
  return z.object({ amount, message, link });
}
export type ProposalFormFields = z.input<ReturnType<typeof proposalFormSchema>>;

/** The browser's "Open a dispute" form: a reason beside the proposal. */
export function openDisputeFormSchema(held: number) {
  return proposalFormSchema(held).extend({ reason: openDisputeSchema.shape.reason });
}
