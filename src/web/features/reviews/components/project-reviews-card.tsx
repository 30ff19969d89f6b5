import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { lazyPart } from '@web/lib/lazy-part';
import { useNow } from '@web/lib/use-now';
import { useProjectReviews } from '../api/project-reviews';
import { ReviewCard } from './review-card';

/** The form is for the project's two parties only: it loads for them (lib/lazy-part.tsx). */
const ReviewForm = lazyPart(
  'review-form',
  async () => (await import('./review-form')).ReviewForm,
  <Skeleton className="h-48" />,
);

/**
 * A completed project's reviews (public): each side's review of the other. Its owner and its
 * developer write theirs here, and may change it for 14 days.
 */
export function ProjectReviewsCard({
  projectId,
  viewerId,
  parties,
}: {
  projectId: number;
  viewerId: number | null;
  parties: {
    submitterId: number;
    ownerUsername: string;
    finisherId: number;
    developerUsername: string;
  };
}) {
  const reviews = useProjectReviews(projectId);
  const [editing, setEditing] = useState(false);
  const now = useNow(60_000);
  const isParty = viewerId === parties.submitterId || viewerId === parties.finisherId;
  const mine = reviews.data?.find((review) => review.reviewer.id === viewerId);
  const reviewee =
    viewerId === parties.submitterId ? parties.developerUsername : parties.ownerUsername;
  const canEdit = mine !== undefined && new Date(mine.editableUntil).getTime() > now;

  return (
    <Card role="region" aria-labelledby="project-reviews-heading">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <h2 id="project-reviews-heading" className="text-lg font-semibold leading-snug">
          Reviews
        </h2>
        <MessageSquareQuote aria-hidden className="size-5 text-muted-foreground" />
      </CardHeader>
      <CardContent className="space-y-4">
        {reviews.isPending ? (
          <Skeleton className="h-28" />
        ) : reviews.isError ? (
          <LoadError message="Couldn't load the reviews." onRetry={() => void reviews.refetch()} />
        ) : (
          <>
            {reviews.data.length === 0 && !isParty && (
              <p className="text-sm text-muted-foreground">No reviews of this project yet.</p>
            )}
            {reviews.data.map((review) =>
              editing && review.id === mine?.id ? null : (
                <ReviewCard key={review.id} review={review} showProject={false} />
              ),
            )}
            {isParty &&
              (editing || !mine ? (
                <ReviewForm
                  key={mine?.id ?? 'new'}
                  projectId={projectId}
                  revieweeUsername={reviewee}
                  existing={editing ? mine : undefined}
                  onDone={() => setEditing(false)}
                />
              ) : (
                canEdit && (
                  <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                    Edit your review
                  </Button>
                )
              ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
