import { Download } from 'lucide-react';
import { Link } from 'react-router';
import type { CurrentUser } from '@shared/contract/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { LoadMore } from '@web/components/ui/load-more';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { PageSpinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useEarnings } from '../api/earnings';
import { exportLinks } from '../api/receipt';
import { usePaymentHistory } from '../api/payment-history';
import { ChargebackNotice } from '../components/chargeback-notice';
import { EarningsSummary } from '../components/earnings-summary';
import { PaymentHistoryList } from '../components/payment-history-list';
import { ReleasesList } from '../components/releases-list';

/**
 * /payments (protected): a creator's payments (what was paid, the fee, what is held, released or
 * refunded); a developer's earnings (held, waiting for onboarding, on its way, paid out).
 */
export default function PaymentsPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageSpinner />;
  return user.role === 'developer' ? (
    <DeveloperEarnings user={user} />
  ) : (
    <OwnerPayments user={user} />
  );
}

function OwnerPayments({ user }: { user: CurrentUser }) {
  const history = usePaymentHistory(user.id);
  const payments = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <PageHeader
        title="Payments"
        subtitle="What you have paid, the platform fee, and where the money is now."
        actions={<ExportLink href={exportLinks.payments(user.id)} what="payments" />}
      />
      {history.isPending ? (
        <ListSkeleton label="Loading payments" />
      ) : history.isError ? (
        <LoadError message="Couldn't load your payments." onRetry={() => void history.refetch()} />
      ) : (
        <>
          <PaymentHistoryList payments={payments} />
          <LoadMore
            query={history}
            errorMessage="Could not load more payments. Please try again."
          />
        </>
      )}
    </div>
  );
}

function DeveloperEarnings({ user }: { user: CurrentUser }) {
  const earnings = useEarnings(user.id);
  return (
    <div className="container-page max-w-4xl py-8 sm:py-10">
      <PageHeader
        title="Earnings"
        subtitle="You receive 90% of each project; the money is held until the owner approves."
        actions={<ExportLink href={exportLinks.earnings(user.id)} what="earnings" />}
      />
      {earnings.isPending ? (
        <ListSkeleton label="Loading earnings" />
      ) : earnings.isError ? (
        <LoadError message="Couldn't load your earnings." onRetry={() => void earnings.refetch()} />
      ) : (
        <div className="space-y-8">
          {earnings.data.chargebacks.map((chargeback) => (
            <ChargebackNotice
              key={`${chargeback.projectId}-${chargeback.openedAt}`}
              chargeback={chargeback}
              projectName={chargeback.projectName}
              viewer="developer"
            />
          ))}
          <EarningsSummary earnings={earnings.data} />
          {!earnings.data.onboardingComplete && (
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold">Connect a payout account</h2>
              </CardHeader>
              <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-muted-foreground">
                  Released money waits until your payout account is set up, then it is sent without
                  you doing anything else.
                </p>
                <Button asChild className="sm:shrink-0">
                  <Link to="/profile?tab=skills">Set up payouts</Link>
                </Button>
              </CardContent>
            </Card>
          )}
          <section aria-labelledby="releases-heading">
            <h2 id="releases-heading" className="mb-3 text-xl font-semibold">
              Released to you
            </h2>
            <ReleasesList releases={earnings.data.releases} />
          </section>
        </div>
      )}
    </div>
  );
}

/** A download of the server's CSV (streamed; the browser saves it). */
function ExportLink({ href, what }: { href: string; what: string }) {
  return (
    <Button asChild variant="secondary">
      <a href={href} download aria-label={`Export your ${what} as CSV`}>
        <Download aria-hidden /> Export CSV
      </a>
    </Button>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-40 rounded-lg" />
      ))}
    </div>
  );
}
