import { ChevronDown } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { MenuOnDemand } from './menu-on-demand';

const loadMenu = () => import('./multi-select-menu');

/** `selected` with `option` ticked or unticked, in the order of `options`. */
export const toggleOption = (
  options: readonly string[],
  selected: readonly string[],
  option: string,
  checked: boolean,
) =>
  checked
    ? options.filter((o) => o === option || selected.includes(o))
    : selected.filter((o) => o !== option);

/**
 * Pick any number of options from a fixed list: a button that opens a menu of checkable items.
 * Name the button with `aria-labelledby` (a visible label); it shows `placeholder` or the count.
 * It reports each tick (`onToggle`) rather than a new list, so that two ticks made before the
 * owner re-renders both count (the owner applies them with `toggleOption`).
 */
export function MultiSelect({
  placeholder,
  options,
  value,
  onToggle,
  className,
  ...props
}: {
  placeholder: string;
  options: readonly string[];
  value: string[];
  onToggle: (option: string, checked: boolean) => void;
  className?: string;
  'aria-labelledby'?: string;
}) {
  // Radix's menu loads on first use (menu-on-demand.tsx); until then the button is drawn alone.
  const trigger = (
    <button
      type="button"
      className={cn(
        'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-surface px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <span className={value.length === 0 ? 'text-muted-foreground' : undefined}>
        {value.length === 0 ? placeholder : `${value.length} selected`}
      </span>
      <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
    </button>
  );
  return (
    <MenuOnDemand load={loadMenu} trigger={trigger}>
      {({ MultiSelectMenu }, button, defaultOpen) => (
        <MultiSelectMenu
          trigger={button}
          defaultOpen={defaultOpen}
          options={options}
          value={value}
          onToggle={onToggle}
        />
      )}
    </MenuOnDemand>
  );
}
