/**
 * Every screen of the app. Pages are code-split (`lazy`), so a visitor downloads only the page
 * they open. Protected pages sit under <RequireAuth>. A page of one feature comes from
 * features/<f>/routes; a page that combines features from ./routes.
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  redirect,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { LIMITS } from '@shared/constants';
import type { CurrentUser } from '@shared/contract/auth';
import { AppLayout } from '@web/components/layout/app-layout';
import { RequireAuth } from '@web/features/auth/components/require-auth';
import { LoginRedirect, RegisterRedirect } from '@web/features/auth/routes/redirect-to-auth';
import { developerQuery } from '@web/features/developers/api/developer';
import { developerStatsQuery } from '@web/features/developers/api/developer-stats';
import { developerFiltersFrom, developersQuery } from '@web/features/developers/api/developers';
import { invitationsQuery } from '@web/features/bids/api/invitations';
import { totalSpendingQuery } from '@web/features/bids/api/total-spending';
import { unreadCountQuery } from '@web/features/conversations/api/unread-count';
import { myDisputesQuery } from '@web/features/disputes/api/disputes';
import { unreadNotificationsQuery } from '@web/features/notifications/api/unread-notifications';
import { earningsQuery } from '@web/features/payments/api/earnings';
import { paymentHistoryQuery } from '@web/features/payments/api/payment-history';
import { projectQuery } from '@web/features/projects/api/get-project';
import { newestProjectsQuery } from '@web/features/projects/api/list-newest-projects';
import { openJobsQuery } from '@web/features/projects/api/list-open-jobs';
import { submittedProjectsQuery } from '@web/features/projects/api/list-submitted-projects';
import { browseFiltersOf, projectsListQuery } from '@web/features/projects/api/list-projects';
import { technologiesQuery } from '@web/features/projects/api/list-technologies';
import { headerBadges } from './header-badges';
import { currentUserQuery, useCurrentUser } from '@web/lib/session/current-user';
import { authPathFor } from '@web/lib/session/return-path';
import { useHydrated } from '@web/lib/use-hydrated';
import NotFoundPage from './routes/not-found';
import { RouteError } from './routes/route-error';

/**
 * The socket and its toasts matter only to a signed-in user: a visitor never downloads them (nor
 * the schemas the socket's messages use), which keeps the first page's script small.
 */
const RealtimeConnection = lazy(() =>
  import('./realtime-connection').then((module) => ({ default: module.RealtimeConnection })),
);
function RealtimeWhenSignedIn() {
  const { user } = useCurrentUser();
  const hydrated = useHydrated();
  if (!hydrated || !user) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeConnection />
    </Suspense>
  );
}

/** A lazily loaded page module with a default export. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

interface AppRoutesOptions {
  /**
   * In the browser a loader only starts its page's data and returns at once; the server waits
   * for it, so that the page it renders holds the data (entry-server.tsx).
   */
  waitForData?: boolean;
}

/**
 * The app's routes over one query client (one per browser tab, one per server render). A
 * route's loader asks for the page's data as the navigation starts, while the page's code
 * downloads: the page's own queries then find it in flight or done instead of starting after
 * the code and the session check. It never fails the navigation: the page shows errors as it
 * always did.
 */
export function createAppRoutes(
  queryClient: QueryClient,
  { waitForData = false }: AppRoutesOptions = {},
): RouteObject[] {
  const prefetch =
    (start: (args: LoaderFunctionArgs) => Promise<unknown>[] | void) =>
    async (args: LoaderFunctionArgs) => {
      let requests: Promise<unknown>[] = [];
      try {
        requests = (start(args) ?? []).map((request) => request.catch(() => undefined));
      } catch {
        // A malformed address: the page itself will say so.
      }
      if (waitForData) await Promise.all(requests);
      return null;
    };

  return [
    {
      element: (
        <>
          <RealtimeWhenSignedIn />
          <AppLayout headerBadges={headerBadges} />
        </>
      ),
      errorElement: <RouteError />,
      // The header's badges of a signed-in user, drawn with every page instead of after it.
      loader: prefetch(() => [
        queryClient
          .ensureQueryData(currentUserQuery)
          .then(
            (user) =>
              user &&
              Promise.all([
                queryClient.prefetchQuery(unreadNotificationsQuery(user.id)),
                queryClient.prefetchQuery(unreadCountQuery(user.id)),
              ]),
          ),
      ]),
      children: [
        {
          index: true,
          loader: prefetch(() => [
            queryClient.prefetchQuery(newestProjectsQuery(LIMITS.featuredProjects)),
          ]),
          lazy: page(() => import('./routes/home-page')),
        },
        { path: 'auth', lazy: page(() => import('@web/features/auth/routes/auth-page')) },
        {
          path: 'forgot-password',
          lazy: page(() => import('@web/features/auth/routes/forgot-password-page')),
        },
        {
          path: 'reset-password',
          lazy: page(() => import('@web/features/auth/routes/reset-password-page')),
        },
        // Development only: the API behind it is not registered in production.
        {
          path: 'dev/outbox',
          lazy: page(() => import('@web/features/dev-outbox/routes/dev-outbox-page')),
        },
        { path: 'login', element: <LoginRedirect /> },
        { path: 'register', element: <RegisterRedirect /> },
        {
          path: 'developers',
          loader: prefetch(({ request }) => [
            queryClient.prefetchInfiniteQuery(
              developersQuery(developerFiltersFrom(new URL(request.url).searchParams)),
            ),
          ]),
          lazy: page(() => import('@web/features/developers/routes/developers-page')),
        },
        {
          path: 'developers/:username',
          loader: prefetch(({ params }) => [
            queryClient.prefetchQuery(developerQuery(params.username ?? '')),
            queryClient.prefetchQuery(developerStatsQuery(params.username ?? '')),
          ]),
          lazy: page(() => import('./routes/developer-profile-page')),
        },
        {
          path: 'projects/:id',
          loader: prefetch(({ params }) => {
            const id = Number(params.id);
            return Number.isSafeInteger(id) && id > 0
              ? [queryClient.prefetchQuery(projectQuery(id))]
              : [];
          }),
          lazy: page(() => import('./routes/project-detail-page')),
        },
        { path: 'reputation', lazy: page(() => import('./routes/reputation-page')) },
        { path: 'submit-project', element: <Navigate to="/submit" replace /> },
        {
          element: <RequireAuth />,
          // The server sends a visitor on to sign in at once, as <RequireAuth> does in the browser.
          loader: waitForData
            ? async ({ request }) => {
                if (await queryClient.ensureQueryData(currentUserQuery)) return null;
                throw redirect(authPathFor(new URL(request.url)));
              }
            : undefined,
          children: [
            // Protected pages (spec section 2) are added here by their features.
            {
              path: 'profile',
              lazy: page(() => import('./routes/profile-page')),
            },
            {
              path: 'dashboard',
              // The first tab and the side cards of the user's role (the server draws them whole).
              loader: prefetch(({ request }) => {
                const params = new URL(request.url).searchParams;
                return params.has('tab')
                  ? []
                  : [
                      queryClient
                        .ensureQueryData(currentUserQuery)
                        .then(
                          (user) =>
                            user && Promise.all(dashboardQueries(queryClient, user, params)),
                        ),
                    ];
              }),
              lazy: page(() => import('./routes/dashboard/dashboard-page')),
            },
            {
              path: 'projects',
              // The order depends on who asks (a developer with skills: best match); the
              // session is usually known already, else read once with the RequireAuth check.
              loader: prefetch(({ request }) => [
                queryClient
                  .ensureQueryData(currentUserQuery)
                  .then((user) =>
                    queryClient.prefetchInfiniteQuery(
                      projectsListQuery(browseFiltersOf(new URL(request.url).searchParams, user)),
                    ),
                  ),
                queryClient.prefetchQuery(technologiesQuery),
              ]),
              // The projects feature's page with the saved searches feature's "Save this search".
              lazy: page(() => import('./routes/browse-projects-page')),
            },
            {
              path: 'submit',
              lazy: page(() => import('./routes/submit-project-page')),
            },
            {
              path: 'my-projects',
              lazy: page(() => import('./routes/my-projects-page')),
            },
            {
              path: 'saved-searches',
              lazy: page(() => import('@web/features/saved-searches/routes/saved-searches-page')),
            },
            {
              path: 'messages',
              lazy: page(() => import('@web/features/conversations/routes/messages-page')),
            },
            {
              path: 'channels/:id',
              lazy: page(() => import('./routes/channel-page')),
            },
            {
              path: 'notifications',
              lazy: page(() => import('@web/features/notifications/routes/notifications-page')),
            },
            {
              path: 'settings/notifications',
              lazy: page(() => import('@web/features/notifications/routes/email-settings-page')),
            },
            {
              path: 'test-notifications',
              lazy: page(
                () => import('@web/features/notifications/routes/test-notifications-page'),
              ),
            },
            {
              path: 'disputes/:id',
              lazy: page(() => import('./routes/dispute-page')),
            },
            {
              path: 'payment/bid/:bidId',
              lazy: page(() => import('./routes/payment-page')),
            },
            {
              path: 'payment/bid/:bidId/return',
              lazy: page(() => import('@web/features/payments/routes/payment-return-page')),
            },
            {
              path: 'checkout/:bidId',
              lazy: page(() => import('@web/features/payments/routes/checkout-page')),
            },
            {
              path: 'onboarding-redirect',
              lazy: page(() => import('@web/features/payments/routes/onboarding-redirect-page')),
            },
            {
              // The operator console (decisions.md, Operators): its own code-split section.
              path: 'ops',
              lazy: page(() => import('@web/features/ops/routes/ops-layout')),
              children: [
                { index: true, lazy: page(() => import('@web/features/ops/routes/overview-page')) },
                { path: 'queue', lazy: page(() => import('@web/features/ops/routes/queue-page')) },
                {
                  path: 'reports',
                  lazy: page(() => import('@web/features/ops/routes/reports-page')),
                },
                {
                  path: 'disputes/:id',
                  lazy: page(() => import('./routes/ops-dispute-page')),
                },
                {
                  path: 'chargebacks/:id',
                  lazy: page(() => import('@web/features/ops/routes/chargeback-page')),
                },
                { path: 'users', lazy: page(() => import('@web/features/ops/routes/users-page')) },
                {
                  path: 'users/:id',
                  lazy: page(() => import('@web/features/ops/routes/user-page')),
                },
                {
                  path: 'projects',
                  lazy: page(() => import('@web/features/ops/routes/projects-page')),
                },
                { path: 'audit', lazy: page(() => import('@web/features/ops/routes/audit-page')) },
              ],
            },
            {
              path: 'payments',
              lazy: page(() => import('@web/features/payments/routes/payments-page')),
            },
            {
              path: 'receipts/:number',
              lazy: page(() => import('@web/features/payments/routes/receipt-page')),
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The browser's router; `hydrationData` when the server rendered the page (main.tsx). */
export function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  return createBrowserRouter(createAppRoutes(queryClient), { hydrationData });
}

/**
 * What /dashboard shows first, as its widgets ask for it: the role's first tab (its first page,
 * searched and ordered as the address says) and its side cards. A key that drifted from a
 * widget's only loses the prefetch.
 */
function dashboardQueries(
  queryClient: QueryClient,
  user: CurrentUser,
  params: URLSearchParams,
): Promise<unknown>[] {
  const recent = LIMITS.dashboardRecentItems;
  const firstPage = { limit: LIMITS.dashboardPageSize, cursor: null };
  const openJobs = browseFiltersOf(params, user);
  return user.role === 'creator'
    ? [
        queryClient.prefetchQuery(submittedProjectsQuery({ userId: user.id, ...firstPage })),
        queryClient.prefetchQuery(totalSpendingQuery(user.id)),
        queryClient.prefetchInfiniteQuery(paymentHistoryQuery(user.id, recent)),
        queryClient.prefetchQuery(newestProjectsQuery(recent)),
        queryClient.prefetchQuery(myDisputesQuery),
      ]
    : [
        queryClient.prefetchQuery(
          openJobsQuery({ q: openJobs.q, sort: openJobs.sort, ...firstPage }),
        ),
        queryClient.prefetchQuery(developerStatsQuery(user.username)),
        queryClient.prefetchQuery(earningsQuery(user.id)),
        queryClient.prefetchQuery(newestProjectsQuery(recent)),
        queryClient.prefetchQuery(myDisputesQuery),
        queryClient.prefetchQuery(invitationsQuery(user.id, LIMITS.dashboardInvitations)),
      ];
}
