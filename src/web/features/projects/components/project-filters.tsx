import { useState } from 'react';
import { Input } from '@web/components/ui/input';
import { SearchInput } from '@web/components/ui/search-input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useTechnologies } from '../api/list-technologies';

const ALL = 'all';

interface ProjectFiltersProps {
  /** The search box's text (the page owns it, so 'Clear search and filter' can empty it). */
  text: string;
  onTextChange: (text: string) => void;
  tech: string;
  onSearch: (q: string) => void;
  onTechChange: (tech: string) => void;
  /** Whole dollars as digits; '' is no bound. */
  budgetMin: string;
  budgetMax: string;
  onBudgetChange: (name: 'budgetMin' | 'budgetMax', value: string) => void;
}

/** The search box (debounced; Enter searches at once) and the technology filter of Browse Projects. */
export function ProjectFilters({
  text,
  onTextChange,
  tech,
  onSearch,
  onTechChange,
  budgetMin,
  budgetMax,
  onBudgetChange,
}: ProjectFiltersProps) {
  const technologies = useTechnologies();

  const options = technologies.data?.map((technology) => technology.name) ?? [];
  // A technology from the address that no open project uses any more still shows as selected.
  if (tech && !options.includes(tech)) options.unshift(tech);

  return (
    <div className="mb-8 flex flex-col gap-3 lg:flex-row">
      <SearchInput
        label="Search projects"
        placeholder="Search projects..."
        value={text}
        onValueChange={onTextChange}
        onSearch={onSearch}
        className="flex-1"
      />
      <NativeSelect
        className="sm:w-60"
        aria-label="Filter by technology"
        value={tech || ALL}
        onChange={(event) => onTechChange(event.target.value === ALL ? '' : event.target.value)}
      >
        <option value={ALL}>All Technologies</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </NativeSelect>
      <div className="flex gap-3">
        <BudgetInput
          label="Minimum budget"
          value={budgetMin}
          onCommit={(value) => onBudgetChange('budgetMin', value)}
        />
        <BudgetInput
          label="Maximum budget"
          value={budgetMax}
          onCommit={(value) => onBudgetChange('budgetMax', value)}
        />
      </div>
    </div>
  );
}

/** A budget bound in whole dollars, applied when the field is left or on Enter. */
function BudgetInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [typed, setTyped] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address changed (Clear, Back): show what it says.
  if (seen !== value) {
    setSeen(value);
    setTyped(value);
  }
  const commit = () => {
    const digits = typed.replace(/[^\d]/g, '').slice(0, 9);
    setTyped(digits);
    if (digits !== value) onCommit(digits);
  };
  return (
    <div className="relative flex-1 lg:w-36 lg:flex-none">
      <span
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
      >
        $
      </span>
      <Input
        aria-label={`${label} in dollars`}
        placeholder={label.replace(' budget', '')}
        inputMode="numeric"
        className="pl-6"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}
