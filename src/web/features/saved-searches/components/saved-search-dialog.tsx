import { useId, useState, type ReactNode } from 'react';
import type { SavedSearch } from '@shared/contract/saved-searches';
import {
  CADENCE_TEXT,
  SAVED_SEARCH_CADENCES,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type SavedSearchCadence,
  type SavedSearchFilters,
} from '@shared/contract/saved-searches-rules';
import { Button } from '@web/components/ui/button';
import { ChipInput } from '@web/components/ui/chip-input';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { RadioCard, RadioGroup } from '@web/components/ui/radio-group';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useCreateSavedSearch, useUpdateSavedSearch } from '../api/saved-searches';
import { toastFailure } from '@web/lib/failure-toast';

interface Values {
  name: string;
  text: string;
  technologies: string[];
  budgetMin: string;
  budgetMax: string;
  cadence: SavedSearchCadence;
}

const digits = (value: number | null) => (value === null ? '' : String(value));
const budgetOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** What the browser can tell before sending (the server says the same, and the rest). */
function problems(values: Values): Record<string, string> {
  const found: Record<string, string> = {};
  if (!values.name.trim()) found.name = SAVED_SEARCH_MESSAGES.name;
  for (const field of ['budgetMin', 'budgetMax'] as const) {
    if (!/^\d*$/.test(values[field].trim())) found[field] = SAVED_SEARCH_MESSAGES.budget;
  }
  const min = budgetOf(values.budgetMin);
  const max = budgetOf(values.budgetMax);
  if (!found.budgetMin && !found.budgetMax && min !== null && max !== null && min > max) {
    found.budgetMax = SAVED_SEARCH_MESSAGES.budgetRange;
  }
  return found;
}

/**
 * The saved search's form in a dialog: "Save this search" on Browse Projects (the filters in the
 * address filled in) and "Edit" on the Saved searches page (`search` given).
 */
export function SavedSearchDialog({
  trigger,
  open: openGiven,
  onOpenChange,
  filters,
  search,
}: {
  /** The button that opens it; or, without one, `open` and `onOpenChange` from its owner. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A new search of these filters. */
  filters?: SavedSearchFilters;
  /** An existing search to change. */
  search?: SavedSearch;
}) {
  const start: Values = search
    ? {
        name: search.name,
        text: search.text,
        technologies: search.technologies,
        budgetMin: digits(search.budgetMin),
        budgetMax: digits(search.budgetMax),
        cadence: search.cadence,
      }
    : {
        name: filters?.text || filters?.technologies[0] || '',
        text: filters?.text ?? '',
        technologies: filters?.technologies ?? [],
        budgetMin: digits(filters?.budgetMin ?? null),
        budgetMax: digits(filters?.budgetMax ?? null),
        cadence: 'instant',
      };
  const [openState, setOpenState] = useState(false);
  const open = openGiven ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const [values, setValues] = useState(start);
  const [shown, setShown] = useState<Record<string, string>>({});
  const create = useCreateSavedSearch();
  const update = useUpdateSavedSearch();
  const mutation = search ? update : create;
  const fieldErrors = mutation.error instanceof ApiError ? mutation.error.fieldErrors : {};
  const refusal =
    mutation.error instanceof ApiError && mutation.error.code !== 'invalid_input'
      ? mutation.error.serverMessage
      : undefined;
  const errorOf = (field: keyof Values) => shown[field] ?? fieldErrors[field]?.[0];
  const cadenceId = useId();
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const found = problems(values);
    setShown(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      name: values.name.trim(),
      text: values.text.trim(),
      technologies: values.technologies,
      budgetMin: budgetOf(values.budgetMin),
      budgetMax: budgetOf(values.budgetMax),
      cadence: values.cadence,
    };
    const done = {
      onSuccess: () => {
        setOpen(false);
        toast.success(search ? SAVED_SEARCH_MESSAGES.updated : SAVED_SEARCH_MESSAGES.saved, {
          description: CADENCE_TEXT[body.cadence].description,
        });
      },
      onError: (error: Error) => {
        if (error instanceof ApiError) return;
        toastFailure(SAVED_SEARCH_MESSAGES.saveFailed, error);
      },
    };
    if (search) update.mutate({ id: search.id, ...body }, done);
    else create.mutate(body, done);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setValues(start);
        else {
          mutation.reset();
          setShown({});
        }
      }}
    >
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        title={search ? `Edit “${search.name}”` : 'Save this search'}
        description="Choose how you hear about new projects that match it."
      >
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label="Name" error={errorOf('name')}>
            <Input
              value={values.name}
              maxLength={SAVED_SEARCH_LIMITS.nameMax}
              onChange={(event) => set('name', event.target.value)}
              autoComplete="off"
            />
          </FormField>
          <FormField label="Search text (optional)" error={errorOf('text')}>
            <Input
              value={values.text}
              maxLength={SAVED_SEARCH_LIMITS.textMax}
              onChange={(event) => set('text', event.target.value)}
              autoComplete="off"
            />
          </FormField>
          <FormField
            label="Technologies (optional)"
            hint="A project must use every one of them."
            error={errorOf('technologies')}
          >
            <ChipInput
              value={values.technologies}
              onChange={(next) => set('technologies', next)}
              listLabel="Technologies of this search"
              addLabel="Add technology"
              maxLength={SAVED_SEARCH_LIMITS.technologyMax}
              max={SAVED_SEARCH_LIMITS.technologies}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Minimum budget ($, optional)" error={errorOf('budgetMin')}>
              <Input
                inputMode="numeric"
                value={values.budgetMin}
                onChange={(event) => set('budgetMin', event.target.value)}
              />
            </FormField>
            <FormField label="Maximum budget ($, optional)" error={errorOf('budgetMax')}>
              <Input
                inputMode="numeric"
                value={values.budgetMax}
                onChange={(event) => set('budgetMax', event.target.value)}
              />
            </FormField>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">How often</legend>
            <RadioGroup
              value={values.cadence}
              onValueChange={(value) => set('cadence', value as SavedSearchCadence)}
              aria-label="How often"
            >
              {SAVED_SEARCH_CADENCES.map((cadence) => (
                <RadioCard
                  key={cadence}
                  id={`${cadenceId}-${cadence}`}
                  value={cadence}
                  label={CADENCE_TEXT[cadence].label}
                  description={CADENCE_TEXT[cadence].description}
                />
              ))}
            </RadioGroup>
          </fieldset>
          {refusal && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {refusal}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : search ? 'Save changes' : 'Save search'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
