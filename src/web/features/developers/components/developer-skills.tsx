import { Badge } from '@web/components/ui/badge';

/** The first `max` skills as badges, then '+N more' for the rest (spec section 9). */
export function DeveloperSkills({ skills, max }: { skills: string[]; max: number }) {
  if (skills.length === 0) return null;
  const hidden = skills.length - max;
  return (
    <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
      {skills.slice(0, max).map((skill) => (
        <li key={skill}>
          <Badge tone="primary">{skill}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge tone="outline">+{hidden} more</Badge>
        </li>
      )}
    </ul>
  );
}
