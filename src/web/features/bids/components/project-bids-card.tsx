import { CreditCard, EyeOff, Inbox, UserRound } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BidView } from '@shared/contract/bids';
import type { ProjectDetail } from '@shared/contract/projects';
import { isAcceptedBid, isOpenForBids } from '@shared/lifecycle';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { formatDays, formatDollars, useFormatDate } from '@web/lib/format';
import { lazyPart } from '@web/lib/lazy-part';
import { bidStatusLabel, bidStatusTone } from '../bid-status';

/** The owner's button, with its confirm dialog, loads for the owner only (lib/lazy-part.tsx). */
const AcceptBidButton = lazyPart(
  'accept-bid-button',
  async () => (await import('./accept-bid-button')).AcceptBidButton,
);

/**
 * 'Project Bids' (spec section 2): the count, All Bids and (owner only) Accepted tabs. Only the
 * owner and each bid's developer see its amount, timeline and message; the server already
 * leaves them out for everyone else.
 */
export function ProjectBidsCard({
  project,
  isOwner,
  bidActions,
}: {
  project: ProjectDetail;
  isOwner: boolean;
  /** More buttons on a bid, composed by the page (e.g. 'Message'). */
  bidActions?: (bid: BidView) => ReactNode;
}) {
  const [params] = useSearchParams();
  const ref = useRef<HTMLDivElement>(null);
  const fromLink = params.get('tab') === 'bids';
  useEffect(() => {
    if (fromLink) ref.current?.scrollIntoView({ block: 'start' });
  }, [fromLink]);

  const accepted = project.bids.filter((bid) => isAcceptedBid(bid.status));
  const canAccept = isOwner && isOpenForBids(project.status);
  const count = project.bids.length;

  return (
    <Card ref={ref} id="bids" className="scroll-mt-24">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <h2 className="text-lg font-semibold leading-snug">Project Bids</h2>
        <Badge tone="primary">
          {count} {count === 1 ? 'bid' : 'bids'}
        </Badge>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="all">
          <TabsList>
            <TabsTrigger value="all">All Bids</TabsTrigger>
            {isOwner && <TabsTrigger value="accepted">Accepted</TabsTrigger>}
          </TabsList>
          <TabsContent value="all">
            {count === 0 ? (
              <EmptyState
                icon={Inbox}
                title="No bids yet"
                description={
                  isOwner
                    ? 'Developers’ bids will appear here, with their price, timeline and proposal.'
                    : 'Be the first developer to bid on this project.'
                }
              />
            ) : (
              <BidList
                bids={project.bids}
                isOwner={isOwner}
                canAccept={canAccept}
                paymentPath={(bid) => `/payment/bid/${bid.id}`}
                bidActions={bidActions}
              />
            )}
          </TabsContent>
          {isOwner && (
            <TabsContent value="accepted">
              {accepted.length === 0 ? (
                <EmptyState
                  icon={Inbox}
                  title="No accepted bid yet"
                  description="Accept a bid to choose the developer who finishes this project."
                />
              ) : (
                <BidList
                  bids={accepted}
                  isOwner={isOwner}
                  canAccept={false}
                  paymentPath={(bid) => `/checkout/${bid.id}`}
                  bidActions={bidActions}
                />
              )}
            </TabsContent>
          )}
        </Tabs>
      </CardContent>
    </Card>
  );
}

function BidList({
  bids,
  isOwner,
  canAccept,
  paymentPath,
  bidActions,
}: {
  bids: BidView[];
  isOwner: boolean;
  canAccept: boolean;
  paymentPath: (bid: BidView) => string;
  bidActions?: (bid: BidView) => ReactNode;
}) {
  return (
    <ul className="space-y-4">
      {bids.map((bid) => (
        <li key={bid.id}>
          <BidItem
            bid={bid}
            canAccept={canAccept && bid.status === 'pending'}
            paymentPath={isOwner && bid.status === 'accepted' ? paymentPath(bid) : null}
            actions={bidActions?.(bid)}
          />
        </li>
      ))}
    </ul>
  );
}

function BidItem({
  bid,
  canAccept,
  paymentPath,
  actions,
}: {
  bid: BidView;
  canAccept: boolean;
  paymentPath: string | null;
  actions?: ReactNode;
}) {
  const formatDate = useFormatDate();
  return (
    <article
      aria-label={`Bid by ${bid.developerUsername}`}
      className="rounded-lg border border-border bg-background p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={bid.developerUsername} className="size-9" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{bid.developerUsername}</p>
            <p className="text-xs text-muted-foreground">{formatDate(bid.createdAt)}</p>
          </div>
        </div>
        <Badge tone={bidStatusTone(bid.status)}>{bidStatusLabel(bid.status)}</Badge>
      </div>

      {bid.detailsHidden ? (
        <div className="mt-4 flex items-start gap-3 rounded-md bg-muted p-3">
          <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div>
            <p className="text-sm font-semibold">Bid details hidden</p>
            <p className="text-sm text-muted-foreground">
              Bid details are only visible to the project owner and the developer who created this
              bid.
            </p>
          </div>
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          <dl className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <div>
              <dt className="text-xs text-muted-foreground">Amount</dt>
              <dd className="text-lg font-bold">
                {bid.amount === null ? '–' : formatDollars(bid.amount)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Timeline</dt>
              <dd className="text-lg font-bold">
                {bid.timeline === null ? '–' : formatDays(bid.timeline)}
              </dd>
            </div>
          </dl>
          {bid.message && (
            <p className="whitespace-pre-line break-words text-sm leading-relaxed">{bid.message}</p>
          )}
        </div>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {canAccept && <AcceptBidButton bidId={bid.id} developerUsername={bid.developerUsername} />}
        {paymentPath && (
          <Button asChild size="sm">
            <Link to={paymentPath}>
              <CreditCard aria-hidden /> Proceed to Payment
            </Link>
          </Button>
        )}
        <Button asChild size="sm" variant="secondary">
          <Link to={`/developers/${encodeURIComponent(bid.developerUsername)}`}>
            <UserRound aria-hidden /> View developer profile
          </Link>
        </Button>
        {actions}
      </div>
    </article>
  );
}
