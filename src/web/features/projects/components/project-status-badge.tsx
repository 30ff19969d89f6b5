import type { ProjectStatus } from '@shared/constants';
import { Badge } from '@web/components/ui/badge';

type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'accent';

/** `open` and `active` both read 'Open for Bids' (spec section 4); every other status has its own badge. */
const STATUS_BADGES: Record<ProjectStatus, { label: string; tone: Tone }> = {
  open: { label: 'Open for Bids', tone: 'success' },
  active: { label: 'Open for Bids', tone: 'success' },
  in_progress: { label: 'In Progress', tone: 'primary' },
  paid: { label: 'Paid', tone: 'accent' },
  completed: { label: 'Completed', tone: 'neutral' },
  paused: { label: 'Paused', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { label, tone } = STATUS_BADGES[status];
  return <Badge tone={tone}>{label}</Badge>;
}
