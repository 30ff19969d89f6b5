import { FolderPlus } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { useSubmittedProjects } from '../api/user-projects';
import { cursorOf, useCursorPager } from '../hooks/use-cursor-pager';
import { ListSkeleton, LoadError } from './list-states';
import { Pager } from './pager';
import { ProjectSummaryCard } from './project-summary-card';

/** Creator: the projects they submitted, newest first. */
export function MyProjectsTab({ userId, onSubmit }: { userId: number; onSubmit: () => void }) {
  const pager = useCursorPager();
  const projects = useSubmittedProjects({
    userId,
    limit: LIMITS.dashboardPageSize,
    cursor: pager.cursor,
  });

  if (projects.isPending) return <ListSkeleton label="Loading your projects" />;
  if (projects.isError)
    return (
      <LoadError message="Couldn't load your projects." onRetry={() => void projects.refetch()} />
    );
  if (projects.data.items.length === 0)
    return (
      <EmptyState
        icon={FolderPlus}
        title="No projects yet"
        description="Submit your half-finished project and developers will start bidding."
        action={<Button onClick={onSubmit}>Submit Project</Button>}
      />
    );

  return (
    <>
      <ul className="space-y-4" aria-busy={projects.isPlaceholderData}>
        {projects.data.items.map((project) => (
          <li key={project.id}>
            <ProjectSummaryCard
              project={project}
              showStatus
              actions={
                <Button asChild size="sm" variant="secondary">
                  <Link to={`/projects/${project.id}`}>View Details</Link>
                </Button>
              }
            />
          </li>
        ))}
      </ul>
      <Pager
        label="My projects"
        page={pager.page}
        hasNext={Boolean(projects.data.next)}
        busy={projects.isPlaceholderData}
        onPrevious={pager.previous}
        onNext={() => pager.next(cursorOf(projects.data.next))}
      />
    </>
  );
}
