/**
 * Every milestones and deliveries query key, from one factory; all start with `['milestones']`,
 * so a milestone or delivery event on the socket refreshes the project's tab and cards at once.
 */
export const milestoneKeys = {
  all: ['milestones'] as const,
  list: (projectId: number) => ['milestones', 'list', projectId] as const,
  deliveries: (projectId: number) => ['milestones', 'deliveries', projectId] as const,
};

/** The feature's changes; app/query-links.ts refreshes the project, payments and stats after them. */
export const milestoneMutationKeys = {
  add: ['milestones', 'add'] as const,
  complete: ['milestones', 'complete'] as const,
  approve: ['milestones', 'approve'] as const,
  requestChanges: ['milestones', 'request-changes'] as const,
  deliver: ['milestones', 'deliver'] as const,
  approveDelivery: ['milestones', 'approve-delivery'] as const,
  requestDeliveryChanges: ['milestones', 'request-delivery-changes'] as const,
};
