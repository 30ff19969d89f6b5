/**
 * Your data (docs/decisions/your-data.md): closing an account and exporting what Finishline
 * holds. The messages a refusal gives, without Zod, for the pages and the server alike.
 */

/** The name a closed account shows under everywhere it still appears (messages, reviews). */
export const CLOSED_ACCOUNT_NAME = 'a closed account';

/** What keeps an account open, most pressing first, and the sentence saying what to do. */
export const CLOSE_BLOCKERS = {
  acceptedBid:
    'A project with an accepted bid is still in progress. Finish it, or cancel it, before you close your account.',
  moneyHeld:
    'Finishline still holds money for one of your projects. Approve the delivery, or settle it, before you close your account.',
  openDispute:
    'One of your projects has an open dispute. Close your account once it is settled or decided.',
  openChargeback:
    'A card chargeback on one of your payments is still open. Close your account once it is closed.',
  payoutPending:
    'A payout or refund to you has not been sent yet. Close your account once it has arrived.',
} as const;
export type CloseBlocker = keyof typeof CLOSE_BLOCKERS;

export const CLOSE_MESSAGES = {
  passwordMissing: 'Enter your password to close your account',
  passwordWrong: 'That password is not right',
  codeMissing: 'Enter the code from your authenticator app (or a recovery code)',
  ownOnly: 'You can only close your own account',
  alreadyClosed: 'This account is already closed',
  operatorTarget: 'An operator account cannot be closed: revoke the role first',
  closed: 'Your account is closed. Everything that named you has been removed.',
} as const;

export const EXPORT_MESSAGES = {
  oncePerDay: 'You can download your data once a day. Your last export is on the Your data tab.',
  notFound: 'Export not found',
  ownOnly: 'You can only export your own data',
} as const;
