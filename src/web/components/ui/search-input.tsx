import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { cn } from '@web/lib/cn';
import { Button } from './button';
import { Input } from './input';

/** Typing pauses this long before the list is searched again. */
const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  /** The box's accessible name (visually hidden; the placeholder shows instead). */
  label: string;
  placeholder: string;
  /** The text in the box. The owner keeps it, so that it can empty it (e.g. 'Clear search'). */
  value: string;
  onValueChange: (text: string) => void;
  /** The trimmed text to search for: after a pause in typing, or at once on Enter or Clear. */
  onSearch: (query: string) => void;
  className?: string;
}

/** A search box that searches as you type (debounced), with a clear button. */
export function SearchInput({
  label,
  placeholder,
  value,
  onValueChange,
  onSearch,
  className,
}: SearchInputProps) {
  const id = useId();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = (text: string, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSearch(text.trim()), delay);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(value, 0);
  };

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          search(event.target.value, SEARCH_DEBOUNCE_MS);
        }}
        className="pl-9 pr-10 [&::-webkit-search-cancel-button]:hidden"
        maxLength={200}
      />
      {value && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute right-1 top-1/2 size-8 -translate-y-1/2"
          aria-label="Clear search"
          onClick={() => {
            onValueChange('');
            search('', 0);
          }}
        >
          <X />
        </Button>
      )}
    </form>
  );
}
