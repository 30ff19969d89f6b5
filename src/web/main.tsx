// First: Zod must read its settings before any schema is built (lib/zod-jitless.ts).
import '@web/lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from '@web/lib/query-client';
import { currentUserQuery } from '@web/lib/session/current-user';
import { refreshLinkedQueries } from './app/query-links';
import { createAppRouter } from './app/router';
import './styles/app.css';

const queryClient = createQueryClient({ afterMutation: refreshLinkedQueries });
const router = createAppRouter(queryClient);
// Who is signed in is asked at once, beside the route's code and data, not once the layout renders.
void queryClient.prefetchQuery(currentUserQuery);

// The first render as a transition: React renders it in slices of a few milliseconds and lets
// the browser handle input in between, instead of one long task (Total Blocking Time).
const render = () =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );

// index.html's header stays on screen until the first route's code is in; the whole page then
// replaces it at once (no blank frame in between).
if (router.state.initialized) render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
