import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { NotificationType } from '@shared/constants';
import type { ServerMessage } from '@shared/contract/realtime';
import type { EventType } from '@shared/events';
import { bidKeys } from '@web/features/bids/api/keys';
import { conversationKeys } from '@web/features/conversations/api/keys';
import { developerKeys } from '@web/features/developers/api/keys';
import { disputeKeys } from '@web/features/disputes/api/keys';
import { milestoneKeys } from '@web/features/milestones/api/keys';
import { notificationKeys } from '@web/features/notifications/api/keys';
import { paymentKeys } from '@web/features/payments/api/keys';
import { projectKeys } from '@web/features/projects/api/keys';
import { reviewKeys } from '@web/features/reviews/api/keys';
import { safetyKeys } from '@web/features/safety/api/keys';
import { yourDataKeys } from '@web/features/your-data/api/keys';
import { loadingMore } from '@web/lib/query-client';
import { sessionKeys } from '@web/lib/session/current-user';

/**
 * Which cached data each message on the socket makes stale, so open screens refetch it (the
 * dashboards and the project page when a bid arrives or is accepted; the bell, the message badge
 * and the open conversation when a message comes or is read). Only what is on screen refetches
 * at once; the rest when it is next shown. Wired in app/realtime-connection.tsx.
 */

/** The projects, bids and the developers' stats (bid counts, statuses, acceptance rates). */
const MARKETPLACE: QueryKey[] = [projectKeys.all, bidKeys.all, developerKeys.all];

/** A project's money and its work: the payment card, the delivery, milestones, earnings. */
const MONEY: QueryKey[] = [projectKeys.all, bidKeys.all, paymentKeys.all, milestoneKeys.all];

/** The reviews and the ratings they make (profiles, directory cards, project cards). */
const REVIEWS: QueryKey[] = [reviewKeys.all, developerKeys.all, projectKeys.all];

/**
 * What each of the server's events touches when it comes as `changed` (src/shared/events.ts).
 * Every event type says, even those that never come that way, so a new event cannot be forgotten
 * here and a renamed one breaks the build instead of silently refreshing nothing.
 */
const ON_CHANGED = {
  'project.created': [projectKeys.all],
  'project.status_changed': MONEY,
  'bid.created': MARKETPLACE,
  'bid.accepted': MARKETPLACE,
  'bid.declined': MARKETPLACE,
  'bid.updated': MARKETPLACE,
  'bid.withdrawn': MARKETPLACE,
  'invitation.created': [bidKeys.all],
  // Comes as a notification (its toast and the bell), never as `changed`.
  'saved_search.matched': [notificationKeys.all],
  'notifications.read': [notificationKeys.all],
  'payment.succeeded': MONEY,
  'payment.expired': MONEY,
  'payment.released': MONEY,
  'payment.refunded': MONEY,
  'payout.sent': [paymentKeys.all],
  'refund.sent': [paymentKeys.all, bidKeys.all],
  'project.completed': [...MARKETPLACE, paymentKeys.all, milestoneKeys.all],
  'milestone.created': MONEY,
  'milestone.completed': MONEY,
  'milestone.approved': MONEY,
  'milestone.changes_requested': MONEY,
  'delivery.submitted': [milestoneKeys.all],
  'delivery.changes_requested': [milestoneKeys.all],
  'approval.reminder': [milestoneKeys.all],
  'dispute.opened': [...MONEY, disputeKeys.all],
  'dispute.updated': [disputeKeys.all],
  'dispute.closed': [...MONEY, disputeKeys.all],
  'chargeback.changed': [...MONEY, disputeKeys.all],
  'review.written': REVIEWS,
  'review.edited': REVIEWS,
  // The profile's payout settings and the dashboard's banner read onboardingComplete.
  'onboarding.completed': [sessionKeys.currentUser, paymentKeys.all],
  // A name shows on projects, bids, the directory and reviews.
  'user.renamed': [...MARKETPLACE, reviewKeys.all],
  // An operator's actions (decisions.md, Operators): what the user, the project's parties see.
  'user.suspended': MARKETPLACE,
  'user.reinstated': MARKETPLACE,
  'project.hidden': [projectKeys.all],
  'project.shown': [projectKeys.all],
  'payouts.held': [paymentKeys.all],
  'payouts.released': [paymentKeys.all],
  'payout.clawed_back': [paymentKeys.all],
  // Never sent as `changed`: messages and read receipts have their own messages (handled
  // below), and the rest reach no screen (core/realtime/push-events.ts).
  'message.created': [],
  'message.read': [],
  'notification.sent': [],
  'sessions.ended': [],
  // The profile's Your data tab shows the export's link (its notification comes by itself).
  'data_export.ready': [yourDataKeys.all],
  // The operators' queue (no page of users'); the reporter hears of a closed report by its
  // notification.
  'report.created': [],
  'report.closed': [],
  // Sent to the blocker alone (blocks are private): their other tabs follow.
  'block.changed': [safetyKeys.all, conversationKeys.all],
} satisfies Record<EventType, QueryKey[]>;

/**
 * A notification's other effects: some changes reach a user only as a notification (a developer
 * learns of their accepted bid from it).
 */
const ON_NOTIFICATION: Record<NotificationType, QueryKey[]> = {
  notification: [],
  message: [],
  bid: MARKETPLACE,
  project: MONEY,
  dispute: MONEY,
  milestone: MONEY,
  milestone_completed: MONEY,
  milestone_approved: MONEY,
};

/** After a (re)connection: anything pushed while the socket was away may have been missed. */
const ON_CONNECT: QueryKey[] = [
  conversationKeys.all,
  notificationKeys.all,
  ...MARKETPLACE,
  paymentKeys.all,
  milestoneKeys.all,
];

export function staleAfter(message: ServerMessage): QueryKey[] {
  switch (message.type) {
    case 'auth_success':
      return ON_CONNECT;
    case 'new_message':
    case 'message_read':
      // A read message also reads its notification (the server does both).
      return [conversationKeys.all, notificationKeys.all];
    case 'notification':
      return [notificationKeys.all, ...ON_NOTIFICATION[message.notification.type]];
    case 'new_milestone':
    case 'milestone_completed':
    case 'milestone_approved':
      return MONEY;
    case 'changed':
      // An event a newer server sends that this page does not know yet may touch any of them.
      return (
        (ON_CHANGED as Partial<Record<string, QueryKey[]>>)[message.event] ?? [
          ...MARKETPLACE,
          paymentKeys.all,
          milestoneKeys.all,
        ]
      );
    default:
      return [];
  }
}

/**
 * Refreshes what socket messages make stale, a burst at a time: what arrives within `windowMs` (a
 * message's notification and its push come together; a busy project sends several) is
 * invalidated once. A request already on its way may have read the server before the change, so
 * it starts again; except a page someone asked for ('Load older'), which a refetch would throw
 * away: that list is refreshed once its page has arrived.
 */
export function createRealtimeRefresher(queryClient: QueryClient, windowMs = 50) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = (queryKey: QueryKey) => {
    pending.set(hashKey(queryKey), queryKey);
    timer ??= setTimeout(flush, windowMs);
  };
  let connectedBefore = false;
  let disposed = false;
  /**
   * The first connection of a page: its data was read a moment ago (drawn by the server or just
   * fetched), so instead of reading it all again, the bell is read. Whatever changed for this user
   * in that moment left a notification; only then is everything the socket would have refreshed
   * read again. A reconnection (the socket was away for longer) reads it all at once. A list
   * loading its next page ('Load more' clicked as the page opened) is left to arrive: a refetch
   * would cancel that page and read only the pages shown.
   */
  const catchUpAfterFirstConnection = async () => {
    const bell = {
      queryKey: notificationKeys.all,
      type: 'active',
      predicate: (query: Query) => !loadingMore(query),
    } as const;
    const shown = queryClient.getQueryCache().findAll(bell);
    const before = shown.map((query) => query.state.data);
    await queryClient.refetchQueries(bell);
    // Unchanged answers keep their data's identity (TanStack Query's structural sharing).
    const changed =
      shown.length === 0 || shown.some((query, index) => query.state.data !== before[index]);
    if (changed && !disposed) for (const queryKey of ON_CONNECT) schedule(queryKey);
  };
  const flush = () => {
    timer = null;
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) {
      void queryClient.invalidateQueries({ queryKey, predicate: (query) => !loadingMore(query) });
      for (const query of queryClient.getQueryCache().findAll({ queryKey, predicate: loadingMore }))
        schedule(query.queryKey);
    }
  };
  return {
    add(message: ServerMessage) {
      if (message.type === 'auth_success' && !connectedBefore) {
        connectedBefore = true;
        void catchUpAfterFirstConnection();
        return;
      }
      for (const queryKey of staleAfter(message)) schedule(queryKey);
    },
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}
