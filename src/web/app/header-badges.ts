import type { ComponentType } from 'react';
import { MessagesBadge } from '@web/features/conversations/components/messages-badge';
import { NotificationsBadge } from '@web/features/notifications/components/notifications-badge';

/**
 * Icon badges of the header for signed-in users, in order: the notifications bell, then messages.
 * The router hands the list to the layout, which never imports a feature itself.
 */
export const headerBadges: readonly ComponentType[] = [NotificationsBadge, MessagesBadge];
