import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { CreditCard, Inbox, Star } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import type { BidRef, BidTableRow } from '@shared/contract/bids';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { DataTable } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { formatDate, formatDays, formatDollars } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useBidTable, useShortlistBid } from '../api/bid-table';
import { bidStatusLabel, bidStatusTone } from '../bid-status';
import { AcceptBidButton } from './accept-bid-button';
import { CompareBidsDialog } from './compare-bids-dialog';
import { DeclineBidDialog } from './decline-bid-dialog';

const column = createColumnHelper<BidTableRow>();

const formatRating = (rating: number | null) => (rating === null ? 'No reviews' : `${rating} / 5`);

/**
 * The owner's bids as a table (decisions.md, Saved searches and choosing a bid): sorted by any
 * column, filtered by the most they would pay and wait, shortlisted, compared two to four at a
 * time, accepted or declined. At phone width the same rows show as cards.
 */
export function BidTable({
  projectId,
  canDecide,
  shortlistedOnly = false,
  bidActions,
}: {
  projectId: number;
  /** The project is open for bids: pending bids can be accepted or declined. */
  canDecide: boolean;
  shortlistedOnly?: boolean;
  /** More buttons on a bid, composed by the page (e.g. 'Message'). */
  bidActions?: (bid: BidRef) => ReactNode;
}) {
  const table = useBidTable(projectId);
  const shortlist = useShortlistBid(projectId);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [maxAmount, setMaxAmount] = useState('');
  const [maxDays, setMaxDays] = useState('');
  const [selected, setSelected] = useState<number[]>([]);

  const rows = useMemo(() => {
    const amountCap = Number(maxAmount) || Infinity;
    const daysCap = Number(maxDays) || Infinity;
    return (table.data ?? []).filter(
      (row) =>
        (!shortlistedOnly || row.shortlisted) && row.amount <= amountCap && row.timeline <= daysCap,
    );
  }, [table.data, maxAmount, maxDays, shortlistedOnly]);

  const toggleSelected = (bidId: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids, bidId] : ids.filter((id) => id !== bidId)));
  const toggleShortlist = (row: BidTableRow) =>
    shortlist.mutate(
      { bidId: row.id, shortlisted: !row.shortlisted },
      {
        onError: (error) =>
          toast.error('Could not change the shortlist', {
            description: errorMessage(error, 'Please try again'),
          }),
      },
    );

  const actions = (row: BidTableRow) => (
    <BidActions
      row={row}
      canDecide={canDecide}
      onToggleShortlist={() => toggleShortlist(row)}
      more={bidActions?.({
        id: row.id,
        finisherId: row.developer.id,
        developerUsername: row.developer.username,
      })}
    />
  );

  const columns = [
    column.display({
      id: 'select',
      header: () => <span className="sr-only">Select</span>,
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select the bid by ${row.original.developer.username}`}
          checked={selected.includes(row.original.id)}
          onCheckedChange={(on) => toggleSelected(row.original.id, on === true)}
        />
      ),
    }),
    column.accessor((row) => row.developer.username, {
      id: 'developer',
      header: 'Developer',
      enableSorting: false,
      cell: ({ row }) => <DeveloperCell row={row.original} />,
    }),
    column.accessor('amount', {
      header: 'Amount',
      cell: ({ row }) => (
        <div>
          <p className="font-semibold">{formatDollars(row.original.amount)}</p>
          <p className="text-xs text-muted-foreground">
            they get {formatDollars(row.original.developerReceives)}
          </p>
        </div>
      ),
    }),
    column.accessor('timeline', {
      header: 'Timeline',
      cell: (cell) => formatDays(cell.getValue()),
    }),
    column.accessor((row) => row.developer.rating ?? -1, {
      id: 'rating',
      header: 'Rating',
      cell: ({ row }) => formatRating(row.original.developer.rating),
    }),
    column.accessor((row) => row.developer.completedProjects, {
      id: 'completed',
      header: 'Completed',
    }),
    column.accessor('createdAt', { header: 'Bid on', cell: (cell) => formatDate(cell.getValue()) }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => actions(row.original),
    }),
  ];

  // TanStack Table's instance is not memoizable; nothing here is memoized on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const reactTable = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    // Lowest first on the first click, for every column (numbers would start highest first).
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => String(row.id),
  });

  if (table.isPending) return <Skeleton className="h-40 w-full" />;
  if (table.isError)
    return <LoadError message="Error loading bids" onRetry={() => void table.refetch()} />;
  if (table.data.length === 0 || (shortlistedOnly && !table.data.some((row) => row.shortlisted)))
    return (
      <EmptyState
        icon={Inbox}
        title={shortlistedOnly ? 'No shortlisted bids' : 'No bids yet'}
        description={
          shortlistedOnly
            ? 'Mark bids with the star to keep the ones you are weighing here.'
            : 'Developers’ bids will appear here, with their price, timeline and proposal.'
        }
      />
    );

  const chosen = (table.data ?? []).filter((row) => selected.includes(row.id));
  const sortedRows = reactTable.getRowModel().rows;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Max amount ($)" className="w-36">
          <Input
            inputMode="numeric"
            value={maxAmount}
            onChange={(e) => setMaxAmount(e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
        <FormField label="Max days" className="w-28">
          <Input
            inputMode="numeric"
            value={maxDays}
            onChange={(e) => setMaxDays(e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
        <div className="ml-auto flex items-center gap-2">
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {selected.length} selected
          </span>
          <CompareBidsDialog
            bids={chosen}
            disabled={
              chosen.length < LIMITS.compareBidsMin || chosen.length > LIMITS.compareBidsMax
            }
          />
        </div>
      </div>
      {(table.data?.length ?? 0) >= LIMITS.bidTableRows && (
        <p className="text-sm text-muted-foreground">
          Showing the {LIMITS.bidTableRows} newest bids.
        </p>
      )}

      {rows.length === 0 ? (
        <p className="rounded-md bg-muted p-4 text-sm">No bid is within these limits.</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto md:block">
            <DataTable
              table={reactTable}
              caption="Bids on this project; the column buttons sort them."
              density="roomy"
            />
          </div>

          <ul className="space-y-3 md:hidden" aria-label="Bids">
            {sortedRows.map(({ original: row }) => (
              <li key={row.id}>
                <article
                  aria-label={`Bid by ${row.developer.username}`}
                  className="rounded-lg border border-border bg-background p-4"
                >
                  <div className="flex items-start gap-3">
                    <Checkbox
                      className="mt-1"
                      aria-label={`Select the bid by ${row.developer.username}`}
                      checked={selected.includes(row.id)}
                      onCheckedChange={(on) => toggleSelected(row.id, on === true)}
                    />
                    <DeveloperCell row={row} />
                  </div>
                  <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                    <Fact label="Amount">
                      {formatDollars(row.amount)} (they get {formatDollars(row.developerReceives)})
                    </Fact>
                    <Fact label="Timeline">{formatDays(row.timeline)}</Fact>
                    <Fact label="Rating">{formatRating(row.developer.rating)}</Fact>
                    <Fact label="Completed">{row.developer.completedProjects}</Fact>
                  </dl>
                  <div className="mt-3">{actions(row)}</div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function DeveloperCell({ row }: { row: BidTableRow }) {
  return (
    <div className="min-w-0 max-w-xs space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/developers/${encodeURIComponent(row.developer.username)}`}
          className="font-semibold text-primary hover:underline"
        >
          {row.developer.username}
        </Link>
        <Badge tone={bidStatusTone(row.status)}>{bidStatusLabel(row.status)}</Badge>
      </div>
      {row.developer.matchingSkills.length > 0 && (
        <p className="text-xs text-muted-foreground">
          Knows {row.developer.matchingSkills.join(', ')}
        </p>
      )}
      <p className="line-clamp-2 break-words text-sm">{row.message}</p>
      {row.declineReason && (
        <p className="text-xs text-muted-foreground">Declined: {row.declineReason}</p>
      )}
    </div>
  );
}

function BidActions({
  row,
  canDecide,
  onToggleShortlist,
  more,
}: {
  row: BidTableRow;
  canDecide: boolean;
  onToggleShortlist: () => void;
  more: ReactNode;
}) {
  const pending = canDecide && row.status === 'pending';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-pressed={row.shortlisted}
        aria-label={`Shortlist the bid by ${row.developer.username}`}
        onClick={onToggleShortlist}
      >
        <Star aria-hidden className={row.shortlisted ? 'fill-current text-warning' : undefined} />
        {row.shortlisted ? 'Shortlisted' : 'Shortlist'}
      </Button>
      {pending && <AcceptBidButton bidId={row.id} developerUsername={row.developer.username} />}
      {pending && <DeclineBidDialog bidId={row.id} developerUsername={row.developer.username} />}
      {row.status === 'accepted' && (
        <Button asChild size="sm">
          <Link to={`/payment/bid/${row.id}`}>
            <CreditCard aria-hidden /> Proceed to Payment
          </Link>
        </Button>
      )}
      {more}
    </div>
  );
}
