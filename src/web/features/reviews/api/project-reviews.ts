import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@shared/contract/reviews';
import { api } from '@web/lib/api-client';
import { reviewKeys } from './keys';

/** GET /api/projects/{id}/reviews: a completed project's reviews, both sides (public). */
export const projectReviewsQuery = (projectId: number) =>
  queryOptions({
    queryKey: reviewKeys.project(projectId),
    queryFn: () => api<Review[]>('GET', `/api/projects/${projectId}/reviews`),
  });

export const useProjectReviews = (projectId: number) => useQuery(projectReviewsQuery(projectId));
