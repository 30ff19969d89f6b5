import { LoaderCircle, SearchX, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DIRECTORY_SKILLS, LIMITS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { errorMessage } from '@web/lib/api-client';
import { useDevelopers, type DeveloperFilters as Filters } from '../api/developers';
import { DeveloperCard, DeveloperCardSkeleton } from '../components/developer-card';
import { DeveloperFilters } from '../components/developer-filters';

/** Filters live in the address (?available=true&skills=Go,Rust) so a filtered list can be shared. */
function filtersFrom(params: URLSearchParams): Filters {
  const available = params.get('available');
  const wanted = (params.get('skills') ?? '').split(',');
  return {
    available: available === 'true' ? true : available === 'false' ? false : undefined,
    skills: DIRECTORY_SKILLS.filter((skill) => wanted.includes(skill)),
  };
}

export default function DevelopersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const developers = useDevelopers(filters);
  const items = developers.data?.pages.flatMap((page) => page.items) ?? [];

  // The filters last asked for, until the URL shows them: a second change made before the page
  // re-renders (two skills ticked in a row) builds on the first instead of undoing it.
  const asked = useRef<Filters | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);

  const changeFilters = (update: (current: Filters) => Filters) => {
    const next = update(asked.current ?? filters);
    asked.current = next;
    const updated = new URLSearchParams();
    if (next.available !== undefined) updated.set('available', String(next.available));
    if (next.skills.length > 0) updated.set('skills', next.skills.join(','));
    setParams(updated, { replace: true });
  };

  return (
    <div className="container-page py-10">
      <PageHeader title="Developers" subtitle="Find skilled developers to finish your project" />
      <DeveloperFilters filters={filters} onChange={changeFilters} />
      {developers.isPending ? (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading developers...
          </span>
          {Array.from({ length: LIMITS.skeletonCards }, (_, index) => (
            <DeveloperCardSkeleton key={index} />
          ))}
        </div>
      ) : developers.isError ? (
        <EmptyState
          icon={SearchX}
          title="Failed to load developers"
          description={errorMessage(developers.error, 'Please try again later.')}
          action={<Button onClick={() => void developers.refetch()}>Try Again</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No developers found"
          description="Try adjusting your filters to find what you're looking for."
        />
      ) : (
        <>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Developers">
            {items.map((developer) => (
              <li key={developer.id} className="flex">
                <DeveloperCard developer={developer} />
              </li>
            ))}
          </ul>
          {developers.hasNextPage && (
            <div className="mt-8 flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void developers.fetchNextPage()}
                disabled={developers.isFetchingNextPage}
              >
                {developers.isFetchingNextPage && (
                  <LoaderCircle aria-hidden className="animate-spin" />
                )}
                {developers.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
