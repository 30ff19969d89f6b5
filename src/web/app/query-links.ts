import { hashKey, type MutationKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { conversationKeys, conversationMutationKeys } from '@web/features/conversations/api/keys';
import { bidKeys, bidMutationKeys } from '@web/features/bids/api/keys';
import { deliveryEvidenceMutationKeys } from '@web/features/delivery-evidence/api/keys';
import { developerKeys } from '@web/features/developers/api/keys';
import { disputeMutationKeys } from '@web/features/disputes/api/keys';
import { milestoneKeys, milestoneMutationKeys } from '@web/features/milestones/api/keys';
import { notificationKeys } from '@web/features/notifications/api/keys';
import { paymentKeys, paymentMutationKeys } from '@web/features/payments/api/keys';
import { profileMutationKeys } from '@web/features/profile/api/keys';
import { projectKeys } from '@web/features/projects/api/keys';
import { reviewMutationKeys } from '@web/features/reviews/api/keys';
import { safetyMutationKeys } from '@web/features/safety/api/keys';
import { loadingMore } from '@web/lib/query-client';

/**
 * What a change in one feature does to the cached data of others. A feature refreshes its own
 * queries after its changes; it cannot name another feature's keys (features do not import each
 * other), so the app layer, which knows them all, lists the rest here. Wired into the query
 * client in main.tsx; runs (and is awaited) before the mutation's own onSuccess.
 */
const LINKS: { after: MutationKey; refresh: QueryKey[] }[] = [
  // Opting in to release on checks may approve a waiting delivery at once (verified delivery).
  {
    after: deliveryEvidenceMutationKeys.saveChecks,
    refresh: [projectKeys.all, milestoneKeys.all, paymentKeys.all, bidKeys.all],
  },
  // A bid changes its project's bids and bid count, the open jobs, and the developer's stats.
  { after: bidMutationKeys.create, refresh: [projectKeys.all, developerKeys.all] },
  // Accepting moves the project to in progress and rejects the other bids.
  { after: bidMutationKeys.accept, refresh: [projectKeys.all, developerKeys.all] },
  // A declined bid leaves the project's pending bids (its page and the open jobs).
  { after: bidMutationKeys.decline, refresh: [projectKeys.all, developerKeys.all] },
  // An edited bid shows new terms on its project; a withdrawn one leaves it (and its count).
  { after: bidMutationKeys.revise, refresh: [projectKeys.all, developerKeys.all] },
  // Username, avatar, skills and rate show in the directory and on the public profile; skills
  // order the projects by best match.
  { after: profileMutationKeys.update, refresh: [developerKeys.all, projectKeys.all] },
  // Reading a thread reads the notifications of its messages too (one unread signal, not two).
  { after: conversationMutationKeys.markThreadRead, refresh: [notificationKeys.all] },
  // The server asked the provider: a confirmed payment moves the bid and the project to paid.
  { after: paymentMutationKeys.sync, refresh: [projectKeys.all, bidKeys.all] },
  // Approval completes the project and bid and releases the money (stats count completions).
  {
    after: milestoneMutationKeys.approveDelivery,
    refresh: [projectKeys.all, bidKeys.all, paymentKeys.all, developerKeys.all],
  },
  { after: milestoneMutationKeys.deliver, refresh: [projectKeys.all] },
  // Milestones release money: the project's payment card and the earnings follow.
  { after: milestoneMutationKeys.approve, refresh: [projectKeys.all, paymentKeys.all] },
  // A dispute holds the project's releases; its settlement releases and refunds the held money
  // and completes or cancels the project (decisions.md, Held money).
  { after: disputeMutationKeys.open, refresh: [projectKeys.all, paymentKeys.all] },
  {
    after: disputeMutationKeys.accept,
    refresh: [projectKeys.all, bidKeys.all, paymentKeys.all, developerKeys.all],
  },
  {
    after: disputeMutationKeys.counter,
    refresh: [projectKeys.all, bidKeys.all, paymentKeys.all, developerKeys.all],
  },
  // Ratings are averages of reviews: profiles (developers) and project cards (owners).
  { after: reviewMutationKeys.write, refresh: [developerKeys.all, projectKeys.all] },
  { after: reviewMutationKeys.edit, refresh: [developerKeys.all, projectKeys.all] },
  // A block or unblock decides whether a conversation shows its composer.
  { after: safetyMutationKeys.block, refresh: [conversationKeys.all] },
];

export function refreshLinkedQueries(
  queryClient: QueryClient,
  mutationKey: MutationKey | undefined,
) {
  if (!mutationKey) return;
  const changed = hashKey(mutationKey);
  const keys = LINKS.filter((link) => hashKey(link.after) === changed).flatMap(
    (link) => link.refresh,
  );
  return Promise.all(
    keys.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, predicate: (query) => !loadingMore(query) }),
    ),
  );
}
