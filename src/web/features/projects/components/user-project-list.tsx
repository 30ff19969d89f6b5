import { AlertTriangle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadMore } from '@web/components/ui/load-more';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useUserProjects, type UserProjectsFilter } from '../api/list-user-projects';
import { ProjectCard, ProjectCardSkeleton, ProjectGrid } from './project-card';

interface UserProjectListProps {
  userId: number;
  filter: UserProjectsFilter;
  empty: { icon: LucideIcon; title: string; description: string; action: ReactNode };
}

/** One My Projects tab: the signed-in user's projects with their status, 2-line descriptions. */
export function UserProjectList({ userId, filter, empty }: UserProjectListProps) {
  const projects = useUserProjects(userId, filter);
  const items = projects.data?.pages.flatMap((page) => page.items) ?? [];

  if (projects.isPending) {
    return (
      <>
        <Spinner label="Loading projects..." className="sr-only" />
        <ProjectGrid>
          {Array.from({ length: 3 }, (_, index) => (
            <ProjectCardSkeleton key={index} />
          ))}
        </ProjectGrid>
      </>
    );
  }
  if (projects.isError) {
    return (
      <EmptyState
        icon={AlertTriangle}
        title="Could not load your projects"
        description={errorMessage(projects.error, 'Please try again in a moment.')}
        action={<Button onClick={() => projects.refetch()}>Try again</Button>}
      />
    );
  }
  if (items.length === 0) return <EmptyState {...empty} />;

  return (
    <>
      <ProjectGrid>
        {items.map((project) => (
          <ProjectCard key={project.id} project={project} descriptionLines={2} showStatus />
        ))}
      </ProjectGrid>
      <LoadMore query={projects} errorMessage="Could not load more projects. Please try again." />
    </>
  );
}
