import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NextAction } from '@shared/contract/projects';
import { api } from '@web/lib/api-client';
import { projectKeys } from './keys';

/** GET /api/users/{id}/next-actions: what needs the user now, most urgent first. */
export const nextActionsQuery = (userId: number) =>
  queryOptions({
    queryKey: projectKeys.nextActions(userId),
    queryFn: () => api<NextAction[]>('GET', `/api/users/${userId}/next-actions`),
  });

export const useNextActions = (userId: number) => useQuery(nextActionsQuery(userId));
