import type { Milestone } from '@shared/contract/milestones';

type Tone = 'neutral' | 'warning' | 'success' | 'danger' | 'primary';

/**
 * A milestone's state in words, as its badge reads. Once the project is completed (its delivery
 * approved), what was not approved on its own was paid with the rest.
 */
export function milestoneState(
  milestone: Milestone,
  projectCompleted: boolean,
): { label: string; tone: Tone } {
  if (projectCompleted && milestone.status !== 'approved')
    return { label: 'Paid with the delivery', tone: 'success' };
  switch (milestone.status) {
    case 'approved':
      return { label: 'Approved', tone: 'success' };
    case 'completed':
      return { label: 'Waiting for approval', tone: 'warning' };
    case 'pending':
      return milestone.changesNote
        ? { label: 'Changes requested', tone: 'danger' }
        : { label: 'To do', tone: 'neutral' };
  }
}
