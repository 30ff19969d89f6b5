import type { PaymentView } from '@shared/contract/payments';

type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'accent';

/**
 * What a payment's money is doing, in words for its badge: waiting for the checkout, held in
 * escrow, released to the developer, refunded to the owner (or part of each).
 */
export function paymentState(payment: PaymentView): { label: string; tone: Tone } {
  // A chargeback says more than the status: the bank has (or kept) the money.
  if (payment.chargeback?.status === 'open') return { label: 'Chargeback open', tone: 'warning' };
  if (payment.chargeback?.status === 'lost') return { label: 'Charged back', tone: 'danger' };
  switch (payment.status) {
    case 'pending':
      return { label: 'Awaiting payment', tone: 'warning' };
    case 'failed':
      return { label: 'Payment failed', tone: 'danger' };
    case 'expired':
      return { label: 'Checkout expired', tone: 'neutral' };
    case 'refunded':
      return { label: 'Refunded', tone: 'neutral' };
    case 'partially_refunded':
      return { label: 'Partly refunded', tone: 'neutral' };
    case 'succeeded':
      if (payment.held === 0) return { label: 'Released', tone: 'success' };
      if (payment.released > 0) return { label: 'Partly released', tone: 'primary' };
      return { label: 'Held by Finishline', tone: 'primary' };
  }
}
