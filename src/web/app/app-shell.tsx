import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { Toaster } from '@web/components/ui/toaster';

/**
 * Everything around the router, the same on the server and in the browser (a hydrated page must
 * be drawn by the same tree): the query client and the toasts.
 */
export function AppShell({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
