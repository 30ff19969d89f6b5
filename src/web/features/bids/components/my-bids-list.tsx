import { AlertTriangle, Gavel } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadMore } from '@web/components/ui/load-more';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { useFormatDate } from '@web/lib/format';
import { useMyBidsInfinite } from '../api/my-bids-infinite';
import type { MyBid } from '@shared/contract/bids';
import { moneyWriter } from '@shared/money';
import { asSentence, bidBadge, bidMoneyAmounts, bidMoneyWords } from '../bid-status';
import { BidTerms } from './bid-terms';

/** My Projects, 'My Bids' (developers): every bid they placed, with its status. */
export function MyBidsList({ userId }: { userId: number }) {
  const formatDate = useFormatDate();
  const bids = useMyBidsInfinite(userId);
  const items = bids.data?.pages.flatMap((page) => page.items) ?? [];

  if (bids.isPending)
    return (
      <div role="status" aria-label="Loading your bids" className="grid gap-6 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-44 rounded-lg" />
        ))}
      </div>
    );
  if (bids.isError)
    return (
      <EmptyState
        icon={AlertTriangle}
        title="Could not load your bids"
        description={errorMessage(bids.error, 'Please try again in a moment.')}
        action={<Button onClick={() => bids.refetch()}>Try again</Button>}
      />
    );
  if (items.length === 0)
    return (
      <EmptyState
        icon={Gavel}
        title="You haven't placed any bids yet"
        description="Find a half-finished project that matches your skills and make an offer."
        action={
          <Button asChild variant="secondary">
            <Link to="/projects">Browse Projects</Link>
          </Button>
        }
      />
    );

  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((bid) => (
          <li key={bid.id}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <div className="flex items-start justify-between gap-2">
                  <h3 className="min-w-0 break-words text-lg font-semibold leading-snug">
                    {bid.project.name}
                  </h3>
                  <MyBidBadge bid={bid} />
                </div>
                <p className="text-sm text-muted-foreground">
                  Bid placed {formatDate(bid.createdAt)}
                </p>
              </CardHeader>
              <CardContent className="flex-1 space-y-2">
                <MyBidMoney bid={bid} />
                {bid.declineReason && (
                  <p className="rounded-md bg-muted p-3 text-sm">
                    <span className="font-semibold">The owner declined it: </span>
                    {bid.declineReason}
                  </p>
                )}
              </CardContent>
              <CardFooter>
                <Button asChild variant="secondary" className="w-full">
                  <Link
                    to={`/projects/${bid.project.id}`}
                    aria-label={`View Project: ${bid.project.name}`}
                  >
                    View Project
                  </Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <LoadMore query={bids} errorMessage="Could not load more bids. Please try again." />
    </>
  );
}

function MyBidBadge({ bid }: { bid: MyBid }) {
  const badge = bidBadge(bid.status, bid.payment);
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

/** The bid's terms, and once money went back or left escrow, where it went (one writer). */
function MyBidMoney({ bid }: { bid: MyBid }) {
  const write = moneyWriter([(bid.amount ?? 0) * 100, ...bidMoneyAmounts(bid.payment)]);
  const words = bidMoneyWords(bid.payment, 'developer', write);
  return (
    <>
      <BidTerms bid={bid} write={write} />
      {words && <p className="text-sm text-muted-foreground">{asSentence(words)}</p>}
    </>
  );
}
