import { BadgeDollarSign } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';

/**
 * 'Has paid before': money the project's owner paid for a project here is held or went to its
 * developer (ProjectView.submitterHasPaid; docs/decisions/projects.md). Shown to bidders.
 */
export function HasPaidBadge() {
  return (
    <Badge tone="success">
      <BadgeDollarSign aria-hidden className="size-3.5" /> Has paid before
    </Badge>
  );
}
