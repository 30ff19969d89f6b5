import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseAccountInput } from '@shared/contract/your-data';
import { endSession } from '@web/lib/api-client';
import { forgetSession } from '@web/lib/session/current-user';

/**
 * POST /api/users/{id}/close: the account's sessions end with it, so it is sent as a sign-out
 * (no request of the old session left on its way); refused, nothing is forgotten. Closed, the
 * user is forgotten at once, and the signed-in page goes to sign-in as after any sign-out;
 * `onClosed` says so there (a toast outlives the page).
 */
export function useCloseAccount(userId: number, onClosed: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseAccountInput) =>
      endSession(
        `/api/users/${userId}/close`,
        async () => {
          await forgetSession(queryClient);
          onClosed();
        },
        input,
      ),
  });
}
