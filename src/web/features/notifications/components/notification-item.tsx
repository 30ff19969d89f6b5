import { Link } from 'react-router';
import type { Notification } from '@shared/contract/notifications';
import { NOTIFICATION_MESSAGES, notificationTarget } from '@shared/contract/notifications-rules';
import { Badge } from '@web/components/ui/badge';
import { RelativeTime } from '@web/components/ui/relative-time';
import { toast } from '@web/lib/toast';
import { cn } from '@web/lib/cn';
import { useMarkNotificationRead } from '../api/mark-read';
import { NOTIFICATION_TYPE_DISPLAY } from '../notification-types';

/**
 * One notification: its title links where spec section 9 routes its type, and following it marks
 * it read. Unread ones carry the 'New' badge.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const markRead = useMarkNotificationRead();
  const { icon: Icon, label } = NOTIFICATION_TYPE_DISPLAY[notification.type];
  const unread = !notification.isRead;

  const onOpen = () => {
    if (!unread) return;
    // Navigation goes ahead at once; the request finishes (or fails) on its own.
    markRead
      .mutateAsync(notification.id)
      .catch(() => toast.error(NOTIFICATION_MESSAGES.readFailed));
  };

  return (
    <article
      className={cn(
        'relative flex gap-3 rounded-lg border p-4 shadow-card focus-within:outline-2 focus-within:outline-ring hover:bg-muted/60',
        unread ? 'border-primary/30 bg-primary-soft/40' : 'border-border bg-surface',
      )}
    >
      <span
        className={cn(
          'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon aria-hidden className="size-4" />
        <span className="sr-only">{label}</span>
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 break-words font-semibold leading-snug">
            <Link
              to={notificationTarget(notification)}
              onClick={onOpen}
              className="outline-none after:absolute after:inset-0 after:content-['']"
            >
              {notification.title}
            </Link>
          </h2>
          {unread && <Badge tone="primary">New</Badge>}
        </div>
        <p className="mt-1 break-words text-sm text-muted-foreground">{notification.content}</p>
        <RelativeTime
          iso={notification.createdAt}
          className="mt-1 block text-xs text-muted-foreground"
        />
      </div>
    </article>
  );
}
