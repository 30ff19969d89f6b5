import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { useMyBids } from '@web/features/bids/api/my-bids';
import { appliedStatusLabel, bidStatusTone, formatDate } from '@web/features/bids/format';
import { cursorOf, useCursorPager } from '../hooks/use-cursor-pager';
import { ListSkeleton, LoadError } from './list-states';
import { Pager } from './pager';
import { BidTerms } from '@web/features/bids/components/bid-terms';

/** Developer: their own applications (bids), newest first. */
export function AppliedJobsTab({ userId, onBrowse }: { userId: number; onBrowse: () => void }) {
  const pager = useCursorPager();
  const bids = useMyBids({ userId, limit: LIMITS.dashboardPageSize, cursor: pager.cursor });

  if (bids.isPending) return <ListSkeleton label="Loading your applications" />;
  if (bids.isError)
    return (
      <LoadError message="Couldn't load your applications." onRetry={() => void bids.refetch()} />
    );
  if (bids.data.items.length === 0)
    return (
      <EmptyState
        icon={ClipboardList}
        title="No applications yet"
        description="Apply to an open job and follow its status here."
        action={
          <Button variant="secondary" onClick={onBrowse}>
            See Open Jobs
          </Button>
        }
      />
    );

  return (
    <>
      <ul className="space-y-4" aria-busy={bids.isPlaceholderData}>
        {bids.data.items.map((bid) => (
          <li key={bid.id}>
            <Card>
              <CardHeader>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 text-lg font-semibold leading-snug break-words">
                    <Link
                      to={`/projects/${bid.project.id}`}
                      className="hover:text-primary hover:underline"
                    >
                      {bid.project.name}
                    </Link>
                  </h3>
                  <Badge tone={bidStatusTone(bid.status)}>{appliedStatusLabel(bid.status)}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">Applied {formatDate(bid.createdAt)}</p>
              </CardHeader>
              <CardContent className="space-y-2">
                <BidTerms bid={bid} />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <Pager
        label="Applied jobs"
        page={pager.page}
        hasNext={Boolean(bids.data.next)}
        busy={bids.isPlaceholderData}
        onPrevious={pager.previous}
        onNext={() => pager.next(cursorOf(bids.data.next))}
      />
    </>
  );
}
