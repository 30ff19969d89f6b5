import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { errorMessage } from '@web/lib/api-client';
import { showServerFieldErrors } from '@web/lib/form-errors';

/** The spec's success toast after a profile change (section 8). */
export const toastProfileUpdated = () =>
  toast.success('Profile updated', { description: 'Your profile has been updated successfully.' });

/** The spec's failure toast; a field the server refused (e.g. a taken username) shows on its field. */
export function showProfileError<T extends FieldValues>(error: unknown, form: UseFormReturn<T>) {
  showServerFieldErrors(error, form);
  toast.error('Error', {
    description: `Failed to update profile: ${errorMessage(error, 'Please try again')}`,
  });
}
