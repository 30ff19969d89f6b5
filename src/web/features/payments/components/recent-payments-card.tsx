import { LIMITS } from '@shared/constants';
import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { moneyWriter } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePaymentHistory } from '../api/payment-history';
import { PaymentStatusBadge } from './payment-status-badge';

const SHOWN = LIMITS.dashboardRecentItems;

/** The creator dashboard's latest payments, each with where its money is, and the full history. */
export function RecentPaymentsCard({ userId }: { userId: number }) {
  const history = usePaymentHistory(userId, SHOWN);
  const payments = history.data?.pages[0]?.items ?? [];
  // One writer for the list: where one amount has cents, all do.
  const money = moneyWriter(payments.map((payment) => payment.amount));
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <h2 className="text-lg font-semibold">Recent Payments</h2>
        <Receipt aria-hidden className="size-5 text-muted-foreground" />
      </CardHeader>
      <CardContent className="space-y-4">
        {history.isPending ? (
          <Skeleton className="h-24" />
        ) : history.isError ? (
          <LoadError
            message="Couldn't load your payments."
            onRetry={() => void history.refetch()}
          />
        ) : payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No payments yet. Accept a bid, then pay for it from the project page.
          </p>
        ) : (
          <ul className="space-y-3">
            {payments.map((payment) => (
              <li key={payment.id} className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link
                    to={`/projects/${payment.projectId}`}
                    className="line-clamp-1 break-all font-medium hover:underline"
                  >
                    {payment.projectName}
                  </Link>
                  <PaymentStatusBadge payment={payment} />
                </div>
                <span className="font-semibold tabular-nums">{money(payment.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="secondary" className="w-full">
          <Link to="/payments">All payments</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
