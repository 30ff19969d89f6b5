/**
 * Every screen of the app. Pages are code-split (`lazy`), so a visitor downloads only the page
 * they open. Protected pages sit under <RequireAuth>. A page of one feature comes from
 * features/<f>/routes; a page that combines features from ./routes.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from '@web/components/layout/app-layout';
import { RequireAuth } from '@web/features/auth/components/require-auth';
import { LoginRedirect, RegisterRedirect } from '@web/features/auth/routes/redirect-to-auth';
import { headerBadges } from './header-badges';
import { useCurrentUser } from '@web/lib/session/current-user';
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
  if (!user) return null;
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

export const router = createBrowserRouter([
  {
    element: (
      <>
        <RealtimeWhenSignedIn />
        <AppLayout headerBadges={headerBadges} />
      </>
    ),
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: page(() => import('./routes/home-page')) },
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
        lazy: page(() => import('@web/features/developers/routes/developers-page')),
      },
      {
        path: 'developers/:username',
        lazy: page(() => import('@web/features/developers/routes/developer-profile-page')),
      },
      {
        path: 'projects/:id',
        lazy: page(() => import('./routes/project-detail-page')),
      },
      { path: 'submit-project', element: <Navigate to="/submit" replace /> },
      {
        element: <RequireAuth />,
        children: [
          // Protected pages (spec section 2) are added here by their features.
          {
            path: 'profile',
            lazy: page(() => import('@web/features/profile/routes/profile-page')),
          },
          {
            path: 'dashboard',
            lazy: page(() => import('./routes/dashboard/dashboard-page')),
          },
          {
            path: 'projects',
            lazy: page(() => import('@web/features/projects/routes/browse-projects-page')),
          },
          {
            path: 'submit',
            lazy: page(() => import('@web/features/projects/routes/submit-project-page')),
          },
          {
            path: 'my-projects',
            lazy: page(() => import('./routes/my-projects-page')),
          },
          {
            path: 'messages',
            lazy: page(() => import('@web/features/conversations/routes/messages-page')),
          },
          {
            path: 'channels/:id',
            lazy: page(() => import('@web/features/conversations/routes/channel-page')),
          },
          {
            path: 'notifications',
            lazy: page(() => import('@web/features/notifications/routes/notifications-page')),
          },
          {
            path: 'test-notifications',
            lazy: page(() => import('@web/features/notifications/routes/test-notifications-page')),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
