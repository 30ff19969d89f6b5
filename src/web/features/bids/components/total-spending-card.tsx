import { Wallet } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDollars } from '@web/lib/format';
import { useTotalSpending } from '../api/total-spending';

/** Creators only: what they have paid for their projects (spec section 2). */
export function TotalSpendingCard({ userId }: { userId: number }) {
  const spending = useTotalSpending(userId);
  return (
    <Card role="region" aria-labelledby="total-spending-heading">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <h2 id="total-spending-heading" className="text-lg font-semibold">
          Total Spending
        </h2>
        <Wallet aria-hidden className="size-5 text-muted-foreground" />
      </CardHeader>
      <CardContent>
        {spending.isPending ? (
          <Skeleton className="h-10 w-32" />
        ) : spending.isError ? (
          <LoadError
            message="Couldn't load your spending."
            onRetry={() => void spending.refetch()}
          />
        ) : (
          <>
            <p className="text-3xl font-bold">{formatDollars(spending.data.totalSpent)}</p>
            <p className="mt-1 text-sm text-muted-foreground">Paid for your projects so far</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
