import BrowseProjectsPage from '@web/features/projects/routes/browse-projects-page';
import { SaveSearchButton } from '@web/features/saved-searches/components/save-search-button';
import { useCurrentUser } from '@web/lib/session/current-user';

/**
 * Browse Projects (/projects) with "Save this search" for developers: the projects feature's page,
 * given the saved searches feature's button (features never import each other).
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
    />
  );
}
