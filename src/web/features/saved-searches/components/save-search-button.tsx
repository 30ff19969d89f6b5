import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import type { SavedSearchFilters } from '@shared/contract/saved-searches-rules';
import { Button } from '@web/components/ui/button';
import { lazyPart } from '@web/lib/lazy-part';

/** The form's code loads on the way to its first opening: pointing at the button starts it. */
const SavedSearchDialog = lazyPart(
  'saved-search-dialog',
  async () => (await import('./saved-search-dialog')).SavedSearchDialog,
);

/** "Save this search" on Browse Projects: the address's filters, a name and a cadence. */
export function SaveSearchButton({ filters }: { filters: SavedSearchFilters }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        onPointerEnter={SavedSearchDialog.preload}
        onFocus={SavedSearchDialog.preload}
      >
        <BookmarkPlus aria-hidden /> Save this search
      </Button>
      {open && <SavedSearchDialog filters={filters} open onOpenChange={setOpen} />}
    </>
  );
}
