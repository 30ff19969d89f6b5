/**
 * A table drawn from a TanStack Table instance (@tanstack/react-table 8): a header whose sortable
 * columns are buttons (the keyboard sorts too; `aria-sort` says the order) and the rows. The
 * caller owns the table (its columns, sorting, row ids), the frame around it and its states
 * (loading, empty, error): the console's paged tables and the owner's bid table both use it.
 */
import { flexRender, type Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface DataTableProps<T> {
  table: Table<T>;
  /** Read by screen readers as the table's name. */
  caption: ReactNode;
  className?: string;
  /** 'compact' for dense data (the console), 'roomy' for rows with more to read (bids). */
  density?: 'compact' | 'roomy';
  busy?: boolean;
}

const SPACING = {
  compact: { head: 'px-3 py-2 font-semibold', cell: 'px-3 py-2 align-top', icon: 'size-3.5' },
  roomy: { head: 'px-2 py-2 font-medium', cell: 'px-2 py-3', icon: 'size-3' },
};

export function DataTable<T>({
  table,
  caption,
  className,
  density = 'compact',
  busy,
}: DataTableProps<T>) {
  const spacing = SPACING[density];
  return (
    <table className={cn('w-full text-left text-sm', className)} aria-busy={busy}>
      <caption className="sr-only">{caption}</caption>
      <thead
        className={cn(
          'border-b border-border',
          density === 'compact' ? 'bg-muted/50' : 'text-xs text-muted-foreground',
        )}
      >
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const title = flexRender(header.column.columnDef.header, header.getContext());
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={spacing.head}
                  aria-sort={
                    sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                  }
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {title}
                      {sorted === 'asc' ? (
                        <ArrowUp aria-hidden className={spacing.icon} />
                      ) : sorted === 'desc' ? (
                        <ArrowDown aria-hidden className={spacing.icon} />
                      ) : (
                        <ArrowUpDown
                          aria-hidden
                          className={cn(spacing.icon, 'text-muted-foreground')}
                        />
                      )}
                    </button>
                  ) : (
                    title
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr
            key={row.id}
            className={cn(
              'border-b border-border last:border-0',
              density === 'roomy' && 'align-top',
            )}
          >
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={spacing.cell}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
