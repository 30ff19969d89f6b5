import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Badge } from './badge';
import { Button } from './button';
import { Input } from './input';

/** Trimmed entries, each once whatever its case (the first spelling stays). */
const withoutDuplicates = (values: string[]) => {
  const seen = new Set<string>();
  return values
    .map((value) => value.trim())
    .filter((value) => {
      const key = value.toLowerCase();
      if (!value || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

interface ChipInputProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** The accessible name of the list of entries, e.g. 'Selected technologies'. */
  listLabel: string;
  /** The Add button's accessible name where 'Add' alone is ambiguous (several on one form). */
  addLabel?: string;
  placeholder?: string;
  maxLength?: number;
  /** At most this many entries; the box is disabled when the list is full. */
  max?: number;
  /** The list after an addition: trims and drops duplicates unless told otherwise (e.g. respelling). */
  normalize?: (values: string[]) => string[];
  /** Checks an entry before it is added; returns the message to show, or undefined. */
  validate?: (entry: string) => string | undefined;
  /** Offered while typing (a datalist), or as one-click chips below the list. */
  suggestions?:
    | { options: readonly string[]; as: 'datalist' }
    | { options: readonly string[]; as: 'chips'; label: string };
  /** Entries as full rows (long links) rather than chips. */
  asRows?: boolean;
  /** Set by FormField: the label, hint and error point at the text box. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A list of short text entries: type one, press Enter or Add; duplicates are ignored; each entry
 * is removable. Use inside a FormField, which gives it its label, hint and the form's error.
 */
export function ChipInput({
  value,
  onChange,
  onBlur,
  listLabel,
  addLabel,
  placeholder,
  maxLength,
  max = Number.POSITIVE_INFINITY,
  normalize = withoutDuplicates,
  validate,
  suggestions,
  asRows = false,
  id: fieldId,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: ChipInputProps) {
  const ownId = useId();
  const id = fieldId ?? ownId;
  const [entry, setEntry] = useState('');
  const [problem, setProblem] = useState<string>();
  const full = value.length >= max;
  const taken = new Set(value.map((item) => item.toLowerCase()));

  const add = (text: string) => {
    if (full || !text.trim()) return;
    const found = validate?.(text.trim());
    if (found) {
      setProblem(found);
      return;
    }
    const next = normalize([...value, text]);
    if (next.length !== value.length) onChange(next);
    setEntry('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(entry);
    }
  };
  const remove = (item: string) => onChange(value.filter((other) => other !== item));

  const problemId = `${id}-entry-error`;
  const offered = suggestions?.options.filter((option) => !taken.has(option.toLowerCase())) ?? [];
  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <Input
          id={id}
          value={entry}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={full}
          autoComplete="off"
          list={suggestions?.as === 'datalist' ? `${id}-suggestions` : undefined}
          aria-invalid={invalid || problem ? true : undefined}
          aria-describedby={
            [describedBy, problem && problemId].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => {
            setEntry(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => add(entry)}
          disabled={full || !entry.trim()}
          aria-label={addLabel}
        >
          <Plus aria-hidden /> Add
        </Button>
      </div>
      {suggestions?.as === 'datalist' && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.options.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      )}
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}

      {value.length > 0 && (
        <ul aria-label={listLabel} className={asRows ? 'space-y-1.5' : 'flex flex-wrap gap-2'}>
          {value.map((item) =>
            asRows ? (
              <li key={item} className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate rounded-md border border-border bg-background px-3 py-1.5 text-sm">
                  {item}
                </span>
                <RemoveButton label={item} onClick={() => remove(item)} />
              </li>
            ) : (
              <li key={item}>
                <Chip label={item} onRemove={() => remove(item)} />
              </li>
            ),
          )}
        </ul>
      )}

      {suggestions?.as === 'chips' && offered.length > 0 && !full && (
        <div>
          <p className="mb-2 text-xs font-medium text-muted-foreground">Suggestions</p>
          <ul className="flex flex-wrap gap-1.5" aria-label={suggestions.label}>
            {offered.map((option) => (
              <li key={option}>
                <button
                  type="button"
                  onClick={() => add(option)}
                  aria-label={`Add ${option}`}
                  className="inline-flex items-center gap-1 rounded-full border border-border bg-surface px-2.5 py-1 text-xs font-medium text-foreground hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Plus aria-hidden className="size-3 text-muted-foreground" />
                  {option}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** One chosen value with its remove button (chip inputs, selected filters). */
export function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Badge tone="primary" className="gap-1 py-1 pl-3 pr-1 text-sm">
      {label}
      <RemoveButton label={label} onClick={onRemove} />
    </Badge>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={`Remove ${label}`}
      onClick={onClick}
      className="rounded-full p-1 text-muted-foreground hover:bg-primary/10 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <X aria-hidden className="size-3.5" />
    </button>
  );
}
