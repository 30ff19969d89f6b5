/**
 * Payments and payouts: the contract's plain part, its messages (the spec's words), limits and small rules,
 * without Zod. Pages import these; a form's schema in ./payments.ts loads with its validation, on
 * use (src/web/lib/lazy-zod-resolver.ts), so a page that only reads never downloads Zod.
 */

/** The spec's words (section 8), and the server's refusals. */
export const PAYMENT_MESSAGES = {
  setupError: 'Error setting up payment',
  authError: 'Authentication error. Please log in again.',
  noCheckoutUrl: 'No checkout URL received from server',
  redirecting: 'Redirecting to Checkout',
  canceled: 'Payment Canceled',
  notAvailable: 'Payment not available',
  ready: 'Ready for Payment',
  errorLoadingBid: 'Error Loading Bid',
  errorLoadingBidText:
    "We couldn't load the bid details. This bid may have been removed or you may not have permission to view it.",
  complete: 'Complete Your Payment',
  proceed: 'Proceed to Checkout',
  settingUp: 'Setting up checkout...',
  ownerOnly: 'Only the project owner can pay for this bid',
  notAccepted: 'Only an accepted bid can be paid',
  alreadyPaid: 'This bid has already been paid',
  paymentNotFound: 'Payment not found',
  receiptNotFound: 'Receipt not found',
  approveOwnerOnly: 'Only the project owner can approve the delivery',
  approveNotPaid: 'Only a paid project can be approved',
  ownPaymentsOnly: 'You can only view your own payments',
  ownEarningsOnly: 'You can only view your own earnings',
  ownSpendingOnly: 'You can only view your own spending',
  developersOnly: 'Only developers have earnings',
} as const;

export const ONBOARDING_MESSAGES = {
  connectFailed: 'Failed to create Stripe Connect account. Please try again.',
  checkFailed: 'Failed to check onboarding status',
  linkFailed: 'Failed to create onboarding link',
  refreshFailed: 'Failed to refresh onboarding',
  invalidRedirect: 'Invalid redirect parameters',
  developersOnly: 'Only developers connect a payout account',
  selfOnly: 'You can only set up payouts for your own account',
  notConnected: 'Connect a payout account first',
} as const;

export const WEBHOOK_MESSAGES = {
  badSignature: 'Invalid webhook signature',
  malformed: 'Malformed webhook event',
} as const;

export const ONBOARDING_OUTCOMES = ['success', 'refresh'] as const;
