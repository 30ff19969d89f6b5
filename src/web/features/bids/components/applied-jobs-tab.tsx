import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PagedList } from '@web/components/ui/paged-list';
import { useFormatDate } from '@web/lib/format';
import { useCursorPager } from '@web/lib/use-cursor-pager';
import { useMyBids } from '../api/my-bids';
import { appliedStatusLabel, bidStatusTone } from '../bid-status';
import { BidTerms } from './bid-terms';

/** Developer dashboard: their own applications (bids), newest first. */
export function AppliedJobsTab({ userId, onBrowse }: { userId: number; onBrowse: () => void }) {
  const formatDate = useFormatDate();
  const pager = useCursorPager();
  const bids = useMyBids({ userId, limit: LIMITS.dashboardPageSize, cursor: pager.cursor });
  return (
    <PagedList
      query={bids}
      pager={pager}
      label="Applied jobs"
      loadingLabel="Loading your applications"
      errorMessage="Couldn't load your applications."
      empty={
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
      }
      itemKey={(bid) => bid.id}
      renderItem={(bid) => (
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
      )}
    />
  );
}
