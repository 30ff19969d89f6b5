import { MessageSquareQuote } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import { LoadMore } from '@web/components/ui/load-more';
import { Skeleton } from '@web/components/ui/skeleton';
import { StarRating } from '@web/components/ui/star-rating';
import { useRating, useReceivedReviews } from '../api/received-reviews';
import { ReviewCard } from './review-card';

/**
 * The reviews someone received, for everyone to read on their public profile: their average
 * (how it is computed: /reputation) and each review with its project.
 */
export function ReceivedReviews({ username }: { username: string }) {
  const rating = useRating(username);
  const reviews = useReceivedReviews(username);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="reviews-heading" className="text-xl font-semibold">
            Reviews
          </h2>
          {rating.data && rating.data.averageRating !== null && (
            <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
              <StarRating value={rating.data.averageRating} size="md" />
              <span>
                <span className="font-semibold text-foreground">
                  {rating.data.averageRating.toFixed(1)}
                </span>{' '}
                from {rating.data.reviewCount}{' '}
                {rating.data.reviewCount === 1 ? 'review' : 'reviews'}
              </span>
            </p>
          )}
        </div>
        <Link to="/reputation" className="text-sm font-medium text-primary hover:underline">
          How ratings are computed
        </Link>
      </div>
      {reviews.isPending ? (
        <div role="status" aria-label="Loading reviews" className="space-y-3">
          <Skeleton className="h-32 rounded-lg" />
          <Skeleton className="h-32 rounded-lg" />
        </div>
      ) : reviews.isError ? (
        <LoadError message="Couldn't load the reviews." onRetry={() => void reviews.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={MessageSquareQuote}
          title="No reviews yet"
          description={`Reviews appear here once ${username} has completed a project.`}
        />
      ) : (
        <>
          <ul className="space-y-3">
            {items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          <LoadMore query={reviews} errorMessage="Could not load more reviews. Please try again." />
        </>
      )}
    </section>
  );
}
