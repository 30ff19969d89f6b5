import { Bell } from 'lucide-react';
import { HeaderIconLink } from '@web/components/layout/header-icon-link';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useUnreadNotificationCount } from '../api/unread-notifications';

/** The header's bell with the unread notifications count (spec section 2, header badges). */
export function NotificationsBadge() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <UnreadNotificationsLink userId={user.id} />;
}

function UnreadNotificationsLink({ userId }: { userId: number }) {
  const count = useUnreadNotificationCount(userId);
  return <HeaderIconLink to="/notifications" label="Notifications" icon={Bell} count={count} />;
}
