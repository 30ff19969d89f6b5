import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PagedList } from '@web/components/ui/paged-list';
import { SearchInput } from '@web/components/ui/search-input';
import { InlineApplyForm } from '@web/features/bids/components/inline-apply-form';
import { useOpenJobs } from '@web/features/projects/api/list-open-jobs';
import { browseFiltersOf, canSortByMatch } from '@web/features/projects/api/list-projects';
import { AddSkillsNote, ProjectSortSelect } from '@web/features/projects/components/best-match';
import { ProjectSummaryCard } from '@web/features/projects/components/project-summary-card';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useAddressParams } from '@web/lib/use-address-params';
import { useCursorPager } from '@web/lib/use-cursor-pager';

/**
 * Developer dashboard: projects open for bids, without their own or those already applied to,
 * each with the bids feature's quick application under it. Best match first when the developer
 * listed skills (each card says which matched), else newest first with a note asking for them.
 */
export function OpenJobsTab() {
  const { user } = useCurrentUser();
  const [params, updateParams] = useAddressParams();
  const { q, sort } = browseFiltersOf(params, user);
  const [text, setText] = useState(q);
  const [applyingTo, setApplyingTo] = useState<number | null>(null);
  const pager = useCursorPager(`${q}\n${sort ?? ''}`);
  const jobs = useOpenJobs({ q, limit: LIMITS.dashboardPageSize, cursor: pager.cursor, sort });
  // The search and the order live in the address: Back from a project returns to them.
  const setParam = (name: 'q' | 'sort', value: string) =>
    updateParams((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
    });
  const clearSearch = () => {
    setText('');
    setParam('q', '');
  };

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label="Search for jobs"
          placeholder="Search for jobs"
          value={text}
          onValueChange={setText}
          onSearch={(value) => setParam('q', value)}
          className="flex-1"
        />
        {canSortByMatch(user) && !q && (
          <ProjectSortSelect
            className="sm:w-44"
            value={sort ?? 'newest'}
            onChange={(next) => setParam('sort', next === 'newest' ? 'newest' : '')}
          />
        )}
      </div>
      {user && !canSortByMatch(user) && <AddSkillsNote className="mb-4" />}
      <PagedList
        query={jobs}
        pager={pager}
        label="Open jobs"
        loadingLabel="Loading open jobs"
        errorMessage="Couldn't load open jobs."
        empty={
          <EmptyState
            icon={Briefcase}
            title={q ? 'No jobs match your search' : 'No open jobs right now'}
            description={
              q
                ? 'Try other words, or clear the search to see every open job.'
                : "You've applied to every open project. New projects appear here as creators post them."
            }
            action={
              q ? (
                <Button variant="secondary" onClick={clearSearch}>
                  Clear search
                </Button>
              ) : (
                <Button asChild variant="secondary">
                  <Link to="/projects">Browse Projects</Link>
                </Button>
              )
            }
          />
        }
        itemKey={(project) => project.id}
        renderItem={(project) => {
          const formId = `apply-${project.id}`;
          const open = applyingTo === project.id;
          return (
            <ProjectSummaryCard
              project={project}
              actions={
                <>
                  <Button
                    size="sm"
                    aria-expanded={open}
                    aria-controls={open ? formId : undefined}
                    onClick={() => setApplyingTo(open ? null : project.id)}
                  >
                    Apply Now
                  </Button>
                  <Button asChild size="sm" variant="secondary">
                    <Link to={`/projects/${project.id}`}>View Details</Link>
                  </Button>
                </>
              }
            >
              {open && (
                <div id={formId}>
                  <InlineApplyForm
                    projectId={project.id}
                    projectName={project.name}
                    onDone={() => setApplyingTo(null)}
                  />
                </div>
              )}
            </ProjectSummaryCard>
          );
        }}
      />
    </div>
  );
}
