import { useMutation } from '@tanstack/react-query';
import type { EndOtherSessionsResponse } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';

/** POST /api/sessions/end-others: signs out every device but this one. */
export function useEndOtherSessions() {
  return useMutation({
    mutationFn: () => api<EndOtherSessionsResponse>('POST', '/api/sessions/end-others'),
  });
}
