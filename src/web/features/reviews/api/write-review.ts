import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewInput } from '@shared/contract/reviews';
import { api } from '@web/lib/api-client';
import { reviewKeys, reviewMutationKeys } from './keys';

/** POST /api/projects/{id}/reviews: one review of the other side, after completion. */
export function useWriteReview(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reviewMutationKeys.write,
    mutationFn: (input: ReviewInput) =>
      api<Review>('POST', `/api/projects/${projectId}/reviews`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** PATCH /api/reviews/{id}: its author changes it, within 14 days. */
export function useEditReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reviewMutationKeys.edit,
    mutationFn: ({ reviewId, ...input }: ReviewInput & { reviewId: number }) =>
      api<Review>('PATCH', `/api/reviews/${reviewId}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
