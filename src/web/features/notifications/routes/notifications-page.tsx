import { BellOff, CheckCheck, FlaskConical, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { NOTIFICATION_MESSAGES } from '@shared/contract/notifications-rules';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import { LoadMore } from '@web/components/ui/load-more';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { PageSpinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useUnreadNotificationCount } from '../api/unread-notifications';
import { NotificationItem } from '../components/notification-item';
import { toastFailure } from '@web/lib/failure-toast';

/** /notifications (protected; spec section 2): newest first, 'Mark all as read' while any is unread. */
export default function NotificationsPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageSpinner />;
  return <Notifications userId={user.id} />;
}

function Notifications({ userId }: { userId: number }) {
  const notifications = useNotifications(userId);
  const unreadCount = useUnreadNotificationCount(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const anyUnread = unreadCount > 0 || items.some((item) => !item.isRead);

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast.success(NOTIFICATION_MESSAGES.allRead),
      onError: (error) => toastFailure(NOTIFICATION_MESSAGES.allReadFailed, error),
    });

  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <PageHeader
        title="Notifications"
        subtitle="Bids, messages and project news, newest first."
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to="/settings/notifications">
                <Mail aria-hidden /> Email settings
              </Link>
            </Button>
            {anyUnread && (
              <Button onClick={markAllRead} disabled={markAll.isPending}>
                <CheckCheck aria-hidden /> Mark all as read
              </Button>
            )}
          </>
        }
      />
      {notifications.isPending ? (
        <div role="status" aria-label="Loading notifications" className="space-y-3">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-24 rounded-lg" />
          ))}
        </div>
      ) : notifications.isError ? (
        <LoadError
          message={NOTIFICATION_MESSAGES.fetchFailed}
          onRetry={() => void notifications.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={BellOff}
          title={NOTIFICATION_MESSAGES.empty}
          description="New bids, messages and changes to your projects will show up here."
        />
      ) : (
        <>
          <ul className="space-y-3" aria-label="Notifications">
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} />
              </li>
            ))}
          </ul>
          <LoadMore query={notifications} errorMessage="Could not load more notifications." />
        </>
      )}
      <p className="mt-8 text-center text-sm text-muted-foreground">
        <Link to="/test-notifications" className="inline-flex items-center gap-1 hover:underline">
          <FlaskConical aria-hidden className="size-4" /> Send yourself a test notification
        </Link>
      </p>
    </div>
  );
}
