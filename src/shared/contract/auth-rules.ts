import { LIMITS } from '../constants.js';

/**
 * Accounts: the contract's plain part, its messages (the spec's words), limits and small rules,
 * without Zod. Pages import these; a form's schema in ./auth.ts loads with its validation, on
 * use (src/web/lib/lazy-zod-resolver.ts), so a page that only reads never downloads Zod.
 */

/** Messages of spec section 5, word for word. */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email',
  password: `Password must be at least ${LIMITS.passwordMin} characters`,
  username: `Username must be at least ${LIMITS.usernameMin} characters`,
  role: 'Please select a role',
} as const;

/** Rules beyond the spec for a password being chosen (docs/decisions/accounts-and-operations.md). */
export const PASSWORD_MESSAGES = {
  max: 'Password must be at most 200 characters',
  blank: 'Password cannot be only spaces',
  common: 'This password is too common. Choose one that is harder to guess',
} as const;

/** Account security (docs/decisions/accounts-and-operations.md). */
export const ACCOUNT_MESSAGES = {
  currentPasswordMissing: 'Enter your current password',
  currentPasswordWrong: 'Current password is incorrect',
  passwordsDiffer: 'Passwords do not match',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  resetRequested:
    'If an account exists for that email, we have sent a link to reset its password. The link works for 1 hour.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
  resetDone: 'Your password has been reset. Log in with your new password.',
} as const;

/** Two-factor sign-in (decisions.md, Two-factor sign-in; docs/decisions/operators.md). */
export const TWO_FACTOR_MESSAGES = {
  codeMissing: 'Enter the code from your authenticator app',
  codeWrong: 'That code is not right. Check your authenticator app and try again.',
  codeUsed: 'That code was already used. Wait for the next one.',
  recoveryCodeWrong: 'That recovery code is not right, or was already used.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  setupMissing: 'Start setting up two-factor sign-in again.',
  signInExpired: 'Your sign-in has expired. Enter your email and password again.',
  operatorOutOfBand:
    "An operator's authenticator is set up on the server's command line (npm run operator -- grant EMAIL), not here.",
} as const;

/** How many recovery codes a user gets; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** A code from an authenticator app (six digits; spaces ignored), as opposed to a recovery code. */
export const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));
