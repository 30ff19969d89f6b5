import { AlertTriangle, SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { LIMITS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadMore } from '@web/components/ui/load-more';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useAddressParams } from '@web/lib/use-address-params';
import {
  browseFiltersOf,
  canSortByMatch,
  defaultProjectSort,
  useProjectsList,
  type ProjectFilters as Filters,
} from '../api/list-projects';
import { AddSkillsNote, ProjectSortSelect } from '../components/best-match';
import { ProjectCard, ProjectCardSkeleton, ProjectGrid } from '../components/project-card';
import { ProjectFilters } from '../components/project-filters';

/**
 * Browse Projects (/projects): search, technology and budget filters, a 3-column grid and 'Load
 * more'. A developer with skills sees the best matches first (or chooses Newest), each card
 * saying why; one without skills is asked to add them. `actions` adds controls for the current
 * filters (the app gives "Save this search"); `cardFacts` adds facts to each card (the app gives
 * the repository's), told the ids of the card's page so that a page can ask once.
 */
export default function BrowseProjectsPage({
  actions,
  cardFacts,
}: {
  actions?: (filters: Filters) => ReactNode;
  cardFacts?: (projectId: number, pageIds: number[]) => ReactNode;
}) {
  const [params, updateParams] = useAddressParams();
  const { user } = useCurrentUser();
  const filters = browseFiltersOf(params, user);
  // Creators (and visitors) see newest first, as before; a search is ordered by relevance.
  const sortable = user?.role === 'developer' && !filters.q;
  const { q, tech } = filters;
  const projects = useProjectsList(filters);
  const pages = projects.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const pageIdsOf = new Map(
    pages.flatMap((page) => {
      const ids = page.items.map((item) => item.id);
      return ids.map((id) => [id, ids] as const);
    }),
  );
  const [text, setText] = useState(q);
  const filtered = Boolean(q || tech || filters.budgetMin || filters.budgetMax);

  // Filters live in the address, so a search can be shared and Back returns to it.
  const setParam = (name: 'q' | 'tech' | 'budgetMin' | 'budgetMax', value: string) =>
    updateParams((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
    });

  return (
    <div className="container-page py-10">
      <PageHeader
        title="Browse Projects"
        subtitle="Find half-finished projects that match your skills"
      />
      <ProjectFilters
        text={text}
        onTextChange={setText}
        tech={tech}
        onSearch={(value) => setParam('q', value)}
        onTechChange={(value) => setParam('tech', value)}
        budgetMin={filters.budgetMin ?? ''}
        budgetMax={filters.budgetMax ?? ''}
        onBudgetChange={(name, value) => setParam(name, value)}
      />
      {(actions || sortable) && (
        <div className="-mt-4 mb-6 flex flex-wrap items-center justify-between gap-3">
          {sortable &&
            (canSortByMatch(user) ? (
              <ProjectSortSelect
                className="w-full sm:w-44"
                value={filters.sort ?? 'newest'}
                onChange={(sort) =>
                  updateParams((next) => {
                    if (sort === defaultProjectSort(user)) next.delete('sort');
                    else next.set('sort', sort);
                  })
                }
              />
            ) : (
              <AddSkillsNote />
            ))}
          {actions && <div className="ml-auto">{actions(filters)}</div>}
        </div>
      )}

      {projects.isPending ? (
        <>
          <Spinner label="Loading projects..." className="sr-only" />
          <ProjectGrid>
            {Array.from({ length: LIMITS.skeletonCards }, (_, index) => (
              <ProjectCardSkeleton key={index} />
            ))}
          </ProjectGrid>
        </>
      ) : projects.isError ? (
        <EmptyState
          icon={AlertTriangle}
          title="Could not load projects"
          description={errorMessage(projects.error, 'Please try again in a moment.')}
          action={<Button onClick={() => projects.refetch()}>Try again</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No projects found"
          description="Try adjusting your search or filter to find what you're looking for."
          action={
            filtered && (
              <Button
                variant="secondary"
                onClick={() => {
                  updateParams((next) => {
                    for (const name of ['q', 'tech', 'budgetMin', 'budgetMax']) next.delete(name);
                  });
                  setText('');
                }}
              >
                Clear search and filter
              </Button>
            )
          }
        />
      ) : (
        <>
          <p className="sr-only" role="status">
            {items.length} {items.length === 1 ? 'project' : 'projects'} shown
          </p>
          <ProjectGrid>
            {items.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                facts={cardFacts?.(project.id, pageIdsOf.get(project.id) ?? [project.id])}
              />
            ))}
          </ProjectGrid>
          <LoadMore
            query={projects}
            errorMessage="Could not load more projects. Please try again."
          />
        </>
      )}
    </div>
  );
}
