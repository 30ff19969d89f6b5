import { Skeleton } from '@web/components/ui/skeleton';
import { lazyPart } from '@web/lib/lazy-part';

/**
 * The dashboard's Messages tab, for both roles: its conversations and composer load when the tab
 * is first opened, not with the dashboard (lib/lazy-part.tsx).
 */
export const DashboardMessagesTab = lazyPart(
  'dashboard-messages-tab',
  async () =>
    (await import('@web/features/conversations/components/dashboard-messages-tab'))
      .DashboardMessagesTab,
  <Skeleton className="h-64" />,
);
