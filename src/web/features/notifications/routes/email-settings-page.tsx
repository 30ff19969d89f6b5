import { Info } from 'lucide-react';
import { Link } from 'react-router';
import {
  EMAIL_CATEGORY_TEXT,
  EMAIL_PREFERENCES_MESSAGES,
} from '@shared/contract/email-preferences-rules';
import type { EmailPreference } from '@shared/contract/email-preferences';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { PageSpinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useEmailPreferences, useSetEmailPreference } from '../api/email-preferences';
import { toastFailure } from '@web/lib/failure-toast';

/**
 * /settings/notifications (protected; decisions.md, "Email"): one switch per category of activity
 * mail, each saved as it is turned. Account mail has no switch, and the page says so. The
 * unsubscribe link of every activity mail leads here too.
 */
export default function EmailSettingsPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageSpinner />;
  return <EmailSettings userId={user.id} />;
}

function EmailSettings({ userId }: { userId: number }) {
  const preferences = useEmailPreferences(userId);
  const setPreference = useSetEmailPreference(userId);

  const turn = (preference: EmailPreference) =>
    setPreference.mutate(preference, {
      onError: (error) => toastFailure(EMAIL_PREFERENCES_MESSAGES.saveFailed, error),
    });

  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <PageHeader
        title="Email settings"
        subtitle={
          <>
            Choose which emails Finishline sends you. Everything still shows in your{' '}
            <Link to="/notifications" className="text-primary underline underline-offset-2">
              notifications
            </Link>
            .
          </>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Activity emails</CardTitle>
          <CardDescription>Each switch is saved as soon as you turn it.</CardDescription>
        </CardHeader>
        <CardContent>
          {preferences.isPending ? (
            <div role="status" aria-label="Loading email settings" className="space-y-4">
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} className="h-12 rounded-md" />
              ))}
            </div>
          ) : preferences.isError ? (
            <LoadError
              message="Could not load your email settings"
              onRetry={() => void preferences.refetch()}
            />
          ) : (
            <ul className="divide-y divide-border" aria-label="Activity emails">
              {preferences.data.map(({ category, enabled }) => {
                const text = EMAIL_CATEGORY_TEXT[category];
                const id = `email-${category}`;
                return (
                  <li key={category} className="flex items-center justify-between gap-6 py-4">
                    <div>
                      <label htmlFor={id} className="font-medium">
                        {text.label}
                      </label>
                      <p id={`${id}-description`} className="text-sm text-muted-foreground">
                        {text.description}
                      </p>
                    </div>
                    <Switch
                      id={id}
                      checked={enabled}
                      aria-describedby={`${id}-description`}
                      onCheckedChange={(checked) => turn({ category, enabled: checked })}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
      <p className="mt-6 flex gap-2 text-sm text-muted-foreground">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {EMAIL_PREFERENCES_MESSAGES.accountMail}
      </p>
    </div>
  );
}
