// First: Zod must read its settings before any schema is built (lib/zod-jitless.ts).
import '@web/lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { changeDisplayTimeZone, setDisplayTimeZone } from '@web/lib/format';
import { isPartLoadError, preloadParts } from '@web/lib/lazy-part';
import { createQueryClient } from '@web/lib/query-client';
import { currentUserQuery } from '@web/lib/session/current-user';
import { browserTimeZone, rememberedTimeZone, rememberTimeZone } from '@web/lib/time-zone';
import { AppShell } from './app/app-shell';
import { readPageState } from './app/page-state';
import { refreshLinkedQueries } from './app/query-links';
import { createAppRouter } from './app/router';
import './styles/app.css';

const queryClient = createQueryClient({ afterMutation: refreshLinkedQueries });
// A page the server drew comes with the data it was drawn from (entry-server.tsx).
const serverState = readPageState();
if (serverState) {
  hydrate(queryClient, serverState.queries);
  // Dates hydrate as the server drew them. Drawn in the zone this browser's cookie names (its
  // own, at its last visit), they are written from Date's fields, without Intl (lib/format.ts).
  const drawn = serverState.timeZone;
  setDisplayTimeZone(() => (drawn === rememberedTimeZone() ? undefined : drawn));
}
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
  const hydrating = serverState !== null && (await preloadParts(serverState.parts));
  if (!hydrating) setDisplayTimeZone(() => undefined);
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app, { onCaughtError });
    else createRoot(container, { onCaughtError }).render(app);
  });
  // Off the hydration path: the browser's zone, from a worker (lib/time-zone.ts), told to the
  // server for the next pages it draws; a page drawn in another zone (a first visit's UTC) shows
  // its dates again in the browser's own.
  const zone = await browserTimeZone();
  rememberTimeZone(zone);
  if (hydrating && serverState?.timeZone !== zone) changeDisplayTimeZone(undefined);
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
