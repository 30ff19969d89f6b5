import { Briefcase, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Input } from '@web/components/ui/input';
import { useOpenJobs } from '../api/open-jobs';
import { cursorOf, useCursorPager } from '../hooks/use-cursor-pager';
import { InlineApplyForm } from './inline-apply-form';
import { ListSkeleton, LoadError } from './list-states';
import { Pager } from './pager';
import { ProjectSummaryCard } from './project-summary-card';

const SEARCH_DELAY_MS = 300;

/** Developer: projects open for bids, without their own or those already applied to. */
export function OpenJobsTab() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [applyingTo, setApplyingTo] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const pager = useCursorPager(q);
  const jobs = useOpenJobs({ q, limit: LIMITS.dashboardPageSize, cursor: pager.cursor });

  return (
    <div>
      <div className="relative mb-4">
        <label htmlFor={searchId} className="sr-only">
          Search for jobs
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          placeholder="Search for jobs"
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      {jobs.isPending ? (
        <ListSkeleton label="Loading open jobs" />
      ) : jobs.isError ? (
        <LoadError message="Couldn't load open jobs." onRetry={() => void jobs.refetch()} />
      ) : jobs.data.items.length === 0 ? (
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
              <Button variant="secondary" onClick={() => setSearch('')}>
                Clear search
              </Button>
            ) : (
              <Button asChild variant="secondary">
                <Link to="/projects">Browse Projects</Link>
              </Button>
            )
          }
        />
      ) : (
        <>
          <ul className="space-y-4" aria-busy={jobs.isPlaceholderData}>
            {jobs.data.items.map((project) => {
              const formId = `apply-${project.id}`;
              const open = applyingTo === project.id;
              return (
                <li key={project.id}>
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
                </li>
              );
            })}
          </ul>
          <Pager
            label="Open jobs"
            page={pager.page}
            hasNext={Boolean(jobs.data.next)}
            busy={jobs.isPlaceholderData}
            onPrevious={pager.previous}
            onNext={() => pager.next(cursorOf(jobs.data.next))}
          />
        </>
      )}
    </div>
  );
}
