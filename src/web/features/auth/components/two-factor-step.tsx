import { useEffect, useRef, useState } from 'react';
import type { TwoFactorCodeInput } from '@shared/contract/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { toast } from '@web/lib/toast';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { authOutcome } from './auth-outcome';

const SCHEMA = async () => (await import('@shared/contract/auth')).twoFactorCodeSchema;

/**
 * The second step of signing in with two-factor sign-in on: a code from the authenticator app,
 * or one of the recovery codes. A sign-in that waited too long starts over at the password.
 */
export function TwoFactorStep({
  messages,
  onRestart,
}: {
  messages: Parameters<typeof authOutcome>[1];
  onRestart: () => void;
}) {
  const verify = useLoginTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const form = useSchemaForm<TwoFactorCodeInput>({
    schema: SCHEMA,
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;
  const { ref, ...codeField } = form.register('code');
  const input = useRef<HTMLInputElement | null>(null);

  // The step replaces the password form: the cursor goes where the code is typed.
  useEffect(() => input.current?.focus(), [recovery]);

  const outcome = authOutcome(form, messages);
  const submit = form.handleSubmit((values) =>
    verify.mutateAsync(values).then(outcome.onSuccess, (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(messages.failure, { description: error.serverMessage });
        onRestart();
      } else {
        outcome.onError(error);
      }
    }),
  );
  const switchKind = () => {
    form.reset({ code: '' });
    setRecovery((now) => !now);
  };

  return (
    <form onSubmit={submit} {...form.formProps} className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">Two-factor sign-in</h2>
        <p className="text-sm text-muted-foreground">
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
            : 'Open your authenticator app and enter the 6-digit code it shows for Finishline.'}
        </p>
      </div>
      <FormField
        label={recovery ? 'Recovery code' : 'Authentication code'}
        error={errors.code?.message}
      >
        <Input
          key={recovery ? 'recovery' : 'app'}
          {...codeField}
          ref={(element) => {
            ref(element);
            input.current = element;
          }}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={recovery ? 'xxxxx-xxxxx' : undefined}
          maxLength={recovery ? 20 : 6}
          className="font-mono tracking-widest"
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button type="button" variant="link" className="h-auto px-0" onClick={switchKind}>
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </Button>
        <Button type="button" variant="link" className="h-auto px-0" onClick={onRestart}>
          Start over
        </Button>
      </div>
    </form>
  );
}
