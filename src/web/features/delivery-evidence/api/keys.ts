/** Every delivery-evidence query key, from one factory; all start with `['delivery-evidence']`. */
export const deliveryEvidenceKeys = {
  all: ['delivery-evidence'] as const,
  delivery: (deliveryId: number) => ['delivery-evidence', 'delivery', deliveryId] as const,
  checks: (projectId: number) => ['delivery-evidence', 'checks', projectId] as const,
  dispute: (disputeId: number) => ['delivery-evidence', 'dispute', disputeId] as const,
  milestone: (milestoneId: number) => ['delivery-evidence', 'milestone', milestoneId] as const,
};

export const deliveryEvidenceMutationKeys = {
  saveChecks: ['delivery-evidence', 'save-checks'] as const,
};
