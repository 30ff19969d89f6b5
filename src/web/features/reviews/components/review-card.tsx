import { Link } from 'react-router';
import type { Review } from '@shared/contract/reviews';
import { Avatar } from '@web/components/ui/avatar';
import { StarRating } from '@web/components/ui/star-rating';
import { useFormatDate } from '@web/lib/format';

const ROLE = { creator: 'Project owner', developer: 'Developer' } as const;

/** One review: who wrote it (and as what), the stars, the text, and the project it was about. */
export function ReviewCard({
  review,
  showProject = true,
}: {
  review: Review;
  showProject?: boolean;
}) {
  const formatDate = useFormatDate();
  const edited = review.updatedAt !== review.createdAt;
  return (
    <article
      aria-label={`Review by ${review.reviewer.username}`}
      className="rounded-lg border border-border bg-background p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={review.reviewer.username} className="size-9" />
          <div className="min-w-0">
            <p className="truncate font-semibold">
              <Link
                to={`/developers/${encodeURIComponent(review.reviewer.username)}`}
                className="hover:underline"
              >
                {review.reviewer.username}
              </Link>
            </p>
            <p className="text-xs text-muted-foreground">
              {ROLE[review.reviewer.role]} · {formatDate(review.createdAt)}
              {edited && ' · edited'}
            </p>
          </div>
        </div>
        <StarRating value={review.rating} size="md" />
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-sm leading-relaxed">
        {review.comment}
      </p>
      {showProject && (
        <p className="mt-3 text-xs text-muted-foreground">
          Project:{' '}
          <Link
            to={`/projects/${review.projectId}`}
            className="font-medium text-primary hover:underline"
          >
            {review.projectName}
          </Link>
        </p>
      )}
    </article>
  );
}
