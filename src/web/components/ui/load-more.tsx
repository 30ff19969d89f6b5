import { LoaderCircle } from 'lucide-react';
import { Button } from './button';

/**
 * 'Load more' under a list read page after page (an infinite query); says so when the next page
 * could not be loaded. Nothing once the last page is shown.
 */
export function LoadMore({
  query,
  errorMessage,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** e.g. 'Could not load more projects. Please try again.' */
  errorMessage: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      {query.isFetchNextPageError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage}
        </p>
      )}
      <Button
        variant="secondary"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
      >
        {query.isFetchingNextPage && <LoaderCircle aria-hidden className="animate-spin" />}
        {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
