import { AlertTriangle, SearchX } from 'lucide-react';
import { useState } from 'react';
import { LIMITS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadMore } from '@web/components/ui/load-more';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useAddressParams } from '@web/lib/use-address-params';
import { useProjectsList } from '../api/list-projects';
import { ProjectCard, ProjectCardSkeleton, ProjectGrid } from '../components/project-card';
import { ProjectFilters } from '../components/project-filters';

/** Browse Projects (/projects): search, technology filter, a 3-column grid and 'Load more'. */
export default function BrowseProjectsPage() {
  const [params, updateParams] = useAddressParams();
  const q = params.get('q')?.trim() ?? '';
  const tech = params.get('tech')?.trim() ?? '';
  const projects = useProjectsList({ q, tech });
  const items = projects.data?.pages.flatMap((page) => page.items) ?? [];
  const [text, setText] = useState(q);

  // Filters live in the address, so a search can be shared and Back returns to it.
  const setParam = (name: 'q' | 'tech', value: string) =>
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
      />

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
            (q || tech) && (
              <Button
                variant="secondary"
                onClick={() => {
                  updateParams((next) => {
                    next.delete('q');
                    next.delete('tech');
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
              <ProjectCard key={project.id} project={project} />
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
