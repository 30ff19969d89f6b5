import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { TECH_SUGGESTIONS } from '@shared/constants';
import { MAX_TECHNOLOGIES, normalizeTechnologies } from '@shared/contract/projects';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';

interface TechStackInputProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** Set by FormField: the label, hint and error point at the text box. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * Technologies entered one at a time with Add (or Enter), shown as removable chips; duplicates
 * (ignoring case) are ignored; the spec's 40 suggestions add with one click.
 */
export function TechStackInput({ value, onChange, onBlur, ...inputProps }: TechStackInputProps) {
  const [entry, setEntry] = useState('');
  const full = value.length >= MAX_TECHNOLOGIES;
  const taken = new Set(value.map((tech) => tech.toLowerCase()));
  const suggestions = TECH_SUGGESTIONS.filter((tech) => !taken.has(tech.toLowerCase()));

  const add = (tech: string) => {
    if (full) return;
    // Trims, merges spacing and spelling ('react' becomes 'React') and drops a duplicate.
    const next = normalizeTechnologies([...value, tech]);
    if (next.length !== value.length) onChange(next);
  };
  const addEntry = () => {
    add(entry);
    setEntry('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addEntry();
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <Input
          {...inputProps}
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          placeholder="e.g. React"
          maxLength={40}
          disabled={full}
          autoComplete="off"
        />
        <Button
          type="button"
          variant="secondary"
          onClick={addEntry}
          disabled={full || !entry.trim()}
        >
          <Plus aria-hidden /> Add
        </Button>
      </div>

      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Selected technologies">
          {value.map((tech) => (
            <li
              key={tech}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pl-3 pr-1 text-sm font-medium text-primary-soft-foreground"
            >
              {tech}
              <button
                type="button"
                onClick={() => onChange(value.filter((item) => item !== tech))}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove ${tech}`}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {suggestions.length > 0 && !full && (
        <div>
          <p className="mb-2 text-xs font-medium text-muted-foreground">Suggestions</p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Suggested technologies">
            {suggestions.map((tech) => (
              <li key={tech}>
                <button
                  type="button"
                  onClick={() => add(tech)}
                  aria-label={`Add ${tech}`}
                  className="inline-flex items-center gap-1 rounded-full border border-border bg-surface px-2.5 py-1 text-xs font-medium text-foreground hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Plus aria-hidden className="size-3 text-muted-foreground" />
                  {tech}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
