import { errorMessage } from './api-client';
import { toast } from './toast';

/** What a failure toast says when the server gave no reason. */
export const FAILURE_FALLBACK = 'Please try again';

/**
 * The one failure toast (spec section 8's shape): what did not happen as its title, the server's
 * reason (or `fallback`) below it. Forms show it through useSchemaForm's `fail`; a button that
 * sends a request without a form calls it directly.
 */
export function toastFailure(title: string, error: unknown, fallback = FAILURE_FALLBACK) {
  toast.error(title, { description: errorMessage(error, fallback) });
}
