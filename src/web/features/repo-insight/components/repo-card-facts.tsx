import { FlaskConical, GitCommitHorizontal } from 'lucide-react';
import { formatAge } from '@web/lib/format';
import { useRepoSummaries } from '../api/insight';

/**
 * A browse card's few repository facts: tests or not, the last commit's age. The cards of one
 * page ask with the same ids, so the page makes one request (the query is shared).
 */
export function RepoCardFacts({ projectId, pageIds }: { projectId: number; pageIds: number[] }) {
  const summaries = useRepoSummaries(pageIds);
  const summary = summaries.data?.get(projectId);
  if (!summary) return null;
  return (
    <p
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground"
      data-testid="repo-card-facts"
    >
      <span className="inline-flex items-center gap-1">
        <FlaskConical aria-hidden className="size-3.5" />
        {summary.hasTests ? 'Has tests' : 'No tests'}
      </span>
      <span className="inline-flex items-center gap-1">
        <GitCommitHorizontal aria-hidden className="size-3.5" />
        Last commit {formatAge(summary.lastCommitAt)}
      </span>
    </p>
  );
}
