import { BadgeCheck } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';

/** 'Verified': the developer has set an hourly rate (decisions.md, Developers directory). */
export function VerifiedBadge() {
  return (
    <Badge tone="success">
      <BadgeCheck aria-hidden className="size-3.5" /> Verified
    </Badge>
  );
}

export function AvailabilityBadge({ available }: { available: boolean }) {
  return available ? (
    <Badge tone="accent">Available now</Badge>
  ) : (
    <Badge tone="neutral">Not available</Badge>
  );
}
