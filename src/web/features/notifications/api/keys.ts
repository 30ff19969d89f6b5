/**
 * Every notifications query key, from one factory; all start with `['notifications']`, so a push
 * on the socket refreshes the list and the bell at once (app/realtime-links.ts).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (userId: number) => ['notifications', 'list', userId] as const,
  /** The unread ones the bell counts (one page of at most 100: enough to show '99+'). */
  unreads: ['notifications', 'unread'] as const,
  unread: (userId: number) => ['notifications', 'unread', userId] as const,
  /** Outside `['notifications']`: a notification pushed on the socket does not change them. */
  emailPreferences: (userId: number) => ['email-preferences', userId] as const,
};

/** The notifications feature's changes; app/query-links.ts refreshes other features' data after them. */
export const notificationMutationKeys = {
  markRead: ['notifications', 'mark-read'] as const,
  markAllRead: ['notifications', 'mark-all-read'] as const,
  create: ['notifications', 'create'] as const,
  setEmailPreference: ['notifications', 'email-preference'] as const,
};
