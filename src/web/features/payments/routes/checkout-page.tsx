import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PAYMENT_MESSAGES } from '@shared/contract/payments-rules';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { StatusScreen } from '@web/components/ui/status-screen';
import { useCheckoutRedirect } from '../use-checkout-redirect';

/**
 * /checkout/{bidId} (protected; spec section 2): starts the payment for the bid and sends the
 * browser to the hosted checkout at once. Opening it twice (a reload, a double click on the link)
 * still opens one checkout: the hook starts once, and the server returns the open one.
 */
export default function CheckoutPage() {
  const bidId = Number(useParams().bidId);
  const valid = Number.isSafeInteger(bidId) && bidId > 0;
  const [failure, setFailure] = useState<string | null>(valid ? null : 'Bid not found');
  const checkout = useCheckoutRedirect({ onError: setFailure });
  const { start } = checkout;

  useEffect(() => {
    if (valid) start(bidId);
  }, [valid, bidId, start]);

  if (failure) {
    return (
      <StatusScreen
        icon={<AlertTriangle aria-hidden className="size-12 text-destructive" />}
        title={PAYMENT_MESSAGES.setupError}
        actions={
          <>
            {valid && (
              <Button asChild>
                <Link to={`/payment/bid/${bidId}`}>Back to the payment</Link>
              </Button>
            )}
            <Button asChild variant="secondary">
              <Link to="/dashboard">Return to Dashboard</Link>
            </Button>
          </>
        }
      >
        {failure}
      </StatusScreen>
    );
  }
  return <PageSpinner label={PAYMENT_MESSAGES.settingUp} />;
}
