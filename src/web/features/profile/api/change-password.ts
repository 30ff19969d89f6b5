import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';

/** POST /api/users/{id}/password: this session stays signed in, every other one ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ userId, ...input }: ChangePasswordInput & { userId: number }) =>
      api<void>('POST', `/api/users/${userId}/password`, input),
  });
}
