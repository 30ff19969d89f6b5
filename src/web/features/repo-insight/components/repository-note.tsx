import { FolderSearch } from 'lucide-react';

/** The submit form's note beside the code link: the repository will be read, and shown. */
export function RepositoryNote() {
  return (
    <p className="flex gap-2 text-xs text-muted-foreground" data-testid="repository-note">
      <FolderSearch aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>
        Finishline reads this public repository (languages, size, tests, CI, TODOs, recent activity)
        and shows the snapshot on your project page, so developers can see what is done before they
        bid. Nothing is changed in it.
      </span>
    </p>
  );
}
