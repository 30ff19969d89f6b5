import { useQuery } from '@tanstack/react-query';
import type { OutboxMail } from '@shared/contract/dev-outbox';
import { api } from '@web/lib/api-client';
import { devOutboxKeys } from './keys';

/**
 * GET /api/dev/outbox: the newest mail kept instead of sent (development only). Asked again
 * every two seconds: mail is written by background jobs, a moment after the action that sent it.
 */
export function useOutbox() {
  return useQuery({
    queryKey: devOutboxKeys.all,
    queryFn: () => api<OutboxMail[]>('GET', '/api/dev/outbox?limit=50'),
    retry: false,
    staleTime: 0,
    refetchInterval: 2000,
  });
}
