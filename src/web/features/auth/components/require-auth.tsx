import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/lib/session/current-user';
import { authPathFor } from '@web/lib/session/return-path';

/** Layout route for protected pages: spinner while the user loads, visitors go to /auth and come back. */
export function RequireAuth() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={authPathFor(location)} replace />;
  return <Outlet />;
}
