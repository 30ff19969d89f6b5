import type { CurrentUser } from '@shared/contract/auth';
import { useTwoFactorStatus } from '@web/features/profile/api/two-factor-status';
import { CloseAccountCard } from '@web/features/your-data/components/close-account-card';
import { DownloadDataCard } from '@web/features/your-data/components/download-data-card';

/**
 * The profile's "Your data" tab (docs/decisions/your-data.md): downloading one's data, and
 * closing the account, which asks for the second factor when the profile feature says it is on.
 */
export function YourDataTab({ user }: { user: CurrentUser }) {
  const twoFactor = useTwoFactorStatus(user.id);
  return (
    <div className="space-y-6">
      <DownloadDataCard user={user} />
      <CloseAccountCard user={user} twoFactorOn={twoFactor.data?.enabled ?? false} />
    </div>
  );
}
