import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { resetPasswordFormSchema } from '@shared/contract/auth';
import { ACCOUNT_MESSAGES } from '@shared/contract/auth-rules';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { ApiError } from '@web/lib/api-client';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthCard } from '../components/auth-card';
import { toastFailure } from '@web/lib/failure-toast';

type ResetFields = z.input<typeof resetPasswordFormSchema>;
const SCHEMA = async () => (await import('@shared/contract/auth')).resetPasswordFormSchema;

/** /reset-password?token=…: the page an emailed reset link opens. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const form = useSchemaForm<ResetFields>({
    schema: SCHEMA,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const linkRefused =
    !token ||
    (confirm.error instanceof ApiError && Boolean(confirm.error.fieldErrors.token?.length));
  if (linkRefused) {
    return (
      <AuthCard title="This link does not work">
        <div role="alert" className="space-y-4 text-center">
          <p>{ACCOUNT_MESSAGES.resetLinkInvalid}</p>
          <p className="text-sm text-muted-foreground">
            A reset link works once, for 1 hour. The newest link you received is the one to use.
          </p>
          <Button asChild>
            <Link to="/forgot-password">Get a new link</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const submit = form.handleSubmit(({ newPassword }) =>
    confirm.mutate(
      { token, newPassword },
      {
        onSuccess: (result) => {
          toast.success('Password reset', { description: result.message });
          navigate('/auth', { replace: true });
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.fieldErrors.newPassword?.[0] : null;
          if (message) form.setError('newPassword', { message });
          else toastFailure('Could not reset the password', error);
        },
      },
    ),
  );

  return (
    <AuthCard
      title="Choose a new password"
      description="After this, every device signed in to your account is signed out."
    >
      <form onSubmit={submit} {...form.formProps} className="space-y-4">
        <FormField
          label="New password"
          hint="At least 6 characters, not a common password."
          error={errors.newPassword?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            autoFocus
            {...form.register('newPassword')}
          />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={confirm.isPending}>
          {confirm.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
