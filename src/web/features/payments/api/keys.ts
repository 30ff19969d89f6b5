/**
 * Every payments query key, from one factory; all start with `['payments']`, so a payment event on
 * the socket (app/realtime-links.ts) refreshes the money cards, the history and the earnings.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  detail: (paymentId: number) => ['payments', 'detail', paymentId] as const,
  history: (userId: number) => ['payments', 'history', userId] as const,
  earnings: (userId: number) => ['payments', 'earnings', userId] as const,
  onboarding: (userId: number) => ['payments', 'onboarding', userId] as const,
  receipt: (number: string) => ['payments', 'receipt', number] as const,
};

/** The payments feature's changes; app/query-links.ts refreshes other features' data after them. */
export const paymentMutationKeys = {
  startCheckout: ['payments', 'start-checkout'] as const,
  sync: ['payments', 'sync'] as const,
  connectAccount: ['payments', 'connect-account'] as const,
};
