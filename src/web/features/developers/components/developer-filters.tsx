import { useId } from 'react';
import { DIRECTORY_SKILLS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Chip } from '@web/components/ui/chip-input';
import { MultiSelect, toggleOption } from '@web/components/ui/multi-select';
import { NativeSelect } from '@web/components/ui/native-select';
import type { DeveloperFilters as Filters } from '../api/developers';

const AVAILABILITY = [
  { value: 'all', label: 'All developers' },
  { value: 'true', label: 'Available now' },
  { value: 'false', label: 'Not available' },
] as const;

/**
 * The directory's filters (spec section 2): availability and a skills multi-select. Each change
 * is an update of the current filters, so changes made in quick succession add up.
 */
export function DeveloperFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (update: (current: Filters) => Filters) => void;
}) {
  const availability = filters.available === undefined ? 'all' : String(filters.available);
  const availabilityId = useId();
  const hasFilters = filters.available !== undefined || filters.skills.length > 0;
  return (
    <section aria-label="Filters" className="mb-8 space-y-3">
      <div className="grid gap-3 sm:grid-cols-[14rem_14rem_auto] sm:items-end">
        <div className="space-y-1.5">
          <label htmlFor={availabilityId} className="block text-sm font-medium">
            Availability
          </label>
          <NativeSelect
            id={availabilityId}
            value={availability}
            onChange={(event) => {
              const value = event.target.value;
              onChange((current) => ({
                ...current,
                available: value === 'all' ? undefined : value === 'true',
              }));
            }}
          >
            {AVAILABILITY.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <span id="skills-label" className="block text-sm font-medium">
            Skills
          </span>
          <MultiSelect
            aria-labelledby="skills-label"
            placeholder="Any skill"
            options={DIRECTORY_SKILLS}
            value={filters.skills}
            onToggle={(skill, checked) =>
              onChange((current) => ({
                ...current,
                skills: toggleOption(DIRECTORY_SKILLS, current.skills, skill, checked),
              }))
            }
          />
        </div>
        {hasFilters && (
          <Button
            variant="ghost"
            className="justify-self-start"
            onClick={() => onChange(() => ({ available: undefined, skills: [] }))}
          >
            Clear filters
          </Button>
        )}
      </div>
      {filters.skills.length > 0 && (
        <ul aria-label="Selected skills" className="flex flex-wrap gap-2">
          {filters.skills.map((skill) => (
            <li key={skill}>
              <Chip
                label={skill}
                onRemove={() =>
                  onChange((current) => ({
                    ...current,
                    skills: current.skills.filter((s) => s !== skill),
                  }))
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
