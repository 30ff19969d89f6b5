/**
 * The console's tables (@tanstack/react-table): one page of a list paged on the server (keyset
 * cursors, PagerNav's Previous / Next), drawn by the shared DataTable (its columns sortable within
 * the page by their headers), filtered by the controls above it, which ask the server. On a
 * narrow screen the table scrolls sideways inside its frame.
 */
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DataTable } from '@web/components/ui/data-table';
import { LoadError } from '@web/components/ui/load-error';
import { PagerNav } from '@web/components/ui/paged-list';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage as apiErrorMessage, type Page } from '@web/lib/api-client';
import type { CursorPager } from '@web/lib/use-cursor-pager';

interface OpsTableProps<T> {
  /** The table's name: its caption, and 'Users pages' for its page navigation. */
  label: string;
  query: UseQueryResult<Page<T>>;
  pager: CursorPager;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-table's own column type
  columns: ColumnDef<T, any>[];
  empty: ReactNode;
  errorMessage: string;
  /**
   * A row's identity (default: its `id`). By index, a row whose data moved (a search's results
   * replacing the page) would keep another row's open dialog, or close its own.
   */
  rowId?: (row: T) => string;
}

export function OpsTable<T>({
  label,
  query,
  pager,
  columns,
  empty,
  errorMessage,
  rowId = (row) => String((row as { id?: unknown }).id),
}: OpsTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  // The table's functions are not memoized by the React Compiler (it skips this component).
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's documented hook
  const table = useReactTable({
    data: query.data?.items ?? [],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${label.toLowerCase()}`} className="space-y-2">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-10 rounded-md" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message={apiErrorMessage(query.error, errorMessage)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.items.length === 0) return <>{empty}</>;
  const busy = query.isPlaceholderData;

  return (
    <div>
      <div className="overflow-x-auto rounded-lg border border-border bg-surface">
        <DataTable table={table} caption={label} busy={busy} className="min-w-[40rem]" />
      </div>
      <PagerNav label={label} pager={pager} next={query.data.next} busy={busy} />
    </div>
  );
}
