import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '@web/components/ui/toaster';
import { ApiError, errorMessage } from '@web/lib/api-client';

/** The spec's success toast after a profile change (section 8). */
export const toastProfileUpdated = () =>
  toast.success('Profile updated', { description: 'Your profile has been updated successfully.' });

/** The spec's failure toast; a field the server refused (e.g. a taken username) shows on its field. */
export function showProfileError<T extends FieldValues>(error: unknown, form: UseFormReturn<T>) {
  if (error instanceof ApiError) {
    const values = form.getValues() as Record<string, unknown>;
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const name = field.split('.')[0]!;
      if (name in values) form.setError(name as Path<T>, { message: messages[0] });
    }
  }
  toast.error('Error', {
    description: `Failed to update profile: ${errorMessage(error, 'Please try again')}`,
  });
}
