// First: Zod must read its settings before any schema is built (lib/zod-jitless.ts).
import '@web/lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setDisplayTimeZone } from '@web/lib/format';
import { isPartLoadError, preloadParts } from '@web/lib/lazy-part';
import { createQueryClient } from '@web/lib/query-client';
import { currentUserQuery } from '@web/lib/session/current-user';
import { browserTimeZone, rememberTimeZone } from '@web/lib/time-zone';
import { AppShell } from './app/app-shell';
import { readPageState } from './app/page-state';
import { refreshLinkedQueries } from './app/query-links';
import { createAppRouter } from './app/router';
import './styles/app.css';

// Asked first, of a worker (lib/time-zone.ts); told to the server for the next pages it draws.
const timeZone = browserTimeZone();
void timeZone.then(rememberTimeZone);

const queryClient = createQueryClient({ afterMutation: refreshLinkedQueries });
// A page the server drew comes with the data it was drawn from (entry-server.tsx).
const serverState = readPageState();
if (serverState) hydrate(queryClient, serverState.queries);
const router = createAppRouter(queryClient, serverState?.router);
// Who is signed in is asked at once, beside the route's code and data, not once the layout
// renders (a drawn page has the answer already: it is fresh and not asked again).
void queryClient.prefetchQuery(currentUserQuery);

const container = document.getElementById('root')!;
const app = (
  <AppShell queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppShell>
);
// React's own report of an error a boundary caught, except a part's failed download (the part
// shows it, and the browser has logged the failed request).
const onCaughtError = (error: unknown, info: { componentStack?: string }) => {
  if (!isPartLoadError(error)) console.error(error, info.componentStack);
};
// As a transition: React renders (or hydrates) in slices of a few milliseconds and lets the
// browser handle input in between, instead of one long task (Total Blocking Time).
const render = async () => {
  // The drawn page's lazy parts (an owner's controls, an open tab) are in before hydration: a
  // part hydrated later would be drawn but dead in between, and a click on it lost. If one could
  // not be downloaded, the browser draws the page afresh (with that part's message) instead of
  // hydrating a page it cannot draw the same.
  const [hydrating, zone] = await Promise.all([
    serverState !== null && preloadParts(serverState.parts),
    serverState && timeZone,
  ]);
  // Dates read as the server drew them. Drawn in the browser's own zone (the server knew it from
  // the cookie), they are written from Date's fields, without Intl (lib/format.ts).
  if (serverState) {
    const drawnZone = serverState.timeZone === zone ? undefined : serverState.timeZone;
    setDisplayTimeZone(() => drawnZone);
  }
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app, { onCaughtError });
    else createRoot(container, { onCaughtError }).render(app);
  });
};

// The page stays as drawn (by the server, or index.html's header) until the route's code (and
// its parts) are in; React then takes it over in one commit, with no blank frame in between.
if (router.state.initialized) void render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    void render();
  });
}
