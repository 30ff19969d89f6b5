import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts each field error of a refused request (a taken username, a rejected image) on the form's
 * own field, next to what the user typed. Errors for fields the form does not have are left to
 * the toast.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
) {
  if (!(error instanceof ApiError)) return;
  const values = form.getValues() as Record<string, unknown>;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const name = field.split('.')[0]!;
    if (name in values && messages[0]) form.setError(name as Path<T>, { message: messages[0] });
  }
}
