import { Sparkles, UserCog } from 'lucide-react';
import { Link } from 'react-router';
import { NativeSelect } from '@web/components/ui/native-select';
import { cn } from '@web/lib/cn';
import { joinNaturally } from '@web/lib/format';

/**
 * Why a project is where Best match put it: "Matches React and Node.js", the project's
 * technologies among the developer's skills (`matchedTechnologies`). Nothing without any.
 */
export function MatchReason({ technologies }: { technologies: readonly string[] | undefined }) {
  if (!technologies?.length) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs font-medium text-success">
      <Sparkles aria-hidden className="size-3.5 shrink-0" />
      <span>{`Matches ${joinNaturally(technologies)}`}</span>
    </p>
  );
}

/** The order of a developer's project list: Best match (by their skills) or Newest. */
export function ProjectSortSelect({
  value,
  onChange,
  className,
}: {
  value: 'match' | 'newest';
  onChange: (sort: 'match' | 'newest') => void;
  className?: string;
}) {
  return (
    <NativeSelect
      className={className}
      aria-label="Sort projects"
      value={value}
      onChange={(event) => onChange(event.target.value === 'newest' ? 'newest' : 'match')}
    >
      <option value="match">Best match</option>
      <option value="newest">Newest</option>
    </NativeSelect>
  );
}

/**
 * A developer without skills is asked for them instead of an order that would mean nothing:
 * Best match needs them (the profile's Skills tab).
 */
export function AddSkillsNote({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-border bg-surface px-4 py-3 text-sm text-muted-foreground',
        className,
      )}
    >
      <UserCog aria-hidden className="size-4 shrink-0 text-primary" />
      <span>Add your skills to see the projects that match them first.</span>
      <Link
        to="/profile?tab=skills"
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Add skills
      </Link>
    </p>
  );
}
