import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import type { CurrentUser } from '@shared/contract/auth';
import type { CloseAccountInput } from '@shared/contract/your-data';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { toast } from '@web/lib/toast';
import { useCloseAccount } from '../api/close-account';

const CLOSE_SCHEMA = async () => (await import('@shared/contract/your-data')).closeAccountSchema;

/**
 * "Close account" (docs/decisions/your-data.md): what goes and what stays, then the password (and
 * the second factor's code when it is on). A refusal says which thing keeps the account open and
 * what to do about it; closed, the browser is signed out (the page goes to sign-in).
 */
export function CloseAccountCard({
  user,
  twoFactorOn,
}: {
  user: CurrentUser;
  twoFactorOn: boolean;
}) {
  const close = useCloseAccount(user.id, () => {
    toast.success('Your account is closed', {
      description: 'Everything that named you has been removed. Thank you for your work.',
    });
  });
  const [blockers, setBlockers] = useState<string[]>([]);
  const form = useSchemaForm<CloseAccountInput>({
    schema: CLOSE_SCHEMA,
    defaultValues: { password: '', code: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ password, code }) => {
    setBlockers([]);
    close.mutate(
      { password, ...(twoFactorOn && code ? { code } : {}) },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'account_not_closable') {
            setBlockers(error.fieldErrors.blockers ?? [error.serverMessage]);
            return;
          }
          // A wrong password is said on its field alone.
          const forbidden = error instanceof ApiError && error.code === 'forbidden';
          form.fail(error, forbidden ? undefined : 'Your account is still open');
        },
      },
    );
  });

  return (
    <Card role="region" aria-labelledby="close-account-heading" className="border-destructive/30">
      <CardHeader>
        <CardTitle id="close-account-heading">Close account</CardTitle>
        <CardDescription>
          Closing is permanent. You are signed out everywhere; your open projects are cancelled and
          your pending bids withdrawn; your profile, avatar, saved searches and settings are
          deleted, and your name and email are removed. Messages and reviews stay for the people who
          received them, shown as from “a closed account”. Receipts and payment records stay, as the
          law requires. Download your data first if you want a copy.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {blockers.length > 0 && (
          <div
            role="alert"
            className="mb-4 flex gap-3 rounded-md border border-warning bg-warning-soft p-3 text-sm"
          >
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
            <div className="space-y-1">
              <p className="font-medium">Your account cannot be closed yet.</p>
              <ul className="list-disc space-y-1 pl-4">
                {blockers.map((blocker) => (
                  <li key={blocker}>{blocker}</li>
                ))}
              </ul>
            </div>
          </div>
        )}
        <form onSubmit={submit} {...form.formProps} className="space-y-4">
          <input type="hidden" autoComplete="username" value={user.email} readOnly />
          <FormField label="Password" error={errors.password?.message} className="max-w-xs">
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          {twoFactorOn && (
            <FormField
              label="Authenticator code"
              hint="The six digits from your authenticator app, or a recovery code."
              error={errors.code?.message}
              className="max-w-xs"
            >
              <Input autoComplete="one-time-code" {...form.register('code')} />
            </FormField>
          )}
          <Button type="submit" variant="destructive" disabled={close.isPending}>
            {close.isPending ? 'Closing...' : 'Close my account'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
