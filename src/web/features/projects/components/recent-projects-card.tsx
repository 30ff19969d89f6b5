import { LIMITS } from '@shared/constants';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormatDate } from '@web/lib/format';
import { useNewestProjects } from '../api/list-newest-projects';

const RECENT_PROJECTS = LIMITS.dashboardRecentItems;

/** Both roles: the three newest projects on Finishline, with a link to all of them. */
export function RecentProjectsCard() {
  const formatDate = useFormatDate();
  const projects = useNewestProjects(RECENT_PROJECTS);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Recent Projects</h2>
      </CardHeader>
      <CardContent>
        {projects.isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading recent projects">
            {Array.from({ length: RECENT_PROJECTS }, (_, index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : projects.isError ? (
          <LoadError
            message="Couldn't load recent projects."
            onRetry={() => void projects.refetch()}
          />
        ) : projects.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No projects yet.</p>
        ) : (
          <ul className="divide-y divide-border">
            {projects.data.slice(0, RECENT_PROJECTS).map((project) => (
              <li key={project.id} className="py-3 first:pt-0 last:pb-0">
                <Link
                  to={`/projects/${project.id}`}
                  className="block font-medium break-words hover:text-primary hover:underline"
                >
                  {project.name}
                </Link>
                <p className="mt-0.5 text-xs text-muted-foreground">
                  {project.techStack.slice(0, 3).join(', ')} · {formatDate(project.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="secondary" className="w-full">
          <Link to="/projects">
            View All Projects <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
