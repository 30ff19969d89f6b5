import type { ReactNode } from 'react';
import type { ProjectDetail } from '@shared/contract/projects';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { StarRating } from '@web/components/ui/star-rating';

/**
 * About the client, for bidders (decisions.md, "Saved searches and choosing a bid"): whether the
 * owner has paid for a project here before (the header's "Has paid before" badge says it too),
 * how many of their projects were completed, and their rating: the average of the reviews
 * developers gave them, with how many.
 */
export function OwnerSignalsCard({ project }: { project: ProjectDetail }) {
  const { rating, reviewCount, completedProjects } = project.submitter;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug">About the client</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <Fact term="Paid before">{project.submitterHasPaid ? 'Yes' : 'Not yet'}</Fact>
          <Fact term="Completed projects">{completedProjects}</Fact>
          <Fact term="Rating">
            {rating === null ? (
              <span className="font-normal text-muted-foreground">No reviews</span>
            ) : (
              <span className="flex flex-wrap items-center gap-x-1.5">
                {rating.toFixed(1)}
                <StarRating value={rating} />
              </span>
            )}
          </Fact>
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">
          {reviewCount === 0
            ? 'No developer has reviewed this client yet.'
            : `The rating of ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'} from developers.`}
        </p>
      </CardContent>
    </Card>
  );
}

/** One signal; the values line up at the bottom when a term takes two lines. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col justify-between">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="mt-1 font-semibold text-foreground">{children}</dd>
    </div>
  );
}
