import { LogOut } from 'lucide-react';
import type { z } from 'zod';
import type { changePasswordFormSchema, CurrentUser } from '@shared/contract/auth';
import { ACCOUNT_MESSAGES } from '@shared/contract/auth-rules';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useChangePassword } from '../api/change-password';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { TwoFactorSettings } from './two-factor-settings';
import { toastFailure } from '@web/lib/failure-toast';

type ChangePasswordFields = z.input<typeof changePasswordFormSchema>;
const SCHEMA = async () => (await import('@shared/contract/auth')).changePasswordFormSchema;

/** The Security tab: change the password, sign out of other devices, two-factor sign-in. */
export function SecuritySettings({ user }: { user: CurrentUser }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChangePasswordCard user={user} />
      <OtherDevicesCard />
      <TwoFactorSettings user={user} />
    </div>
  );
}

function ChangePasswordCard({ user }: { user: CurrentUser }) {
  const change = useChangePassword();
  const form = useSchemaForm<ChangePasswordFields>({
    schema: SCHEMA,
    failure: 'Password not changed',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { userId: user.id, currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success('Password changed', { description: ACCOUNT_MESSAGES.passwordChanged });
          form.reset();
        },
        onError: (error) => form.fail(error),
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span role="heading" aria-level={2}>
            Change password
          </span>
        </CardTitle>
        <CardDescription>Your other devices are signed out when it changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} {...form.formProps} className="space-y-4">
          {/* Lets password managers file the new password under the right account. */}
          <input type="hidden" autoComplete="username" value={user.email} readOnly />
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </FormField>
          <FormField
            label="New password"
            hint="At least 6 characters, not a common password."
            error={errors.newPassword?.message}
          >
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          </FormField>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function OtherDevicesCard() {
  const endOthers = useEndOtherSessions();
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) =>
        toast.success('Signed out of other devices', {
          description:
            ended === 0
              ? 'No other device was signed in.'
              : `${ended} other ${ended === 1 ? 'session' : 'sessions'} ended. This one stays signed in.`,
        }),
      onError: (error) => toastFailure('Could not sign out other devices', error),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span role="heading" aria-level={2}>
            Other devices
          </span>
        </CardTitle>
        <CardDescription>
          Signed in on a computer you no longer use, or one that is not yours? End every session but
          this one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="secondary" onClick={signOutOthers} disabled={endOthers.isPending}>
          <LogOut aria-hidden />
          {endOthers.isPending ? 'Signing out...' : 'Sign out of other devices'}
        </Button>
      </CardContent>
    </Card>
  );
}
