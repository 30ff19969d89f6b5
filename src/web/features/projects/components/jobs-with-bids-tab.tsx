import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PagedList } from '@web/components/ui/paged-list';
import { useCursorPager } from '@web/lib/use-cursor-pager';
import { useSubmittedProjects } from '../api/list-submitted-projects';
import { ProjectSummaryCard } from './project-summary-card';

/** Creator dashboard: their projects that received bids, each linking to its bids. */
export function JobsWithBidsTab({ userId }: { userId: number }) {
  const pager = useCursorPager();
  const jobs = useSubmittedProjects({
    userId,
    limit: LIMITS.dashboardPageSize,
    cursor: pager.cursor,
    hasBids: true,
  });
  return (
    <PagedList
      query={jobs}
      pager={pager}
      label="Jobs with bids"
      loadingLabel="Loading jobs with bids"
      errorMessage="Couldn't load your jobs with bids."
      empty={
        <EmptyState
          icon={Inbox}
          title="No bids yet"
          description="When developers bid on your projects, those projects appear here."
        />
      }
      itemKey={(project) => project.id}
      renderItem={(project) => (
        <ProjectSummaryCard
          project={project}
          showStatus
          actions={
            <Button asChild size="sm">
              <Link to={`/projects/${project.id}?tab=bids`}>Review Bids</Link>
            </Button>
          }
        />
      )}
    />
  );
}
