import {
  cloneElement,
  Fragment,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { toast } from '@web/lib/toast';

/**
 * A menu whose code loads on first intent (Radix's menu with its positioning, focus-trap and
 * scroll-lock code is script that no page needs for its first paint;
 * docs/decisions/performance.md): until then its button is drawn alone (same look, name and
 * `aria-haspopup`). Pointing at it or focusing it starts the download; pressing it (pointer
 * down, as Radix opens a menu, or click, Enter, Space, ArrowDown) also opens the menu as soon as
 * the code is in. Requests that land together are merged: any of them asking to open opens it.
 * `load` is a dynamic import: the module system downloads and runs the chunk once.
 */
export function MenuOnDemand<Module>({
  load,
  trigger,
  children,
}: {
  load: () => Promise<Module>;
  trigger: ReactElement<{
    onPointerEnter?: (event: PointerEvent) => void;
    onPointerDown?: (event: PointerEvent) => void;
    onFocus?: (event: FocusEvent) => void;
    onClick?: (event: MouseEvent) => void;
    onKeyDown?: (event: KeyboardEvent) => void;
    'aria-haspopup'?: 'menu';
    'aria-expanded'?: boolean;
    autoFocus?: boolean;
  }>;
  /** The menu, given its module, its button and whether it opens at once. */
  children: (module: Module, trigger: ReactElement, defaultOpen: boolean) => ReactNode;
}) {
  const [loaded, setLoaded] = useState<{ module: Module; open: boolean; focused: boolean } | null>(
    null,
  );
  if (loaded) {
    // The menu's own button replaces this one and keeps the focus if this one had it, so that a
    // key pressed next still reaches the menu.
    const button = loaded.focused ? cloneElement(trigger, { autoFocus: true }) : trigger;
    // Keyed by `open`: a press that lands on this button after a hover's load was already being
    // drawn (closed) opens a menu already there, whose `defaultOpen` counts only when it mounts.
    return (
      <Fragment key={String(loaded.open)}>{children(loaded.module, button, loaded.open)}</Fragment>
    );
  }
  /** `button`: the drawn button, which keeps the focus across the swap if it has it then. */
  const start = (open: boolean, button: Element) => {
    load().then(
      (module) => {
        const focused = button === document.activeElement;
        setLoaded((current) => ({ module, open: open || (current?.open ?? false), focused }));
      },
      () => toast.error('The menu could not be loaded. Check your connection and try again.'),
    );
  };
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: (event) => start(false, event.currentTarget),
    onFocus: (event) => start(false, event.currentTarget),
    onPointerDown: (event) => start(true, event.currentTarget),
    onClick: (event) => start(true, event.currentTarget),
    onKeyDown: (event) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      start(true, event.currentTarget);
    },
  });
}
