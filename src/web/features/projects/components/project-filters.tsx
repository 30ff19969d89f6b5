import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { useTechnologies } from '../api/list-technologies';

/** Typing pauses this long before the list is searched again. */
const SEARCH_DEBOUNCE_MS = 300;
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
  const searchId = useId();
  const timer = useRef<number | undefined>(undefined);
  const technologies = useTechnologies();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = (value: string, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSearch(value.trim()), delay);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text, 0);
  };

  const options = technologies.data?.map((technology) => technology.name) ?? [];
  // A technology from the address that no open project uses any more still shows as selected.
  if (tech && !options.includes(tech)) options.unshift(tech);

  return (
    <div className="mb-8 flex flex-col gap-3 sm:flex-row">
      <form role="search" onSubmit={submit} className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          Search projects
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          placeholder="Search projects..."
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            search(event.target.value, SEARCH_DEBOUNCE_MS);
          }}
          className="pl-9 pr-10 [&::-webkit-search-cancel-button]:hidden"
          maxLength={200}
        />
        {text && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute right-1 top-1/2 size-8 -translate-y-1/2"
            aria-label="Clear search"
            onClick={() => {
              onTextChange('');
              search('', 0);
            }}
          >
            <X />
          </Button>
        )}
      </form>
      <Select
        value={tech || ALL}
        onValueChange={(value) => onTechChange(value === ALL ? '' : value)}
      >
        <SelectTrigger className="sm:w-60" aria-label="Filter by technology">
          <SelectValue placeholder="All Technologies" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Technologies</SelectItem>
          {options.map((name) => (
            <SelectItem key={name} value={name}>
              {name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
