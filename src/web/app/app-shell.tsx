import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { LoadError } from '@web/components/ui/load-error';
import { Toaster } from '@web/components/ui/toaster';
import { PartFailedContext } from '@web/lib/lazy-part';

/** A part of a page whose code did not download (lib/lazy-part.tsx): the rest of the page stays. */
const partFailed = (retry: () => void) => (
  <LoadError
    message="This part of the page could not be loaded. Check your connection and try again."
    onRetry={retry}
  />
);

/**
 * Everything around the router, the same on the server and in the browser (a hydrated page must
 * be drawn by the same tree): the query client, the toasts, and what a part that could not be
 * loaded shows.
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
        <PartFailedContext value={partFailed}>{children}</PartFailedContext>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
