import { BadgeCheck, Landmark } from 'lucide-react';
import type { CurrentUser } from '@shared/contract/auth';
import { ONBOARDING_MESSAGES } from '@shared/contract/payments-rules';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useConnectAccount } from '../api/connect-account';
import { useOnboardingStatus } from '../api/onboarding-status';

/**
 * The Skills tab's payment settings (spec section 2): connect a payout account at the payment
 * provider, or continue its setup, and see its state. The state is the provider's, asked by the
 * server on load (spec 7); the browser never sets it.
 */
export function PayoutSettings({ user }: { user: CurrentUser }) {
  const hasAccount = user.stripeConnectId !== null;
  const status = useOnboardingStatus(user, hasAccount);
  const connect = useConnectAccount();
  const complete = hasAccount && (status.data?.isComplete ?? user.onboardingComplete);

  const openOnboarding = () =>
    connect.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: () =>
        toast.error(
          hasAccount ? ONBOARDING_MESSAGES.linkFailed : ONBOARDING_MESSAGES.connectFailed,
        ),
    });
  const busy = connect.isPending || connect.isSuccess;

  return (
    <Card role="region" aria-labelledby="payout-settings-heading">
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div>
          <h2 id="payout-settings-heading" className="text-lg font-semibold leading-snug">
            Payment settings
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Connect a payout account to receive 90% of every project you finish. Your bank details
            stay with the payment provider; Finishline never sees them.
          </p>
        </div>
        <Landmark aria-hidden className="size-6 shrink-0 text-muted-foreground" />
      </CardHeader>
      <CardContent className="space-y-4">
        {hasAccount && status.isPending ? (
          <div role="status" aria-label="Checking your payout account" className="space-y-2">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-10 w-56" />
          </div>
        ) : hasAccount && status.isError ? (
          <LoadError
            message={ONBOARDING_MESSAGES.checkFailed}
            onRetry={() => void status.refetch()}
          />
        ) : complete ? (
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone="success">
              <BadgeCheck aria-hidden className="size-3.5" /> Payouts enabled
            </Badge>
            <span className="text-sm text-muted-foreground">
              Account{' '}
              <span className="font-mono">{status.data?.accountId ?? user.stripeConnectId}</span>
            </span>
          </div>
        ) : (
          <>
            <Badge tone="warning">{hasAccount ? 'Setup incomplete' : 'Not connected'}</Badge>
            <p className="text-sm">
              {hasAccount
                ? 'Your payout account is not ready yet. Finish its setup to receive released money.'
                : 'Money released to you waits until your payout account is connected.'}
            </p>
            <Button onClick={openOnboarding} disabled={busy}>
              {busy
                ? 'Opening setup...'
                : hasAccount
                  ? 'Continue Setup'
                  : 'Connect payment account'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
