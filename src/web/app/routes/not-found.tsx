import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { StatusScreen } from '@web/components/ui/status-screen';

export default function NotFoundPage() {
  return (
    <StatusScreen
      icon={<Compass aria-hidden className="size-14 text-primary" />}
      title="404 Page Not Found"
      actions={
        <>
          <Button asChild>
            <Link to="/">Go to the home page</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/projects">Browse projects</Link>
          </Button>
        </>
      }
    >
      The page you are looking for does not exist or has moved. Let's get you back on track.
    </StatusScreen>
  );
}
