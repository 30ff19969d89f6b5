import { AlertTriangle, CheckCircle2, FileSearch, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatCents } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { StatusScreen } from '@web/components/ui/status-screen';
import { usePayment, useSyncPayment } from '../api/payment';

/** After this long without the provider's word, the page offers to ask again. */
const SLOW_AFTER_MS = 20_000;

/**
 * /payment/bid/{bidId}/return?payment={id} (protected): where the hosted checkout sends the owner
 * back. Coming back proves nothing: the page shows the payment as processing until the provider
 * has confirmed it (its signed webhook, or the server asking the provider), then as paid.
 */
export default function PaymentReturnPage() {
  const bidId = Number(useParams().bidId);
  const paymentId = Number(useSearchParams()[0].get('payment'));
  const valid = Number.isSafeInteger(paymentId) && paymentId > 0;
  const payment = usePayment(valid ? paymentId : 0);
  const sync = useSyncPayment();
  const asked = useRef(false);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    // Once, on arrival: the server asks the provider in case the webhook is late.
    if (!valid || asked.current) return;
    asked.current = true;
    sync.mutate(paymentId);
  }, [valid, paymentId, sync]);

  const pending = payment.data?.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (!valid || payment.isError) {
    return (
      <StatusScreen
        icon={<FileSearch aria-hidden className="size-12 text-muted-foreground" />}
        title="Payment not found"
        actions={
          <Button asChild>
            <Link to="/dashboard">Return to Dashboard</Link>
          </Button>
        }
      >
        This payment does not exist, or it is not yours to see.
      </StatusScreen>
    );
  }

  if (payment.isPending || pending) {
    return (
      <StatusScreen
        icon={<LoaderCircle aria-hidden className="size-12 animate-spin text-primary" />}
        title="Confirming your payment..."
        actions={
          slow && (
            <Button
              variant="secondary"
              onClick={() => sync.mutate(paymentId)}
              disabled={sync.isPending}
            >
              Check again
            </Button>
          )
        }
      >
        <p role="status">
          We are waiting for the payment provider to confirm it. This usually takes a few seconds;
          you can also leave this page, and we will notify you.
        </p>
      </StatusScreen>
    );
  }

  const view = payment.data;
  if (view.status === 'failed' || view.status === 'expired') {
    return (
      <StatusScreen
        icon={<AlertTriangle aria-hidden className="size-12 text-warning" />}
        title="Payment not completed"
        actions={
          <>
            <Button asChild>
              <Link to={`/payment/bid/${bidId}`}>Try again</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={`/projects/${view.projectId}`}>View Project</Link>
            </Button>
          </>
        }
      >
        The checkout for {view.projectName} was not paid. Nothing was charged.
      </StatusScreen>
    );
  }
  return (
    <StatusScreen
      icon={<CheckCircle2 aria-hidden className="size-12 text-success" />}
      title="Payment received"
      actions={
        <>
          <Button asChild>
            <Link to={`/projects/${view.projectId}`}>View Project</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/payments">Your payments</Link>
          </Button>
        </>
      }
    >
      Your payment of {formatCents(view.amount)} for {view.projectName} is confirmed. Finishline
      holds it until you approve {view.developerUsername}&rsquo;s delivery.
    </StatusScreen>
  );
}
