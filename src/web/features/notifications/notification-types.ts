import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  CircleCheck,
  Flag,
  FolderKanban,
  Gavel,
  MessageSquare,
  Scale,
  Trophy,
} from 'lucide-react';
import type { NotificationType } from '@shared/constants';

/** How each notification type (spec section 9) is named in the test panel and drawn in the list. */
export const NOTIFICATION_TYPE_DISPLAY: Record<
  NotificationType,
  { label: string; icon: LucideIcon }
> = {
  notification: { label: 'General notification', icon: Bell },
  message: { label: 'Message', icon: MessageSquare },
  milestone: { label: 'Milestone added', icon: Flag },
  milestone_completed: { label: 'Milestone completed', icon: CircleCheck },
  milestone_approved: { label: 'Milestone approved', icon: Trophy },
  bid: { label: 'Bid', icon: Gavel },
  project: { label: 'Project', icon: FolderKanban },
  dispute: { label: 'Dispute', icon: Scale },
};
