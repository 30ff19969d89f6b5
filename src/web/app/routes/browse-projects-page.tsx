import BrowseProjectsPage from '@web/features/projects/routes/browse-projects-page';
import { RepoCardFacts } from '@web/features/repo-insight/components/repo-card-facts';
import { SaveSearchButton } from '@web/features/saved-searches/components/save-search-button';
import { useCurrentUser } from '@web/lib/session/current-user';

/**
 * Browse Projects (/projects) with "Save this search" for developers and each card's repository
 * facts: the projects feature's page, given the saved searches feature's button and the
 * repo-insight feature's facts (features never import each other).
 */
export default function BrowseProjectsRoute() {
  const { user } = useCurrentUser();
  return (
    <BrowseProjectsPage
      actions={
        user?.role === 'developer'
          ? (filters) => (
              <SaveSearchButton
                filters={{
                  text: filters.q,
                  technologies: filters.tech ? [filters.tech] : [],
                  budgetMin: filters.budgetMin ? Number(filters.budgetMin) : null,
                  budgetMax: filters.budgetMax ? Number(filters.budgetMax) : null,
                }}
              />
            )
          : undefined
      }
      cardFacts={(projectId, pageIds) => <RepoCardFacts projectId={projectId} pageIds={pageIds} />}
    />
  );
}
