import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

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
  return (
    <MenuPrimitive.Root modal={false}>
      <MenuPrimitive.Trigger
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
      </MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content
          align="start"
          sideOffset={4}
          className="z-50 max-h-80 min-w-[var(--radix-dropdown-menu-trigger-width)] overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-raised"
        >
          {options.map((option) => (
            <MenuPrimitive.CheckboxItem
              key={option}
              checked={value.includes(option)}
              onCheckedChange={(checked) => onToggle(option, checked)}
              // Keep the menu open so several options can be picked in a row.
              onSelect={(event) => event.preventDefault()}
              className="relative flex cursor-pointer select-none items-center rounded-sm py-2 pl-8 pr-3 text-sm outline-none data-[highlighted]:bg-muted"
            >
              <MenuPrimitive.ItemIndicator className="absolute left-2">
                <Check aria-hidden className="size-4 text-primary" />
              </MenuPrimitive.ItemIndicator>
              {option}
            </MenuPrimitive.CheckboxItem>
          ))}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}
