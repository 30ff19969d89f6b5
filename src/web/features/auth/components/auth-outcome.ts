import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { showServerFieldErrors } from '@web/lib/form-errors';

/**
 * What both /auth forms do once the server answers (spec section 8): the success toast; or the
 * failure toast in the server's words, with a refused field (a taken username or email) also
 * shown on its field. Moving on is the page's: signed in, /auth leads to where the visitor was
 * going (routes/auth-page.tsx), once, whichever form signed them in.
 *
 * Forms call these from mutateAsync's promise, not mutate's callbacks: the form is gone once the
 * user is signed in, and mutate's callbacks never run after an unmount.
 */
export function authOutcome<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  messages: {
    success: string;
    successDescription?: string;
    failure: string;
    /** The toast's description when the server gave no message. */
    fallback: string;
    /** The description when no answer came at all (spec 8's defaults: 'Failed to login'). */
    unanswered: string;
  },
) {
  return {
    onSuccess: () => {
      toast.success(messages.success, { description: messages.successDescription });
    },
    onError: (error: unknown) => {
      showServerFieldErrors(error, form);
      toast.error(messages.failure, {
        description:
          error instanceof ApiError ? errorMessage(error, messages.fallback) : messages.unanswered,
      });
    },
  };
}
