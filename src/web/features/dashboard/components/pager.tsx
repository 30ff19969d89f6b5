import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** Previous / Next for a list shown LIMITS.dashboardPageSize items at a time. */
export function Pager({
  label,
  page,
  hasNext,
  onPrevious,
  onNext,
  busy = false,
}: {
  label: string;
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  busy?: boolean;
}) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" onClick={onPrevious} disabled={page === 1 || busy}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Page {page}
      </span>
      <Button variant="secondary" size="sm" onClick={onNext} disabled={!hasNext || busy}>
        Next <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
