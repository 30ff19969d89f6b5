import { FolderPlus } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PagedList } from '@web/components/ui/paged-list';
import { useCursorPager } from '@web/lib/use-cursor-pager';
import { useSubmittedProjects } from '../api/list-submitted-projects';
import { ProjectSummaryCard } from './project-summary-card';

/** Creator dashboard: the projects they submitted, newest first. */
export function MyProjectsTab({ userId, onSubmit }: { userId: number; onSubmit: () => void }) {
  const pager = useCursorPager();
  const projects = useSubmittedProjects({
    userId,
    limit: LIMITS.dashboardPageSize,
    cursor: pager.cursor,
  });
  return (
    <PagedList
      query={projects}
      pager={pager}
      label="My projects"
      loadingLabel="Loading your projects"
      errorMessage="Couldn't load your projects."
      empty={
        <EmptyState
          icon={FolderPlus}
          title="No projects yet"
          description="Submit your half-finished project and developers will start bidding."
          action={<Button onClick={onSubmit}>Submit Project</Button>}
        />
      }
      itemKey={(project) => project.id}
      renderItem={(project) => (
        <ProjectSummaryCard
          project={project}
          showStatus
          actions={
            <Button asChild size="sm" variant="secondary">
              <Link to={`/projects/${project.id}`}>View Details</Link>
            </Button>
          }
        />
      )}
    />
  );
}
