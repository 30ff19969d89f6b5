import type { ReactNode } from 'react';
import type { CurrentUser } from '@shared/contract/auth';
import type { BidRef } from '@shared/contract/bids';
import type { ProjectDetail } from '@shared/contract/projects';
import { ApplyCard } from './apply-card';
import { ProjectBidsCard } from './project-bids-card';

/**
 * What the bids feature adds to the project page: the apply card (never for the owner, who
 * cannot bid: spec section 2 shows it "when the viewer may apply") and the Project Bids card.
 */
export function ProjectBidsSection({
  project,
  user,
  bidActions,
}: {
  project: ProjectDetail;
  user: CurrentUser | null;
  /** More buttons on a bid, from other features (the conversations feature's 'Message'). */
  bidActions?: (bid: BidRef) => ReactNode;
}) {
  const isOwner = user?.id === project.submitterId;
  return (
    <>
      {!isOwner && <ApplyCard project={project} user={user} />}
      <ProjectBidsCard project={project} isOwner={isOwner} bidActions={bidActions} />
    </>
  );
}
