/**
 * What the console's searchable lists share (users, projects): a search box the server answers,
 * one filter beside it, and the pager that starts again at page one when either changes.
 */
import { useState } from 'react';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { SearchInput } from '@web/components/ui/search-input';
import { useCursorPager } from '@web/lib/use-cursor-pager';

/** The search as typed, the search asked for, the filter, and the page. */
export function useSearchAndFilter() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState('');
  const pager = useCursorPager(`${q} ${filter}`);
  return { text, setText, q, setQ, filter, setFilter, pager };
}

interface SearchAndFilterProps {
  state: ReturnType<typeof useSearchAndFilter>;
  searchLabel: string;
  placeholder: string;
  filterLabel: string;
  /** The filter's options after 'All' (value '' asks for everything). */
  options: { value: string; label: string }[];
}

export function SearchAndFilter({
  state,
  searchLabel,
  placeholder,
  filterLabel,
  options,
}: SearchAndFilterProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchInput
        label={searchLabel}
        placeholder={placeholder}
        value={state.text}
        onValueChange={state.setText}
        onSearch={state.setQ}
        className="sm:max-w-md sm:flex-1"
      />
      <FormField label={filterLabel} className="sm:w-48">
        <NativeSelect
          value={state.filter}
          onChange={(event) => state.setFilter(event.target.value)}
        >
          <option value="">All</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
