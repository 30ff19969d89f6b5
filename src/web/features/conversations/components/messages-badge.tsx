import { MessageSquare } from 'lucide-react';
import { HeaderIconLink } from '@web/components/layout/header-icon-link';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useUnreadCount } from '../api/unread-count';

/** The header's messages icon with the unread count (spec section 2, header badges). */
export function MessagesBadge() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <UnreadMessagesLink userId={user.id} />;
}

function UnreadMessagesLink({ userId }: { userId: number }) {
  const count = useUnreadCount(userId);
  return <HeaderIconLink to="/messages" label="Messages" icon={MessageSquare} count={count} />;
}
