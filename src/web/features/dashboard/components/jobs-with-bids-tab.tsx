import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { useSubmittedProjects } from '../api/user-projects';
import { cursorOf, useCursorPager } from '../hooks/use-cursor-pager';
import { ListSkeleton, LoadError } from './list-states';
import { Pager } from './pager';
import { ProjectSummaryCard } from './project-summary-card';

/** Creator: their projects that received bids, each linking to its bids. */
export function JobsWithBidsTab({ userId }: { userId: number }) {
  const pager = useCursorPager();
  const jobs = useSubmittedProjects({
    userId,
    limit: LIMITS.dashboardPageSize,
    cursor: pager.cursor,
    hasBids: true,
  });

  if (jobs.isPending) return <ListSkeleton label="Loading jobs with bids" />;
  if (jobs.isError)
    return (
      <LoadError message="Couldn't load your jobs with bids." onRetry={() => void jobs.refetch()} />
    );
  if (jobs.data.items.length === 0)
    return (
      <EmptyState
        icon={Inbox}
        title="No bids yet"
        description="When developers bid on your projects, those projects appear here."
      />
    );

  return (
    <>
      <ul className="space-y-4" aria-busy={jobs.isPlaceholderData}>
        {jobs.data.items.map((project) => (
          <li key={project.id}>
            <ProjectSummaryCard
              project={project}
              showStatus
              actions={
                <Button asChild size="sm">
                  <Link to={`/projects/${project.id}?tab=bids`}>Review Bids</Link>
                </Button>
              }
            />
          </li>
        ))}
      </ul>
      <Pager
        label="Jobs with bids"
        page={pager.page}
        hasNext={Boolean(jobs.data.next)}
        busy={jobs.isPlaceholderData}
        onPrevious={pager.previous}
        onNext={() => pager.next(cursorOf(jobs.data.next))}
      />
    </>
  );
}
