/**
 * The console's tables (@tanstack/react-table): one page of a list paged on the server (keyset
 * cursors, Previous / Next), its columns sortable within the page by their headers (buttons, so
 * the keyboard sorts too; aria-sort says the order), filtered by the controls above it, which ask
 * the server. On a narrow screen the table scrolls sideways inside its frame.
 */
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage as apiErrorMessage, type Page } from '@web/lib/api-client';
import { cursorOf, type CursorPager } from '@web/lib/use-cursor-pager';

interface OpsTableProps<T> {
  /** The table's name: its caption, and 'Users pages' for its page navigation. */
  label: string;
  query: UseQueryResult<Page<T>>;
  pager: CursorPager;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-table's own column type
  columns: ColumnDef<T, any>[];
  empty: ReactNode;
  errorMessage: string;
}

export function OpsTable<T>({
  label,
  query,
  pager,
  columns,
  empty,
  errorMessage,
}: OpsTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  // The table's functions are not memoized by the React Compiler (it skips this component).
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's documented hook
  const table = useReactTable({
    data: query.data?.items ?? [],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
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
  const next = query.data.next;

  return (
    <div>
      <div className="overflow-x-auto rounded-lg border border-border bg-surface">
        <table className="w-full min-w-[40rem] text-left text-sm" aria-busy={busy}>
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-border bg-muted/50">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 font-semibold"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sorted === 'asc' ? (
                            <ArrowUp aria-hidden className="size-3.5" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown aria-hidden className="size-3.5" />
                          ) : (
                            <ArrowUpDown aria-hidden className="size-3.5 text-muted-foreground" />
                          )}
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-border last:border-0">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(pager.page > 1 || next) && (
        <nav aria-label={`${label} pages`} className="mt-3 flex items-center justify-between gap-3">
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
            onClick={() => pager.next(cursorOf(next))}
            disabled={!next || busy}
          >
            Next <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}
