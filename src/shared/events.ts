/**
 * The marketplace's event types, declared once for both sides: the server emits them
 * (src/server/core/events) and says what each one clears or sends; the web's socket receives their
 * names (`changed` messages) and says what each one refreshes (src/web/app/realtime-links.ts).
 * Every such list is typed by `EventType`, so renaming or removing an event breaks the build where
 * a list still names it, and adding one asks the web what it refreshes. Each event names what
 * changed (ids and statuses, and what a participant's open screen needs, such as a new message).
 */
import type { BidStatus, MilestoneStatus, ProjectStatus } from './constants.js';
import type { DisputeState } from './lifecycle.js';
import type { Message } from './contract/conversations.js';

type MilestoneEventData = {
  projectId: number;
  milestoneId: number;
  title: string;
  status: MilestoneStatus;
  /** Who acted (null: the automatic approval); the toast goes to the other side. */
  actorId: number | null;
};

/** The facts each event type carries. */
export interface EventData {
  'project.created': { projectId: number };
  'project.status_changed': { projectId: number; status: ProjectStatus };
  'bid.created': { projectId: number; bidId: number };
  'bid.accepted': { projectId: number; bidId: number; status: BidStatus };
  /** The owner declined a pending bid (the developer is told, with the reason if given). */
  'bid.declined': { projectId: number; bidId: number };
  /** Its developer changed a pending bid's amount, timeline or message (the owner is told). */
  'bid.updated': { projectId: number; bidId: number };
  /** Its developer withdrew a pending bid, which is gone (the owner is told). */
  'bid.withdrawn': { projectId: number; bidId: number };
  /** A new project matched instant saved searches; their developers are notified. */
  'saved_search.matched': { projectId: number };
  /** An owner invited a developer to bid on an open project. */
  'invitation.created': { projectId: number; invitationId: number };
  /** `receiptId`: the payment's numbered receipt, issued in the same transaction. */
  'payment.succeeded': { projectId: number; bidId: number; paymentId: number; receiptId: number };
  'payment.expired': { projectId: number; paymentId: number };
  /** Held money released to the developer (delivery approved, or a milestone). */
  'payment.released': { projectId: number; paymentId: number; releaseId: number };
  /** `receiptId`: a late payment returned at once gets its payment's receipt here. */
  'payment.refunded': {
    projectId: number;
    paymentId: number;
    refundId: number;
    receiptId?: number;
  };
  'payout.sent': { projectId: number; releaseId: number };
  /** `receiptId`: the refund's numbered receipt, issued when it is sent. */
  'refund.sent': { projectId: number; refundId: number; receiptId: number };
  'project.completed': { projectId: number };
  'milestone.created': MilestoneEventData;
  'milestone.completed': MilestoneEventData;
  'milestone.approved': MilestoneEventData;
  'milestone.changes_requested': MilestoneEventData;
  'delivery.submitted': { projectId: number; deliveryId: number };
  /** An unanswered delivery or milestone will be approved automatically in a few days. */
  'approval.reminder': { projectId: number };
  'delivery.changes_requested': { projectId: number; deliveryId: number };
  /**
   * A dispute opened on a paid project (decisions.md, Held money). `entryId` (here and below):
   * the record's entry of a step the parties are mailed (the proposal, a counter, an escalation,
   * the deadline's reminder, a settlement or decision); absent for evidence and the end by
   * approval.
   */
  'dispute.opened': { projectId: number; disputeId: number; entryId: number };
  /** A dispute's record grew: a counter, an escalation, evidence, a reminder. */
  'dispute.updated': {
    projectId: number;
    disputeId: number;
    state: DisputeState;
    entryId?: number;
  };
  /** A dispute closed: settled, decided or ended; `release` cents went to the developer. */
  'dispute.closed': {
    entryId?: number;
    projectId: number;
    disputeId: number;
    state: DisputeState;
    release: number;
  };
  /** A card chargeback on the project's payment opened, moved money, or closed. */
  'chargeback.changed': { projectId: number; chargebackId: number; status: string };
  'review.written': { projectId: number; reviewId: number };
  /** A review's rating or comment changed (so did the reviewee's average). */
  'review.edited': { projectId: number; reviewId: number };
  'onboarding.completed': { userId: number };
  /** A user took another username (shown on their projects, bids and profile). */
  'user.renamed': { userId: number };
  'message.created': {
    channelId: number;
    thread: { id: number; title: string };
    message: Message;
  };
  'message.read': { channelId: number; threadId: number; messageIds: number[] };
  /** A notification a user sent themselves (the test panel). */
  'notification.sent': Record<string, never>;
  'notifications.read': { notificationIds: number[] | 'all' };
  /** A user reported something (decisions.md, Reports and blocks): the operators' queue. */
  'report.created': { reportId: number };
  /** An operator closed a report; its reporter is notified. */
  'report.closed': { reportId: number };
  /** The audience (the blocker alone: blocks are private) blocked or unblocked `userId`. */
  'block.changed': { userId: number };
  /** An operator suspended a user / reinstated them (decisions.md, Operators). */
  'user.suspended': { userId: number };
  'user.reinstated': { userId: number };
  /** An operator hid a project from everyone but its parties, or showed it again. */
  'project.hidden': { projectId: number };
  'project.shown': { projectId: number };
  /** An operator held a developer's payouts, or let them go again. */
  'payouts.held': { userId: number };
  'payouts.released': { userId: number };
  /** An operator clawed back part of a developer's unsent earnings after a lost chargeback. */
  'payout.clawed_back': { userId: number; clawbackId: number };
  /** A user's data export is built (docs/decisions/your-data.md); they are notified. */
  'data_export.ready': { exportId: number };
  /** Signed out (or signed out everywhere else): the sockets of these sessions close. */
  'sessions.ended': { userId: number; sessionIds: string[] };
}

export type EventType = keyof EventData;
