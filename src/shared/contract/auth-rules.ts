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
