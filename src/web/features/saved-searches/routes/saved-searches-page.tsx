import { AlertTriangle, BookmarkX, Pencil, Search, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { SavedSearch } from '@shared/contract/saved-searches';
import {
  browsePathOf,
  CADENCE_TEXT,
  describeFilters,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
} from '@shared/contract/saved-searches-rules';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { useCurrentUser } from '@web/lib/session/current-user';
import { toast } from '@web/lib/toast';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';
import { SavedSearchDialog } from '../components/saved-search-dialog';
import { toastFailure } from '@web/lib/failure-toast';

/** Saved searches (/saved-searches, protected): the developer's searches, edited and deleted here. */
export default function SavedSearchesPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="container-page max-w-3xl py-10">
      <PageHeader
        title="Saved searches"
        subtitle={
          user.role === 'developer'
            ? `Hear about new projects that match, as they come or in a digest. Up to ${SAVED_SEARCH_LIMITS.perDeveloper}.`
            : undefined
        }
      />
      {user.role === 'developer' ? (
        <SavedSearchList userId={user.id} />
      ) : (
        <EmptyState
          icon={Search}
          title={SAVED_SEARCH_MESSAGES.developersOnly}
          description="Saved searches tell developers about new projects. Switch to a developer account to use them."
        />
      )}
    </div>
  );
}

function SavedSearchList({ userId }: { userId: number }) {
  const searches = useSavedSearches(userId);
  if (searches.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading saved searches...
        </span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-28 w-full" />
        ))}
      </div>
    );
  }
  if (searches.isError) {
    return (
      <EmptyState
        icon={AlertTriangle}
        title={SAVED_SEARCH_MESSAGES.loadFailed}
        description={errorMessage(searches.error, 'Please try again in a moment.')}
        action={<Button onClick={() => searches.refetch()}>Try again</Button>}
      />
    );
  }
  if (searches.data.length === 0) {
    return (
      <EmptyState
        icon={BookmarkX}
        title={SAVED_SEARCH_MESSAGES.empty}
        description="Search or filter on Browse Projects, then choose “Save this search”."
        action={
          <Button asChild>
            <Link to="/projects">Browse Projects</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="space-y-3" aria-label="Your saved searches">
      {searches.data.map((search) => (
        <li key={search.id}>
          <SavedSearchItem search={search} />
        </li>
      ))}
    </ul>
  );
}

function SavedSearchItem({ search }: { search: SavedSearch }) {
  const remove = useDeleteSavedSearch();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h2 className="text-base font-semibold break-words">{search.name}</h2>
        <p className="text-sm break-words text-muted-foreground">{describeFilters(search)}</p>
        <Badge tone="neutral">{CADENCE_TEXT[search.cadence].label}</Badge>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <Link to={browsePathOf(search)} aria-label={`Browse matches of ${search.name}`}>
            <Search aria-hidden /> Browse
          </Link>
        </Button>
        <SavedSearchDialog
          search={search}
          trigger={
            <Button variant="secondary" size="sm" aria-label={`Edit ${search.name}`}>
              <Pencil aria-hidden /> Edit
            </Button>
          }
        />
        <ConfirmDialog
          title={`Delete “${search.name}”?`}
          description="You will no longer hear about new projects that match it."
          confirmLabel="Delete"
          destructive
          onConfirm={() =>
            remove.mutate(search.id, {
              onSuccess: () => toast.success(SAVED_SEARCH_MESSAGES.deleted),
              onError: (error) => toastFailure(SAVED_SEARCH_MESSAGES.deleteFailed, error),
            })
          }
          trigger={
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Delete ${search.name}`}
              disabled={remove.isPending}
            >
              <Trash2 aria-hidden /> Delete
            </Button>
          }
        />
      </div>
    </Card>
  );
}
