import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { passwordResetRequestSchema, PasswordResetRequestInput } from '@shared/contract/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { toastFailure } from '@web/lib/failure-toast';

const SCHEMA = async () => (await import('@shared/contract/auth')).passwordResetRequestSchema;

/** /forgot-password: asks for the email and mails a reset link (never says whether it exists). */
export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useSchemaForm<
    PasswordResetRequestInput,
    z.output<typeof passwordResetRequestSchema>
  >({
    schema: SCHEMA,
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) => toastFailure('Could not send the link', error),
    }),
  );

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your email">
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <MailCheck aria-hidden className="size-10 text-primary" />
          <p>{request.data.message}</p>
          <p className="text-sm text-muted-foreground">
            No email? Check the spam folder, or ask again in a minute.
          </p>
          <Button asChild variant="secondary">
            <Link to="/auth">Back to log in</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={submit} {...form.formProps} className="space-y-4">
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            autoFocus
            {...form.register('email')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
        <p className="text-center text-sm">
          <Link to="/auth" className="font-medium text-primary hover:underline">
            Back to log in
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
