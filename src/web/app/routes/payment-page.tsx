import { AlertTriangle, CreditCard, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES } from '@shared/contract/payments-rules';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useBid } from '@web/features/bids/api/get-bid';
import { PaymentSummary } from '@web/features/payments/components/payment-summary';
import { useCheckoutRedirect } from '@web/features/payments/use-checkout-redirect';
import { useCurrentUser } from '@web/lib/session/current-user';

/**
 * /payment/bid/{bidId} (protected; spec sections 2 and 4): the owner's payment summary for an
 * accepted bid and 'Proceed to Checkout'. Coming back from a cancelled checkout says 'Payment
 * Canceled'; an open checkout says 'Ready for Payment'; a bid that cannot be paid (not accepted,
 * already paid, not the viewer's to pay) says 'Payment not available' and goes to its project.
 */
export default function PaymentPage() {
  const bidId = Number(useParams().bidId);
  const validId = Number.isSafeInteger(bidId) && bidId > 0;
  const [params] = useSearchParams();
  const canceled = params.get('canceled') === 'true';
  const { user } = useCurrentUser();
  const bid = useBid(validId ? bidId : 0);
  const checkout = useCheckoutRedirect();
  const announced = useRef(false);

  const data = bid.data;
  const payable = Boolean(
    data && user && data.status === 'accepted' && data.project.submitterId === user.id,
  );
  const openCheckout = data?.payment?.status === 'pending';

  useEffect(() => {
    if (!data || announced.current) return;
    announced.current = true;
    if (!payable) toast.error(PAYMENT_MESSAGES.notAvailable);
    else if (canceled)
      toast.error(PAYMENT_MESSAGES.canceled, {
        description: 'You left the checkout; nothing was charged.',
      });
    else if (openCheckout)
      toast.success(PAYMENT_MESSAGES.ready, {
        description: 'Your checkout is open: continue where you left off.',
      });
  }, [data, payable, canceled, openCheckout]);

  if (!validId || bid.isError) return <ErrorLoadingBid error={bid.error} />;
  if (bid.isPending || !user) return <PaymentSkeleton />;
  if (!payable) return <Navigate to={`/projects/${bid.data.project.id}`} replace />;

  const view = bid.data;
  return (
    <div className="container-page max-w-2xl py-8 sm:py-10">
      <PageHeader
        title={PAYMENT_MESSAGES.complete}
        subtitle={`Pay ${view.developerUsername} for ${view.project.name} through our secure checkout.`}
      />
      <div className="space-y-6">
        <PaymentSummary
          projectName={view.project.name}
          developerUsername={view.developerUsername}
          amount={view.amount ?? 0}
          timeline={view.timeline ?? 0}
          message={view.message}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ShieldCheck aria-hidden className="size-4 shrink-0 text-success" />
            You pay on the payment provider&rsquo;s secure page.
          </p>
          <Button size="lg" onClick={() => checkout.start(view.id)} disabled={checkout.busy}>
            {checkout.busy ? (
              <>
                <LoaderCircle aria-hidden className="animate-spin" /> {PAYMENT_MESSAGES.settingUp}
              </>
            ) : (
              <>
                <CreditCard aria-hidden /> {PAYMENT_MESSAGES.proceed}
              </>
            )}
          </Button>
        </div>
        <p className="text-sm">
          <Link to={`/projects/${view.project.id}`} className="text-primary hover:underline">
            Back to the project
          </Link>
        </p>
      </div>
    </div>
  );
}

/**
 * Why the bid could not be loaded (spec section 7, GET /api/bids/{id}): the server's message,
 * else 'Error {status}' or 'Server error: {status}'.
 */
function loadFailure(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.isJson && error.serverMessage) return error.serverMessage;
  return error.status >= 500 ? `Server error: ${error.status}` : `Error ${error.status}`;
}

function ErrorLoadingBid({ error = null }: { error?: unknown }) {
  const reason = loadFailure(error);
  return (
    <div className="container-page flex min-h-[60vh] items-center justify-center py-12">
      <Card className="w-full max-w-lg">
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <AlertTriangle aria-hidden className="size-12 text-destructive" />
          <h1 className="text-2xl font-bold">{PAYMENT_MESSAGES.errorLoadingBid}</h1>
          <p className="text-muted-foreground">{PAYMENT_MESSAGES.errorLoadingBidText}</p>
          {reason && <p className="text-sm font-medium">{reason}</p>}
          <Button asChild className="mt-4">
            <Link to="/dashboard">Return to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function PaymentSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading payment"
      className="container-page max-w-2xl py-8 sm:py-10"
    >
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="mt-3 h-5 w-1/2" />
      <Skeleton className="mt-8 h-80" />
      <Skeleton className="ml-auto mt-6 h-11 w-52" />
    </div>
  );
}
