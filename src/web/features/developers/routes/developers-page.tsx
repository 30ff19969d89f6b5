import { SearchX, Users } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadMore } from '@web/components/ui/load-more';
import { PageHeader } from '@web/components/ui/page-header';
import { errorMessage } from '@web/lib/api-client';
import { useAddressParams } from '@web/lib/use-address-params';
import {
  developerFiltersFrom as filtersFrom,
  useDevelopers,
  type DeveloperFilters as Filters,
} from '../api/developers';
import { DeveloperCard, DeveloperCardSkeleton } from '../components/developer-card';
import { DeveloperFilters } from '../components/developer-filters';

export default function DevelopersPage() {
  const [params, updateParams] = useAddressParams();
  const filters = filtersFrom(params);
  const developers = useDevelopers(filters);
  const items = developers.data?.pages.flatMap((page) => page.items) ?? [];

  const changeFilters = (update: (current: Filters) => Filters) =>
    updateParams((next) => {
      const changed = update(filtersFrom(next));
      next.delete('available');
      next.delete('skills');
      if (changed.available !== undefined) next.set('available', String(changed.available));
      if (changed.skills.length > 0) next.set('skills', changed.skills.join(','));
    });

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
          <LoadMore
            query={developers}
            errorMessage="Could not load more developers. Please try again."
          />
        </>
      )}
    </div>
  );
}
