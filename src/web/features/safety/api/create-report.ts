import { useMutation } from '@tanstack/react-query';
import type { CreateReportInput, Report } from '@shared/contract/safety';
import { api } from '@web/lib/api-client';
import { safetyMutationKeys } from './keys';

/** POST /api/reports: a report to the operators (a repeat while one is open is a 409). */
export function useCreateReport() {
  return useMutation({
    mutationKey: safetyMutationKeys.report,
    mutationFn: (input: CreateReportInput) => api<Report>('POST', '/api/reports', input),
  });
}
