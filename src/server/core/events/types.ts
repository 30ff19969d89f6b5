/**
 * What the marketplace announces. Each event names what changed (ids and statuses, and what a
 * participant's open screen needs, such as a new message), who it concerns, and the
 * notifications it leaves. Events never leave the servers: sockets get `ServerMessage`s. Features add their events here; the
 * subscribers (src/server/subscribers.ts) decide what each instance does with them.
 */
import type {
  BidStatus,
  MilestoneStatus,
  NotificationType,
  ProjectStatus,
} from '@shared/constants.js';
import type { Message } from '@shared/contract/conversations.js';

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
  'payment.succeeded': { projectId: number; bidId: number; paymentId: number };
  'payment.expired': { projectId: number; paymentId: number };
  /** Held money released to the developer (delivery approved, or a milestone). */
  'payment.released': { projectId: number; paymentId: number; releaseId: number };
  'payment.refunded': { projectId: number; paymentId: number; refundId: number };
  'payout.sent': { projectId: number; releaseId: number };
  'refund.sent': { projectId: number; refundId: number };
  'project.completed': { projectId: number };
  'milestone.created': MilestoneEventData;
  'milestone.completed': MilestoneEventData;
  'milestone.approved': MilestoneEventData;
  'milestone.changes_requested': MilestoneEventData;
  'delivery.submitted': { projectId: number; deliveryId: number };
  /** An unanswered delivery or milestone will be approved automatically in a few days. */
  'approval.reminder': { projectId: number };
  'delivery.changes_requested': { projectId: number; deliveryId: number };
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
  /** Signed out (or signed out everywhere else): the sockets of these sessions close. */
  'sessions.ended': { userId: number; sessionIds: string[] };
}

export type EventType = keyof EventData;

/** A notification to store with the event (decisions.md, Conversations and notifications). */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  content: string;
  relatedId?: number | null;
}

/** What a feature hands to `emit`. */
export type AppEvent = {
  [T in EventType]: {
    type: T;
    data: EventData[T];
    /** Users whose open screens this concerns (their sockets are told to refresh). */
    audience?: number[];
    notify?: NewNotification[];
  };
}[EventType];

/** A notification as it was stored, as it travels with its event. */
export interface StoredNotification extends Required<NewNotification> {
  id: number;
  isRead: boolean;
  createdAt: string;
}

/** An event after its transaction committed, as every instance's subscribers receive it. */
export type PublishedEvent = {
  [T in EventType]: {
    id: number;
    /** When it was stored (the commit follows within the transaction). */
    at: string;
    type: T;
    data: EventData[T];
    audience: number[];
    notifications: StoredNotification[];
  };
}[EventType];

/** The NOTIFY channel every instance listens on. */
export const EVENTS_CHANNEL = 'finishline_events';
