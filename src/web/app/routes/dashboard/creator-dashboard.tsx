import type { CurrentUser } from '@shared/contract/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { TotalSpendingCard } from '@web/features/bids/components/total-spending-card';
import { OpenDisputesCard } from '@web/features/disputes/components/open-disputes-card';
import { conversationSlots } from '../../safety-parts';
import { DashboardMessagesTab } from './messages-tab';
import { JobsWithBidsTab } from '@web/features/projects/components/jobs-with-bids-tab';
import { RecentPaymentsCard } from '@web/features/payments/components/recent-payments-card';
import { MyProjectsTab } from '@web/features/projects/components/my-projects-tab';
import { NextActionsCard } from '@web/features/projects/components/next-actions-card';
import { RecentProjectsCard } from '@web/features/projects/components/recent-projects-card';

export const CREATOR_TABS = ['my-projects', 'jobs-with-bids', 'messages'] as const;

/**
 * The creator's dashboard: what needs them now (open disputes, a bid to pay, a delivery to answer),
 * then their projects by tab, their spending and the newest projects.
 */
export function CreatorDashboard({
  user,
  tab,
  channelId,
  onTabChange,
  onSubmitProject,
}: {
  user: CurrentUser;
  tab: string;
  /** The conversation the Messages tab shows (`channel` in the address), if any. */
  channelId: number | null;
  onTabChange: (tab: string) => void;
  onSubmitProject: () => void;
}) {
  return (
    <div className="space-y-6">
      {/* What needs the creator now comes first, above the lists (issue 35). */}
      <OpenDisputesCard />
      <NextActionsCard userId={user.id} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label="Your projects" className="min-w-0">
          <Tabs value={tab} onValueChange={onTabChange}>
            <TabsList>
              <TabsTrigger value="my-projects">My Projects</TabsTrigger>
              <TabsTrigger value="jobs-with-bids">Jobs With Bids</TabsTrigger>
              <TabsTrigger value="messages">Messages</TabsTrigger>
            </TabsList>
            <TabsContent value="my-projects">
              <MyProjectsTab userId={user.id} onSubmit={onSubmitProject} />
            </TabsContent>
            <TabsContent value="jobs-with-bids">
              <JobsWithBidsTab userId={user.id} />
            </TabsContent>
            <TabsContent value="messages">
              <DashboardMessagesTab
                userId={user.id}
                channelId={channelId}
                slots={conversationSlots}
              />
            </TabsContent>
          </Tabs>
        </section>
        <aside aria-label="Your spending and recent projects" className="space-y-6">
          <TotalSpendingCard userId={user.id} />
          <RecentPaymentsCard userId={user.id} />
          <RecentProjectsCard />
        </aside>
      </div>
    </div>
  );
}
