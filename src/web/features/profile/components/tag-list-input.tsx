import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';

interface TagListInputProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  hint?: string;
  /** A message from the form's validation (shown below the list). */
  error?: string;
  /** Checks one entry before it is added; returns the message to show, or undefined. */
  validate?: (entry: string) => string | undefined;
  suggestions?: readonly string[];
  /** Render entries as links (e.g. GitHub projects) rather than badges. */
  asLinks?: boolean;
}

/** A list of text entries: type one, press Enter or Add; duplicates are ignored; each removable. */
export function TagListInput({
  label,
  value,
  onChange,
  placeholder,
  hint,
  error,
  validate,
  suggestions,
  asLinks = false,
}: TagListInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [entryError, setEntryError] = useState<string | undefined>();
  const shownError = entryError ?? error;

  const add = () => {
    const entry = draft.trim();
    if (!entry) return;
    const problem = validate?.(entry);
    if (problem) {
      setEntryError(problem);
      return;
    }
    setEntryError(undefined);
    if (!value.some((item) => item.toLowerCase() === entry.toLowerCase())) {
      onChange([...value, entry]);
    }
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  const describedBy = [hint && `${id}-hint`, shownError && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          list={suggestions ? `${id}-suggestions` : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setEntryError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="secondary" onClick={add} aria-label={`Add to ${label}`}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
      {suggestions && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {shownError && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {shownError}
        </p>
      )}
      {value.length > 0 && (
        <ul
          aria-label={`Added ${label.toLowerCase()}`}
          className={asLinks ? 'space-y-1.5 pt-1' : 'flex flex-wrap gap-2 pt-1'}
        >
          {value.map((item) => (
            <li key={item} className={asLinks ? 'flex items-center gap-2' : undefined}>
              {asLinks ? (
                <>
                  <span className="min-w-0 flex-1 truncate rounded-md border border-border bg-background px-3 py-1.5 text-sm">
                    {item}
                  </span>
                  <RemoveButton
                    label={item}
                    onClick={() => onChange(value.filter((v) => v !== item))}
                  />
                </>
              ) : (
                <Badge tone="primary" className="gap-1 py-1 pl-3 pr-1 text-sm">
                  {item}
                  <RemoveButton
                    label={item}
                    onClick={() => onChange(value.filter((v) => v !== item))}
                  />
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={`Remove ${label}`}
      onClick={onClick}
      className="rounded-full p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <X aria-hidden className="size-3.5" />
    </button>
  );
}
