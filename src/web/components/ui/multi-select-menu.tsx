/**
 * The multi-select's menu (multi-select.tsx), loaded on first use: checkable items that keep the
 * menu open, so several options can be picked in a row.
 */
import { Check } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ReactElement } from 'react';

export function MultiSelectMenu({
  trigger,
  defaultOpen,
  options,
  value,
  onToggle,
}: {
  /** The button that opens the menu. */
  trigger: ReactElement;
  /** Open at once: the user asked for the menu before its code had arrived. */
  defaultOpen: boolean;
  options: readonly string[];
  value: string[];
  onToggle: (option: string, checked: boolean) => void;
}) {
  return (
    <MenuPrimitive.Root modal={false} defaultOpen={defaultOpen}>
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
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
