import { Briefcase, DollarSign, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DeveloperCard } from '@shared/contract/developers';
import { formatYearsOfExperience } from '@web/lib/format';

/**
 * Where a developer is, their experience and hourly rate, each only when they gave it; `children`
 * adds more facts after them. Nothing at all when there is nothing to show.
 */
export function DeveloperFacts({
  developer,
  children,
}: {
  developer: Pick<DeveloperCard, 'location' | 'yearsOfExperience' | 'hourlyRate'>;
  children?: ReactNode;
}) {
  const { location, yearsOfExperience, hourlyRate } = developer;
  if (!location && yearsOfExperience === null && hourlyRate === null && !children) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {location && <Fact icon={MapPin}>{location}</Fact>}
      {yearsOfExperience !== null && (
        <Fact icon={Briefcase}>{formatYearsOfExperience(yearsOfExperience)}</Fact>
      )}
      {hourlyRate !== null && <Fact icon={DollarSign}>{hourlyRate}/hr</Fact>}
      {children}
    </ul>
  );
}

export function Fact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon aria-hidden className="size-4" /> {children}
    </li>
  );
}
