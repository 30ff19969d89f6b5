/**
 * The main pages drawn on the server (docs/decisions/performance.md, "Pages drawn on the
 * server"): the same routes, loaders and components as the browser, over a query client of the
 * request's own, whose API calls go to the server in process as the visitor. The browser then
 * hydrates the drawing from the state sent with it (main.tsx).
 */
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { CreatePageRenderer } from '@shared/page-render';
import { ApiError, setApiTransport } from '@web/lib/api-client';
import { setDisplayTimeZone } from '@web/lib/format';
import { DrawnPartsContext } from '@web/lib/lazy-part';
import { createQueryClient } from '@web/lib/query-client';
import { currentUserQuery } from '@web/lib/session/current-user';
import { AppShell } from './app/app-shell';
import { pageStateScript } from './app/page-state';
import { createAppRoutes } from './app/router';

export const createPageRenderer: CreatePageRenderer = (scope) => {
  setApiTransport((input, init) => {
    const request = scope.getStore();
    if (!request) throw new Error('An API call outside a page render');
    return request.api(String(input), { method: init?.method, headers: init?.headers });
  });
  setDisplayTimeZone(() => scope.getStore()?.timeZone ?? 'UTC');

  return (request) =>
    scope.run(request, async () => {
      const queryClient = createQueryClient();
      // The server answers now or says it cannot: no retry a second later.
      queryClient.setDefaultOptions({
        queries: { ...queryClient.getDefaultOptions().queries, retry: false },
      });
      try {
        return await drawPage(request.url, request.timeZone, queryClient);
      } finally {
        // Nothing of the request stays behind (queries keep timers for their cache time).
        queryClient.clear();
      }
    });
};

async function drawPage(url: string, timeZone: string, queryClient: QueryClient) {
  const handler = createStaticHandler(createAppRoutes(queryClient, { waitForData: true }));
  const [context] = await Promise.all([
    handler.query(new Request(new URL(url, 'http://localhost'))),
    queryClient.prefetchQuery(currentUserQuery),
  ]);
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { redirect: location } : null;
  }
  // A page whose data could not be had is left to the browser, which asks again (one retry) and
  // shows the error in its own words; a failed query is not handed over, so hydration would find
  // a loading page where the server drew an error.
  const failures = queryClient.getQueryCache().findAll({ predicate: failed });
  if (!context.errors && failures.length > 0 && failures.every(isNotFound))
    return { notFound: true as const };
  if (context.errors || failures.length > 0) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const parts = new Set<string>();
  const { prelude } = await prerender(
    <DrawnPartsContext value={parts}>
      <AppShell queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </DrawnPartsContext>,
    // One piece: a boundary cut out of its place is put back by an inline script, which the
    // CSP refuses (React cuts out boundaries above 12.5 KB by default).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    status: context.statusCode,
    personal: Boolean(queryClient.getQueryData(currentUserQuery.queryKey)),
    html: await new Response(prelude).text(),
    stateScript: pageStateScript({
      timeZone,
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData },
      parts: [...parts],
    }),
  };
}

const failed = (query: Query) => query.state.status === 'error';
const isNotFound = (query: Query) =>
  query.state.error instanceof ApiError && query.state.error.status === 404;
