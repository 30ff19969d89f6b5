import { HandCoins } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { useEarnings } from '../api/earnings';
import { EarningsSummary } from './earnings-summary';

/** The developer dashboard's Earnings card: where their money is, and a link to the details. */
export function EarningsCard({ userId }: { userId: number }) {
  const earnings = useEarnings(userId);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <h2 className="text-lg font-semibold">Earnings</h2>
        <HandCoins aria-hidden className="size-5 text-muted-foreground" />
      </CardHeader>
      <CardContent className="space-y-4">
        {earnings.isPending ? (
          <Skeleton className="h-36" />
        ) : earnings.isError ? (
          <LoadError
            message="Couldn't load your earnings."
            onRetry={() => void earnings.refetch()}
          />
        ) : (
          <EarningsSummary earnings={earnings.data} compact />
        )}
        <Button asChild variant="secondary" className="w-full">
          <Link to="/payments">View earnings</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
