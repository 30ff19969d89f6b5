import { useState } from 'react';
import { Link } from 'react-router';
import type { LoginInput } from '@shared/contract/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { lazyPart } from '@web/lib/lazy-part';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useLogin } from '../api/login';
import { authOutcome } from './auth-outcome';

/** Few accounts need the code step: it loads with the form's first use, before it is shown. */
const TwoFactorStep = lazyPart(
  'two-factor-step',
  async () => (await import('./two-factor-step')).TwoFactorStep,
);

const SCHEMA = async () => (await import('@shared/contract/auth')).loginSchema;

const MESSAGES = {
  success: 'Login successful',
  successDescription: 'Welcome back!',
  failure: 'Login failed',
  fallback: 'Please check your credentials',
  unanswered: 'Failed to login',
};

/** The Login tab: email and password, then, for an account with two-factor sign-in, a code. */
export function LoginForm() {
  const login = useLogin();
  const [step, setStep] = useState<'password' | 'code'>('password');
  // Kept while the code step shows, so that starting over keeps the email typed.
  const form = useSchemaForm<LoginInput>({
    schema: SCHEMA,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  if (step === 'code') {
    return (
      <TwoFactorStep
        messages={MESSAGES}
        onRestart={() => {
          form.resetField('password');
          setStep('password');
        }}
      />
    );
  }

  const outcome = authOutcome(form, MESSAGES);
  const submit = form.handleSubmit((values) =>
    login
      .mutateAsync(values)
      .then(
        (answer) => ('twoFactorRequired' in answer ? setStep('code') : outcome.onSuccess()),
        outcome.onError,
      ),
  );

  return (
    <form
      onSubmit={submit}
      onFocus={() => {
        form.preload();
        TwoFactorStep.preload();
      }}
      noValidate
      className="space-y-4"
    >
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.register('email')}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <p className="-mt-1 text-right text-sm">
        <Link to="/forgot-password" className="font-medium text-primary hover:underline">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
