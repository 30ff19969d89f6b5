import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

export default function NotFoundPage() {
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <Compass aria-hidden className="size-14 text-primary" />
      <h1 className="mt-6 text-4xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        The page you are looking for does not exist or has moved. Let's get you back on track.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/projects">Browse projects</Link>
        </Button>
      </div>
    </div>
  );
}
