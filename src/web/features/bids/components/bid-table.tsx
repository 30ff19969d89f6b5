import { CreditCard, Inbox, MoreHorizontal, Star, UserRound, X } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import type { BidRef, BidTableRow } from '@shared/contract/bids';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { LoadError } from '@web/components/ui/load-error';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { dollarsWriter, formatDays, useFormatDate } from '@web/lib/format';
import { useBidTable, useShortlistBid } from '../api/bid-table';
import { bidBadge, bidMoneyAmounts, bidMoneyWords } from '../bid-status';
import { AcceptBidButton } from './accept-bid-button';
import { CompareBidsDialog } from './compare-bids-dialog';
import { DeclineBidDialog } from './decline-bid-dialog';
import { toastFailure } from '@web/lib/failure-toast';

const formatRating = (rating: number | null) => (rating === null ? 'No reviews' : `${rating} / 5`);

/** The orders the owner can put the bids in; the server's order (newest first) by default. */
const SORTS = {
  newest: { label: 'Newest first', compare: () => 0 },
  amountAsc: { label: 'Amount, lowest first', compare: by((row) => row.amount) },
  amountDesc: { label: 'Amount, highest first', compare: by((row) => -row.amount) },
  timeline: { label: 'Timeline, shortest first', compare: by((row) => row.timeline) },
  rating: { label: 'Rating, highest first', compare: by((row) => -(row.developer.rating ?? -1)) },
  completed: {
    label: 'Most completed projects',
    compare: by((row) => -row.developer.completedProjects),
  },
} satisfies Record<string, { label: string; compare: (a: BidTableRow, b: BidTableRow) => number }>;
type SortKey = keyof typeof SORTS;

function by(key: (row: BidTableRow) => number) {
  return (a: BidTableRow, b: BidTableRow) => key(a) - key(b);
}

/**
 * The owner's bids (decisions.md, Saved searches and choosing a bid): sorted, filtered by the
 * most they would pay and wait, shortlisted, compared two to four at a time, accepted or
 * declined. Each bid is one row with its whole proposal one click away; the action that moves
 * it on is a button and the rest sit in its menu, so a row fits from the page's full width down
 * to a phone's (the row stacks when its container is narrow, bids.md "The owner's bid review").
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
  const [sort, setSort] = useState<SortKey>('newest');
  const [maxAmount, setMaxAmount] = useState('');
  const [maxDays, setMaxDays] = useState('');
  const [selected, setSelected] = useState<number[]>([]);

  const rows = useMemo(() => {
    const amountCap = Number(maxAmount) || Infinity;
    const daysCap = Number(maxDays) || Infinity;
    return (table.data ?? [])
      .filter(
        (row) =>
          (!shortlistedOnly || row.shortlisted) &&
          row.amount <= amountCap &&
          row.timeline <= daysCap,
      )
      .sort(SORTS[sort].compare);
  }, [table.data, maxAmount, maxDays, shortlistedOnly, sort]);

  const toggleSelected = (bidId: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids, bidId] : ids.filter((id) => id !== bidId)));
  const toggleShortlist = (row: BidTableRow) =>
    shortlist.mutate(
      { bidId: row.id, shortlisted: !row.shortlisted },
      {
        onError: (error) => toastFailure('Could not change the shortlist', error),
      },
    );

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

  const chosen = table.data.filter((row) => selected.includes(row.id));
  // One writer for every bid's amounts: where a share has cents, every amount shows them.
  const money = dollarsWriter(
    table.data.flatMap((row) => [
      row.amount,
      row.developerReceives,
      ...bidMoneyAmounts(row.payment).map((cents) => cents / 100),
    ]),
  );

  return (
    <div className="space-y-4 @container">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Sort by" className="w-56">
          <NativeSelect value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
            {Object.entries(SORTS).map(([key, { label }]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
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
      {table.data.length >= LIMITS.bidTableRows && (
        <p className="text-sm text-muted-foreground">
          Showing the {LIMITS.bidTableRows} newest bids.
        </p>
      )}

      {rows.length === 0 ? (
        <p className="rounded-md bg-muted p-4 text-sm">No bid is within these limits.</p>
      ) : (
        <ul className="space-y-3" aria-label="Bids">
          {rows.map((row) => (
            <li key={row.id}>
              <BidRow
                row={row}
                money={money}
                selected={selected.includes(row.id)}
                onSelect={(on) => toggleSelected(row.id, on)}
                onToggleShortlist={() => toggleShortlist(row)}
                actions={
                  <BidActions
                    row={row}
                    canDecide={canDecide}
                    more={bidActions?.({
                      id: row.id,
                      finisherId: row.developer.id,
                      developerUsername: row.developer.username,
                    })}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BidRow({
  row,
  money,
  selected,
  onSelect,
  onToggleShortlist,
  actions,
}: {
  row: BidTableRow;
  money: (dollars: number) => string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onToggleShortlist: () => void;
  actions: ReactNode;
}) {
  const formatDate = useFormatDate();
  const username = row.developer.username;
  return (
    <article
      aria-label={`Bid by ${username}`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4 @3xl:flex-row"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Checkbox
          className="mt-1"
          aria-label={`Select the bid by ${username}`}
          checked={selected}
          onCheckedChange={(on) => onSelect(on === true)}
        />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Link
                  to={developerPath(row)}
                  className="break-all font-semibold text-primary hover:underline"
                >
                  {username}
                </Link>
                <PaidBidBadge row={row} />
              </div>
              <p className="text-xs text-muted-foreground">
                Bid on {formatDate(row.createdAt)}
                {row.developer.matchingSkills.length > 0 &&
                  ` · Knows ${row.developer.matchingSkills.join(', ')}`}
              </p>
            </div>
            <Button
              size="icon"
              variant="ghost"
              className="size-8 shrink-0"
              aria-pressed={row.shortlisted}
              aria-label={`Shortlist the bid by ${username}`}
              title={row.shortlisted ? 'Shortlisted' : 'Shortlist'}
              onClick={onToggleShortlist}
            >
              <Star
                aria-hidden
                className={row.shortlisted ? 'fill-current text-warning' : 'text-muted-foreground'}
              />
            </Button>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm @xl:grid-cols-4">
            <Fact label="Amount">
              {money(row.amount)}
              <span className="block text-xs font-normal text-muted-foreground">
                {bidMoneyWords(row.payment, 'owner', (cents) => money(cents / 100)) ??
                  `they get ${money(row.developerReceives)}`}
              </span>
            </Fact>
            <Fact label="Timeline">{formatDays(row.timeline)}</Fact>
            <Fact label="Rating">{formatRating(row.developer.rating)}</Fact>
            <Fact label="Completed">{row.developer.completedProjects}</Fact>
          </dl>
          <Proposal row={row} />
        </div>
      </div>
      <div className="@3xl:w-52 @3xl:shrink-0 @3xl:border-l @3xl:border-border @3xl:pl-4">
        {actions}
      </div>
    </article>
  );
}

/** A bid's badge; a paid bid whose money went back says so instead of 'Paid'. */
function PaidBidBadge({ row }: { row: BidTableRow }) {
  const badge = bidBadge(row.status, row.payment);
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

const developerPath = (row: BidTableRow) =>
  `/developers/${encodeURIComponent(row.developer.username)}`;

/** A proposal longer than this shows its first lines, and the whole of it one click away. */
const PROPOSAL_PREVIEW_CHARS = 240;

function Proposal({ row }: { row: BidTableRow }) {
  const [whole, setWhole] = useState(false);
  const long = row.message.length > PROPOSAL_PREVIEW_CHARS;
  const id = `proposal-${row.id}`;
  return (
    <div className="space-y-1">
      <p
        id={id}
        className={cn(
          'whitespace-pre-line break-words text-sm leading-relaxed',
          long && !whole && 'line-clamp-3',
        )}
      >
        {row.message}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={whole}
          aria-controls={id}
          onClick={() => setWhole(!whole)}
          className="rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {whole ? 'Show less' : 'Read whole proposal'}
        </button>
      )}
      {row.declineReason && (
        <p className="text-xs text-muted-foreground">Declined: {row.declineReason}</p>
      )}
    </div>
  );
}

/**
 * A bid's actions: the one that moves it on (accept, pay) first, 'Message' and 'Report' from the
 * page, and the rest in its menu (the developer's profile, declining).
 */
function BidActions({
  row,
  canDecide,
  more,
}: {
  row: BidTableRow;
  canDecide: boolean;
  more: ReactNode;
}) {
  const [declining, setDeclining] = useState(false);
  const pending = canDecide && row.status === 'pending';
  const username = row.developer.username;
  return (
    <div className="flex flex-wrap items-center gap-2 @3xl:flex-col @3xl:items-stretch [&>*]:@3xl:w-full">
      {pending && <AcceptBidButton bidId={row.id} developerUsername={username} />}
      {row.status === 'accepted' && (
        <Button asChild size="sm">
          <Link to={`/payment/bid/${row.id}`}>
            <CreditCard aria-hidden /> Proceed to Payment
          </Link>
        </Button>
      )}
      {more}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="ghost" aria-label={`More actions on the bid by ${username}`}>
            <MoreHorizontal aria-hidden /> More
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem asChild>
            <Link to={developerPath(row)}>
              <UserRound aria-hidden /> View developer profile
            </Link>
          </DropdownMenuItem>
          {pending && (
            <DropdownMenuItem onSelect={() => setDeclining(true)}>
              <X aria-hidden /> Decline bid
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {pending && (
        <DeclineBidDialog
          bidId={row.id}
          developerUsername={username}
          open={declining}
          setOpen={setDeclining}
        />
      )}
    </div>
  );
}
