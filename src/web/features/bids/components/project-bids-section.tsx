import type { CurrentUser } from '@shared/contract/auth';
import type { ProjectDetail } from '@shared/contract/projects';
import { ApplyCard } from './apply-card';
import { ProjectBidsCard } from './project-bids-card';

/** What the bids feature adds to the project page: the apply card and the Project Bids card. */
export function ProjectBidsSection({
  project,
  user,
}: {
  project: ProjectDetail;
  user: CurrentUser | null;
}) {
  const isOwner = user?.id === project.submitterId;
  return (
    <>
      <ApplyCard project={project} user={user} />
      <ProjectBidsCard project={project} isOwner={isOwner} />
    </>
  );
}
