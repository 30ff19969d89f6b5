import type { ProjectDetail } from '@shared/contract/projects';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { StarRating } from '@web/components/ui/star-rating';
import { HasPaidBadge } from './has-paid-badge';

/**
 * About the client, for bidders (decisions.md, "Saved searches and choosing a bid"): whether the
 * owner has paid for a project here before, how many of their projects were completed, and their
 * rating: the average of the reviews developers gave them, with how many.
 */
export function OwnerSignalsCard({ project }: { project: ProjectDetail }) {
  const { rating, reviewCount, completedProjects } = project.submitter;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug">About the client</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <div className="col-span-2">
            <dt className="sr-only">Paid before</dt>
            <dd>
              {project.submitterHasPaid ? (
                <HasPaidBadge />
              ) : (
                <span className="text-muted-foreground">No payment here yet</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              Projects completed
            </dt>
            <dd className="mt-1 text-lg font-semibold text-foreground">{completedProjects}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              Rating
            </dt>
            <dd className="mt-1 text-foreground">
              {rating === null ? (
                <span className="text-muted-foreground">No reviews yet</span>
              ) : (
                <span className="flex flex-wrap items-center gap-1.5">
                  <StarRating value={rating} />
                  <span className="font-semibold">{rating.toFixed(1)}</span>
                  <span className="text-muted-foreground">
                    ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
                  </span>
                </span>
              )}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
