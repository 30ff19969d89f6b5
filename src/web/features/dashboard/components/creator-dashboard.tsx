import type { CurrentUser } from '@shared/contract/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { JobsWithBidsTab } from './jobs-with-bids-tab';
import { MyProjectsTab } from './my-projects-tab';
import { RecentProjectsCard } from './recent-projects-card';
import { TotalSpendingCard } from './total-spending-card';

export const CREATOR_TABS = ['my-projects', 'jobs-with-bids'] as const;

export function CreatorDashboard({
  user,
  tab,
  onTabChange,
  onSubmitProject,
}: {
  user: CurrentUser;
  tab: string;
  onTabChange: (tab: string) => void;
  onSubmitProject: () => void;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-label="Your projects" className="min-w-0">
        <Tabs value={tab} onValueChange={onTabChange}>
          <TabsList>
            <TabsTrigger value="my-projects">My Projects</TabsTrigger>
            <TabsTrigger value="jobs-with-bids">Jobs With Bids</TabsTrigger>
          </TabsList>
          <TabsContent value="my-projects">
            <MyProjectsTab userId={user.id} onSubmit={onSubmitProject} />
          </TabsContent>
          <TabsContent value="jobs-with-bids">
            <JobsWithBidsTab userId={user.id} />
          </TabsContent>
        </Tabs>
      </section>
      <aside aria-label="Your spending and recent projects" className="space-y-6">
        <TotalSpendingCard userId={user.id} />
        <RecentProjectsCard />
      </aside>
    </div>
  );
}
