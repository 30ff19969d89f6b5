import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { PayoutSettings } from '@web/features/payments/components/payout-settings';
import { ProfileDetails } from '@web/features/profile/components/profile-details';
import { ProfileSummary } from '@web/features/profile/components/profile-summary';
import { SecuritySettings } from '@web/features/profile/components/security-settings';
import { SkillsForm } from '@web/features/profile/components/skills-form';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useAddressParams } from '@web/lib/use-address-params';
import { BlockedUsersCard } from '../safety-parts';
import { YourDataTab } from './your-data-tab';

const TABS = ['profile', 'skills', 'security', 'data'] as const;

/**
 * /profile (protected): the signed-in user's own profile; developers also get the Skills tab with
 * their payment settings (the payments feature's payout account). `?tab=skills` opens that tab.
 */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  const [params, updateParams] = useAddressParams();
  // RequireAuth renders this page only with a user.
  if (!user) return <PageSpinner />;
  const isDeveloper = user.role === 'developer';
  const asked = params.get('tab');
  const tab =
    (TABS as readonly (string | null)[]).includes(asked) && (asked !== 'skills' || isDeveloper)
      ? asked!
      : 'profile';
  const openTab = (next: string) =>
    updateParams((draft) => (next === 'profile' ? draft.delete('tab') : draft.set('tab', next)));
  return (
    <div className="container-page max-w-4xl space-y-6 py-10">
      <ProfileSummary user={user} />
      <Tabs value={tab} onValueChange={openTab}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value="profile">Profile</TabsTrigger>
            {isDeveloper && <TabsTrigger value="skills">Skills</TabsTrigger>}
            <TabsTrigger value="security">Security</TabsTrigger>
            <TabsTrigger value="data">Your data</TabsTrigger>
          </TabsList>
          {isDeveloper && (
            <Button asChild variant="link" className="h-auto">
              <Link to={`/developers/${encodeURIComponent(user.username)}`}>
                View public profile <ExternalLink aria-hidden />
              </Link>
            </Button>
          )}
        </div>
        <TabsContent value="profile">
          <ProfileDetails user={user} />
        </TabsContent>
        {isDeveloper && (
          <TabsContent value="skills" className="space-y-6">
            <SkillsForm key={user.id} user={user} />
            <PayoutSettings user={user} />
          </TabsContent>
        )}
        <TabsContent value="security" className="space-y-6">
          <SecuritySettings user={user} />
          <BlockedUsersCard />
          <p className="mt-6 text-sm text-muted-foreground">
            Which emails Finishline sends you:{' '}
            <Link
              to="/settings/notifications"
              className="text-primary underline underline-offset-2"
            >
              email settings
            </Link>
            .
          </p>
        </TabsContent>
        <TabsContent value="data">
          <YourDataTab user={user} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
