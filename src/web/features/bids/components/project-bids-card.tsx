import { CreditCard, EyeOff, Inbox, UserRound } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BidMoney, BidRef, BidView } from '@shared/contract/bids';
import type { PaymentView } from '@shared/contract/payments';
import type { ProjectDetail } from '@shared/contract/projects';
import { isAcceptedBid, isChargedPayment, isOpenForBids } from '@shared/lifecycle';
import { moneyWriter } from '@shared/money';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { formatDays, useFormatDate } from '@web/lib/format';
import { lazyPart } from '@web/lib/lazy-part';
import { asSentence, bidBadge, bidMoneyAmounts, bidMoneyWords } from '../bid-status';

/** The owner's bid table (sorting, shortlist, compare, decline) loads for the owner only. */
const BidTable = lazyPart('bid-table', async () => (await import('./bid-table')).BidTable);

/**
 * 'Project Bids' (spec section 2): the count, All Bids and (owner only) Shortlisted and Accepted
 * tabs; the owner's All Bids is the bid table. Only the
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
  bidActions?: (bid: BidRef) => ReactNode;
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
            {isOwner && <TabsTrigger value="shortlisted">Shortlisted</TabsTrigger>}
            {isOwner && <TabsTrigger value="accepted">Accepted</TabsTrigger>}
          </TabsList>
          <TabsContent value="all">
            {isOwner && count > 0 ? (
              <BidTable projectId={project.id} canDecide={canAccept} bidActions={bidActions} />
            ) : count === 0 ? (
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
                payment={project.payment}
                isOwner={isOwner}
                paymentPath={(bid) => `/payment/bid/${bid.id}`}
                bidActions={bidActions}
              />
            )}
          </TabsContent>
          {isOwner && (
            <TabsContent value="shortlisted">
              <BidTable
                projectId={project.id}
                canDecide={canAccept}
                bidActions={bidActions}
                shortlistedOnly
              />
            </TabsContent>
          )}
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
                  payment={project.payment}
                  isOwner={isOwner}
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

/** Where the money of a paid bid went, from the project's payment (its owner and developer see it). */
const moneyOf = (payment: PaymentView | null, bid: BidView): BidMoney | null =>
  payment && payment.bidId === bid.id && isChargedPayment(payment.status)
    ? {
        amount: payment.amount,
        held: payment.held,
        refunded: payment.refunded,
        releasedToDeveloper: payment.releasedToDeveloper,
      }
    : null;

function BidList({
  bids,
  payment,
  isOwner,
  paymentPath,
  bidActions,
}: {
  bids: BidView[];
  payment: PaymentView | null;
  isOwner: boolean;
  paymentPath: (bid: BidView) => string;
  bidActions?: (bid: BidRef) => ReactNode;
}) {
  return (
    <ul className="space-y-4">
      {bids.map((bid) => (
        <li key={bid.id}>
          <BidItem
            bid={bid}
            money={moneyOf(payment, bid)}
            viewer={isOwner ? 'owner' : 'developer'}
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
  money,
  viewer,
  paymentPath,
  actions,
}: {
  bid: BidView;
  money: BidMoney | null;
  viewer: 'owner' | 'developer';
  paymentPath: string | null;
  actions?: ReactNode;
}) {
  const formatDate = useFormatDate();
  const badge = bidBadge(bid.status, money);
  // One writer for the card: where what went back has cents, the bid's amount shows them too.
  const write = moneyWriter([(bid.amount ?? 0) * 100, ...bidMoneyAmounts(money)]);
  const moneyWords = bidMoneyWords(money, viewer, write);
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
        <Badge tone={badge.tone}>{badge.label}</Badge>
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
                {bid.amount === null ? '–' : write(bid.amount * 100)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Timeline</dt>
              <dd className="text-lg font-bold">
                {bid.timeline === null ? '–' : formatDays(bid.timeline)}
              </dd>
            </div>
          </dl>
          {moneyWords && <p className="text-sm text-muted-foreground">{asSentence(moneyWords)}</p>}
          {bid.message && (
            <p className="whitespace-pre-line break-words text-sm leading-relaxed">{bid.message}</p>
          )}
        </div>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-2">
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
