import { AlertTriangle } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LiveMark } from '@web/components/layout/live-mark';
import { Button } from '@web/components/ui/button';
import { StatusScreen } from '@web/components/ui/status-screen';
import NotFoundPage from './not-found';

/** Shown when a page fails to load or render: a way forward instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <>
      <LiveMark />
      <StatusScreen
        icon={<AlertTriangle aria-hidden className="size-12 text-warning" />}
        title="Something went wrong"
        actions={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
      >
        This page could not be shown. Please reload; if it keeps happening, try again in a minute.
      </StatusScreen>
    </>
  );
}
