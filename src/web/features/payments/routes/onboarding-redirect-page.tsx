import { AlertTriangle, CheckCircle2, RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { CurrentUser } from '@shared/contract/auth';
import { ONBOARDING_MESSAGES, ONBOARDING_OUTCOMES } from '@shared/contract/payments-rules';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { StatusScreen } from '@web/components/ui/status-screen';
import { toast } from '@web/lib/toast';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useConnectAccount } from '../api/connect-account';
import { useOnboardingStatus } from '../api/onboarding-status';

type Outcome = (typeof ONBOARDING_OUTCOMES)[number];
const isOutcome = (value: string | null): value is Outcome =>
  (ONBOARDING_OUTCOMES as readonly (string | null)[]).includes(value);

/**
 * /onboarding-redirect?outcome=success|refresh (protected; spec section 2): where the payment
 * provider sends a developer back after payout onboarding. Success asks the server what the
 * provider says now; refresh (an expired or abandoned link) offers 'Continue Setup'.
 */
export default function OnboardingRedirectPage() {
  const [params] = useSearchParams();
  const outcome = params.get('outcome');
  const { user } = useCurrentUser();
  if (!user) return <PageSpinner />;
  // A creator has no payout account to come back from: say what payouts are, with a way back.
  if (user.role !== 'developer') {
    return (
      <StatusScreen
        icon={<AlertTriangle aria-hidden className="size-12 text-warning" />}
        title="Payouts are for developers"
        actions={
          <Button asChild>
            <Link to="/dashboard">Go to your dashboard</Link>
          </Button>
        }
      >
        Developers set up a payout account here to be paid for their work. As a project owner you
        pay through the checkout on an accepted bid; there is nothing to set up.
      </StatusScreen>
    );
  }
  if (!isOutcome(outcome)) {
    return (
      <StatusScreen
        icon={<AlertTriangle aria-hidden className="size-12 text-warning" />}
        title={ONBOARDING_MESSAGES.invalidRedirect}
        actions={<ProfileLink />}
      >
        This page is where the payment provider sends you back after setting up payouts.
      </StatusScreen>
    );
  }
  return outcome === 'success' ? <Returned user={user} /> : <ContinueSetup />;
}

function Returned({ user }: { user: CurrentUser }) {
  const status = useOnboardingStatus(user);
  const complete = status.data?.isComplete === true;

  if (status.isPending) return <PageSpinner label="Checking your payout account..." />;
  if (status.isError) {
    return (
      <StatusScreen
        icon={<AlertTriangle aria-hidden className="size-12 text-destructive" />}
        title={ONBOARDING_MESSAGES.checkFailed}
        actions={
          <>
            <ProfileLink />
            <Button variant="secondary" onClick={() => void status.refetch()}>
              Try Again
            </Button>
          </>
        }
      >
        We could not reach the payment provider to confirm your payout account.
      </StatusScreen>
    );
  }
  if (!complete) return <ContinueSetup reason="Your payout setup is not finished yet." />;
  return (
    <StatusScreen
      icon={<CheckCircle2 aria-hidden className="size-12 text-success" />}
      title="Payout account connected"
      actions={<ProfileLink />}
    >
      You are ready to be paid: money released to you is sent to this account.
    </StatusScreen>
  );
}

function ContinueSetup({
  reason = 'Your setup link expired or you left before the end.',
}: {
  reason?: string;
}) {
  const connect = useConnectAccount();
  const busy = connect.isPending || connect.isSuccess;
  const continueSetup = () =>
    connect.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: () => toast.error(ONBOARDING_MESSAGES.refreshFailed),
    });
  return (
    <StatusScreen
      icon={<RefreshCw aria-hidden className="size-12 text-primary" />}
      title="Finish setting up payouts"
      actions={
        <>
          <Button onClick={continueSetup} disabled={busy}>
            {busy ? 'Opening setup...' : 'Continue Setup'}
          </Button>
          <ProfileLink variant="secondary" />
        </>
      }
    >
      {`${reason} Continue where you left off.`}
    </StatusScreen>
  );
}

const ProfileLink = ({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) => (
  <Button asChild variant={variant}>
    <Link to="/profile?tab=skills">Go to Profile</Link>
  </Button>
);
