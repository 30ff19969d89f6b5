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
}

/** The search box (debounced; Enter searches at once) and the technology filter of Browse Projects. */
export function ProjectFilters({
  text,
  onTextChange,
  tech,
  onSearch,
  onTechChange,
}: ProjectFiltersProps) {
  const technologies = useTechnologies();

  const options = technologies.data?.map((technology) => technology.name) ?? [];
  // A technology from the address that no open project uses any more still shows as selected.
  if (tech && !options.includes(tech)) options.unshift(tech);

  return (
    <div className="mb-8 flex flex-col gap-3 sm:flex-row">
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
    </div>
  );
}
