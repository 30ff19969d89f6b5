/**
 * Every screen of the app. Pages are code-split (`lazy`), so a visitor downloads only the page
 * they open. Protected pages sit under <RequireAuth>. Features add their routes here.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from '@web/components/layout/app-layout';
import { RequireAuth } from '@web/features/auth/components/require-auth';
import { LoginRedirect, RegisterRedirect } from '@web/features/auth/routes/redirect-to-auth';
import NotFoundPage from './routes/not-found';
import { RouteError } from './routes/route-error';

/** A lazily loaded page module with a default export. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: page(() => import('@web/features/home/routes/home-page')) },
      { path: 'auth', lazy: page(() => import('@web/features/auth/routes/auth-page')) },
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
        lazy: page(() => import('@web/features/projects/routes/project-detail-page')),
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
            lazy: page(() => import('@web/features/dashboard/routes/dashboard-page')),
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
            lazy: page(() => import('@web/features/projects/routes/my-projects-page')),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
