import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession } from '@web/lib/api-client';
import { forgetSession } from './current-user';

/**
 * POST /api/logout: ends the session and forgets everything cached for this user, with no
 * request of the old session left on its way (`endSession`).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endSession('/api/logout', () => forgetSession(queryClient)),
  });
}
