import { notifyManager, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';

/** The session's query key (kept across sign-in and sign-out, when every other query is dropped). */
export const sessionKeys = { currentUser: ['current-user'] as const };

/**
 * GET /api/session: the signed-in user, or null when signed out. Always a 200, so a visitor's
 * page load shows no refused request in the console (GET /api/user answers 401 instead).
 */
export const currentUserQuery = queryOptions({
  queryKey: sessionKeys.currentUser,
  queryFn: async (): Promise<CurrentUser | null> =>
    (await api<{ user: CurrentUser | null }>('GET', '/api/session')).user,
});

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error };
}

/** After sign-in, sign-up or sign-out: drop everything cached for the previous user, set the new one. */
export function replaceCurrentUser(queryClient: QueryClient, user: CurrentUser | null) {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionKeys.currentUser[0],
  });
  queryClient.setQueryData(sessionKeys.currentUser, user);
}

/**
 * After a sign-out (an `endSession`'s last step): forgets the user, and resolves once the pages
 * have been told. Query tells its observers on its scheduler's next turn; until then a signed-in
 * page is still mounted, and a part of it whose code arrives late would mount and send its read
 * after the session ended (a 401). `endSession` refuses requests until this resolves.
 */
export function forgetSession(queryClient: QueryClient): Promise<void> {
  replaceCurrentUser(queryClient, null);
  return new Promise((resolve) => notifyManager.schedule(resolve));
}
