import type { CurrentUser } from '@shared/contract/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AppliedJobsTab } from './applied-jobs-tab';
import { DeveloperStatsCard } from './developer-stats-card';
import { OpenJobsTab } from './open-jobs-tab';
import { ProfileCompletionBanner } from './profile-banner';
import { RecentProjectsCard } from './recent-projects-card';

export const DEVELOPER_TABS = ['open-jobs', 'applied-jobs'] as const;

export function DeveloperDashboard({
  user,
  tab,
  onTabChange,
}: {
  user: CurrentUser;
  tab: string;
  onTabChange: (tab: string) => void;
}) {
  return (
    <>
      {!user.onboardingComplete && <ProfileCompletionBanner />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label="Jobs" className="min-w-0">
          <Tabs value={tab} onValueChange={onTabChange}>
            <TabsList>
              <TabsTrigger value="open-jobs">Open Jobs</TabsTrigger>
              <TabsTrigger value="applied-jobs">Applied Jobs</TabsTrigger>
            </TabsList>
            <TabsContent value="open-jobs">
              <OpenJobsTab />
            </TabsContent>
            <TabsContent value="applied-jobs">
              <AppliedJobsTab userId={user.id} onBrowse={() => onTabChange('open-jobs')} />
            </TabsContent>
          </Tabs>
        </section>
        <aside aria-label="Your stats and recent projects" className="space-y-6">
          <DeveloperStatsCard username={user.username} />
          <RecentProjectsCard />
        </aside>
      </div>
    </>
  );
}
