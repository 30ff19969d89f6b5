import { Controller } from 'react-hook-form';
import type { RegisterInput, RegisterOutput } from '@shared/contract/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { RadioCard, RadioGroup } from '@web/components/ui/radio-group';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useRegister } from '../api/register';
import { authOutcome } from './auth-outcome';

const SCHEMA = async () => (await import('@shared/contract/auth')).registerSchema;

export function RegisterForm() {
  const register = useRegister();
  const form = useSchemaForm<RegisterInput, RegisterOutput>({
    schema: SCHEMA,
    defaultValues: { username: '', email: '', password: '', role: 'creator' },
  });
  const { errors } = form.formState;

  const outcome = authOutcome(form, {
    success: 'Registration successful',
    failure: 'Registration failed',
    fallback: 'Please try again',
    unanswered: 'Failed to register',
  });
  const submit = form.handleSubmit((values) =>
    register.mutateAsync(values).then(outcome.onSuccess, outcome.onError),
  );

  return (
    <form onSubmit={submit} {...form.formProps} className="space-y-4">
      <FormField label="Username" error={errors.username?.message}>
        <Input
          autoComplete="username"
          placeholder="e.g. ada_lovelace"
          {...form.register('username')}
        />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.register('email')}
        />
      </FormField>
      <FormField label="Password" hint="At least 6 characters." error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">I want to</legend>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              className="sm:grid-cols-2"
              aria-label="Role"
            >
              <RadioCard
                id="role-creator"
                value="creator"
                label="Creator"
                description="Post projects and hire developers"
              />
              <RadioCard
                id="role-developer"
                value="developer"
                label="Developer"
                description="Bid on projects and get paid"
              />
            </RadioGroup>
          )}
        />
        {errors.role && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.role.message}
          </p>
        )}
      </fieldset>
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
