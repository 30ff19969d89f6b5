/**
 * The header's two menus (navigation on a phone, the account menu), loaded on first use by
 * header.tsx: Radix's menu with its positioning and focus code is script that no page
 * needs for its first paint (docs/decisions/performance.md).
 */
import { LogOut } from 'lucide-react';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import type { NavItem, NavViewer } from './navigation';
import { userMenu, visibleTo } from './navigation';

interface MenuProps {
  /** The button that opens the menu. */
  trigger: ReactElement;
  /** Open at once: the user asked for the menu before its code had arrived. */
  defaultOpen: boolean;
}

export function NavigationMenu({ trigger, defaultOpen, links }: MenuProps & { links: NavItem[] }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <NavItems items={links} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function AccountMenu({
  trigger,
  defaultOpen,
  user,
  onSignOut,
}: MenuProps & {
  user: NavViewer & { username: string; email: string };
  onSignOut: () => void;
}) {
  const items = visibleTo(userMenu, user);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-semibold">{user.username}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <NavItems items={items} />
        {items.length > 0 && <DropdownMenuSeparator />}
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** One menu item per page link, with its icon. */
function NavItems({ items }: { items: readonly NavItem[] }) {
  const navigate = useNavigate();
  return items.map((item) => (
    <DropdownMenuItem key={item.to} onSelect={() => navigate(item.to)}>
      <item.icon aria-hidden /> {item.label}
    </DropdownMenuItem>
  ));
}
