import type { CurrentUser } from '@shared/contract/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AppliedJobsTab } from '@web/features/bids/components/applied-jobs-tab';
import { OpenDisputesCard } from '@web/features/disputes/components/open-disputes-card';
import { conversationSlots } from '../../safety-parts';
import { InvitationsCard } from '@web/features/bids/components/invitations-card';
import { DashboardMessagesTab } from './messages-tab';
import { DeveloperStatsCard } from '@web/features/developers/components/developer-stats-card';
import { EarningsCard } from '@web/features/payments/components/earnings-card';
import { ProfileCompletionBanner } from '@web/features/profile/components/profile-completion-banner';
import { NextActionsCard } from '@web/features/projects/components/next-actions-card';
import { RecentProjectsCard } from '@web/features/projects/components/recent-projects-card';
import { OpenJobsTab } from './open-jobs-tab';

export const DEVELOPER_TABS = ['open-jobs', 'applied-jobs', 'messages'] as const;

/**
 * The developer's dashboard: what needs them now (open disputes, paid work), then jobs by tab,
 * their stats and the newest projects.
 */
export function DeveloperDashboard({
  user,
  tab,
  channelId,
  onTabChange,
}: {
  user: CurrentUser;
  tab: string;
  /** The conversation the Messages tab shows (`channel` in the address), if any. */
  channelId: number | null;
  onTabChange: (tab: string) => void;
}) {
  return (
    <>
      {!user.onboardingComplete && <ProfileCompletionBanner />}
      {/* What needs the developer now comes first: disputes and their deadlines, paid work. */}
      <div className="mb-6 space-y-6 empty:hidden">
        <OpenDisputesCard />
        <NextActionsCard userId={user.id} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label="Jobs" className="min-w-0">
          <Tabs value={tab} onValueChange={onTabChange}>
            <TabsList>
              <TabsTrigger value="open-jobs">Open Jobs</TabsTrigger>
              <TabsTrigger value="applied-jobs">Applied Jobs</TabsTrigger>
              <TabsTrigger value="messages">Messages</TabsTrigger>
            </TabsList>
            <TabsContent value="open-jobs">
              <OpenJobsTab />
            </TabsContent>
            <TabsContent value="applied-jobs">
              <AppliedJobsTab userId={user.id} onBrowse={() => onTabChange('open-jobs')} />
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
        <aside
          aria-label="Your stats, invitations, earnings and recent projects"
          className="space-y-6"
        >
          <DeveloperStatsCard username={user.username} />
          <InvitationsCard userId={user.id} />
          <EarningsCard userId={user.id} />
          <RecentProjectsCard />
        </aside>
      </div>
    </>
  );
}
