import { useRef, useState } from 'react';
import { PAYMENT_MESSAGES } from '@shared/contract/payments-rules';
import { toast } from '@web/lib/toast';
import { ApiError } from '@web/lib/api-client';
import { useStartCheckout } from './api/start-checkout';

/** Why a checkout could not start, in the spec's words (section 8). */
export function checkoutErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (!error.isJson) return PAYMENT_MESSAGES.authError;
    return error.serverMessage || `Error ${error.status}`;
  }
  return PAYMENT_MESSAGES.authError;
}

/**
 * Starts the hosted checkout for a bid and sends the browser there. Guarded against double
 * submission: once started, it stays busy until the browser has left, and a second call meanwhile
 * does nothing (the server would return the same checkout anyway).
 */
export function useCheckoutRedirect(options: { onError?: (message: string) => void } = {}) {
  const startCheckout = useStartCheckout();
  const started = useRef(false);
  const [leaving, setLeaving] = useState(false);

  const start = (bidId: number) => {
    if (started.current) return;
    started.current = true;
    startCheckout.mutate(bidId, {
      onSuccess: ({ checkoutUrl }) => {
        if (!checkoutUrl) {
          started.current = false;
          toast.error(PAYMENT_MESSAGES.noCheckoutUrl);
          options.onError?.(PAYMENT_MESSAGES.noCheckoutUrl);
          return;
        }
        setLeaving(true);
        toast.success(PAYMENT_MESSAGES.redirecting);
        window.location.assign(checkoutUrl);
      },
      onError: (error) => {
        started.current = false;
        const message = checkoutErrorText(error);
        toast.error(PAYMENT_MESSAGES.setupError, { description: message });
        options.onError?.(message);
      },
    });
  };

  return { start, busy: startCheckout.isPending || leaving };
}
