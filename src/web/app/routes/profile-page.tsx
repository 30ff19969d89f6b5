import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useCurrentUser } from '@web/lib/session/current-user';
import { ProfileDetails } from '../components/profile-details';
import { ProfileSummary } from '../components/profile-summary';
import { SecuritySettings } from '../components/security-settings';
import { SkillsForm } from '../components/skills-form';

/** /profile (protected): the signed-in user's own profile, with the Skills tab for developers. */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  // RequireAuth renders this page only with a user.
  if (!user) return <PageSpinner />;
  const isDeveloper = user.role === 'developer';
  return (
    <div className="container-page max-w-4xl space-y-6 py-10">
      <ProfileSummary user={user} />
      <Tabs defaultValue="profile">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value="profile">Profile</TabsTrigger>
            {isDeveloper && <TabsTrigger value="skills">Skills</TabsTrigger>}
            <TabsTrigger value="security">Security</TabsTrigger>
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
          <TabsContent value="skills">
            <SkillsForm key={user.id} user={user} />
          </TabsContent>
        )}
        <TabsContent value="security">
          <SecuritySettings user={user} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
