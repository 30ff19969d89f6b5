import { BookmarkPlus } from 'lucide-react';
import type { SavedSearchFilters } from '@shared/contract/saved-searches-rules';
import { Button } from '@web/components/ui/button';
import { SavedSearchDialog } from './saved-search-dialog';

/** "Save this search" on Browse Projects: the address's filters, a name and a cadence. */
export function SaveSearchButton({ filters }: { filters: SavedSearchFilters }) {
  return (
    <SavedSearchDialog
      filters={filters}
      trigger={
        <Button variant="secondary">
          <BookmarkPlus aria-hidden /> Save this search
        </Button>
      }
    />
  );
}
