import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@web/lib/cn';
import { formatBadgeCount } from '@web/lib/format';

/**
 * A header icon that links to a page and shows a count (the notification bell, messages): the
 * count is capped at 99+ (spec section 9) and is part of the link's name for screen readers.
 */
export function HeaderIconLink({
  to,
  label,
  icon: Icon,
  count,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  count: number;
}) {
  const shown = formatBadgeCount(count);
  return (
    <NavLink
      to={to}
      aria-label={shown ? `${label}, ${shown} unread` : label}
      className={({ isActive }) =>
        cn(
          'relative inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          isActive && 'bg-primary-soft text-primary-soft-foreground',
        )
      }
    >
      <Icon aria-hidden className="size-5" />
      {shown && (
        <span
          aria-hidden
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] font-bold leading-none text-white"
        >
          {shown}
        </span>
      )}
    </NavLink>
  );
}
