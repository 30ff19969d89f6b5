import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import type { Page } from '@web/lib/api-client';
import { cursorOf, type CursorPager } from '@web/lib/use-cursor-pager';
import { Button } from './button';
import { LoadError } from './load-error';
import { Skeleton } from './skeleton';

interface PagedListProps<T> {
  /** One page of a keyset-paginated list, keeping the previous page while the next one loads. */
  query: UseQueryResult<Page<T>>;
  pager: CursorPager;
  /** The list's name: 'Open jobs' labels its page navigation 'Open jobs pages'. */
  label: string;
  loadingLabel: string;
  errorMessage: string;
  /** Shown when the list has no items. */
  empty: ReactNode;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

/**
 * A list shown a page at a time with Previous / Next (the dashboard's tabs): placeholder cards
 * while it loads, an error with a retry, the empty state, or the items and the pager.
 */
export function PagedList<T>({
  query,
  pager,
  label,
  loadingLabel,
  errorMessage,
  empty,
  itemKey,
  renderItem,
}: PagedListProps<T>) {
  if (query.isPending)
    return (
      <div role="status" aria-label={loadingLabel} className="space-y-4">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-36 rounded-lg" />
        ))}
      </div>
    );
  if (query.isError)
    return <LoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return empty;

  const { items, next } = query.data;
  const busy = query.isPlaceholderData;
  return (
    <>
      <ul className="space-y-4" aria-busy={busy}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <PagerNav label={label} pager={pager} next={next} busy={busy} />
    </>
  );
}

/**
 * Previous / Next for a list paged by cursor (PagedList, the console's tables), with the page
 * number read out as it changes. Nothing when the list has one page.
 */
export function PagerNav({
  label,
  pager,
  next,
  busy,
}: {
  /** 'Open jobs' labels the navigation 'Open jobs pages'. */
  label: string;
  pager: CursorPager;
  next: string | null | undefined;
  busy: boolean;
}) {
  if (pager.page === 1 && !next) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        onClick={pager.previous}
        disabled={pager.page === 1 || busy}
      >
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Page {pager.page}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => pager.next(cursorOf(next ?? null))}
        disabled={!next || busy}
      >
        Next <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
