import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceiptView } from '@shared/contract/payments';
import { api } from '@web/lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/receipts/{number}: a numbered receipt (its payer and operators only; 404 otherwise). */
export const receiptQuery = (number: string) =>
  queryOptions({
    queryKey: paymentKeys.receipt(number),
    queryFn: () => api<ReceiptView>('GET', `/api/receipts/${encodeURIComponent(number)}`),
    // A receipt never changes once issued.
    staleTime: Infinity,
  });

export const useReceipt = (number: string) => useQuery(receiptQuery(number));

/** The CSV downloads of /payments: a plain link, the browser saves what the server streams. */
export const exportLinks = {
  payments: (userId: number) => `/api/users/${userId}/payments/export`,
  earnings: (userId: number) => `/api/users/${userId}/earnings/export`,
};
