import { useQuery } from '@tanstack/react-query';
import type { OutboxMail } from '@shared/contract/dev-outbox';
import { api } from '@web/lib/api-client';
import { devOutboxKeys } from './keys';

/** GET /api/dev/outbox: the newest mail kept instead of sent (development only). */
export function useOutbox() {
  return useQuery({
    queryKey: devOutboxKeys.all,
    queryFn: () => api<OutboxMail[]>('GET', '/api/dev/outbox?limit=50'),
    retry: false,
    staleTime: 0,
  });
}
