import { Menu } from 'lucide-react';
import {
  cloneElement,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toaster';
import { cn } from '@web/lib/cn';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useLogout } from '@web/lib/session/logout';
import { authPathFor } from '@web/lib/session/return-path';
import type * as HeaderMenusModule from './header-menus';
import { Logo } from './logo';
import { mainNav } from './navigation';

export interface HeaderProps {
  /**
   * Icon badges shown to signed-in users beside the account menu (notifications, messages), in
   * order. The app layer passes them in: the layout never imports a feature.
   */
  badges?: readonly ComponentType[];
}

export function Header({ badges = [] }: HeaderProps) {
  const { user, isLoading } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const links = mainNav.filter((item) => !item.signedInOnly || user);

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate('/'),
      onError: () => toast.error('Logout failed'),
    });

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                  isActive && 'bg-primary-soft text-primary-soft-foreground',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user && badges.map((Badge, index) => <Badge key={index} />)}
          <MenuOnDemand
            trigger={
              <Button
                variant="ghost"
                size="icon"
                className="md:hidden"
                aria-label="Open navigation"
              >
                <Menu />
              </Button>
            }
          >
            {({ NavigationMenu }, trigger, defaultOpen) => (
              <NavigationMenu trigger={trigger} defaultOpen={defaultOpen} links={links} />
            )}
          </MenuOnDemand>
          {isLoading ? (
            <div className="size-10" />
          ) : user ? (
            <MenuOnDemand
              trigger={
                <button
                  type="button"
                  className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  aria-label={`Account menu for ${user.username}`}
                >
                  <Avatar src={user.avatarUrl} name={user.username} />
                </button>
              }
            >
              {({ AccountMenu }, trigger, defaultOpen) => (
                <AccountMenu
                  trigger={trigger}
                  defaultOpen={defaultOpen}
                  user={user}
                  onSignOut={signOut}
                />
              )}
            </MenuOnDemand>
          ) : (
            <Button asChild size="sm">
              <Link to={location.pathname.startsWith('/auth') ? '/auth' : authPathFor(location)}>
                Log in / Sign up
              </Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}

type HeaderMenus = typeof HeaderMenusModule;
// The module system downloads and runs the chunk once, however often this is called.
const loadHeaderMenus = () => import('./header-menus');

/**
 * A menu whose code loads on first intent: until then its button is drawn alone (same look,
 * name and `aria-haspopup`). Pointing at it or focusing it starts the download; pressing it
 * (pointer down, as Radix opens a menu, or click, Enter, Space, ArrowDown) also opens the menu
 * as soon as the code is in. Requests that land together are merged: any of them asking to open
 * opens it.
 */
function MenuOnDemand({
  trigger,
  children,
}: {
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
  children: (menus: HeaderMenus, trigger: ReactElement, defaultOpen: boolean) => ReactNode;
}) {
  const [loaded, setLoaded] = useState<{
    menus: HeaderMenus;
    open: boolean;
    focused: boolean;
  } | null>(null);
  if (loaded) {
    // The menu's own button replaces this one and keeps the focus if this one had it, so that a
    // key pressed next still reaches the menu.
    const button = loaded.focused ? cloneElement(trigger, { autoFocus: true }) : trigger;
    return children(loaded.menus, button, loaded.open);
  }
  /** `button`: the drawn button, which keeps the focus across the swap if it has it then. */
  const load = (open: boolean, button: Element) => {
    loadHeaderMenus().then(
      (menus) => {
        const focused = button === document.activeElement;
        setLoaded((current) => ({ menus, open: open || (current?.open ?? false), focused }));
      },
      () => toast.error('The menu could not be loaded. Check your connection and try again.'),
    );
  };
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: (event) => load(false, event.currentTarget),
    onFocus: (event) => load(false, event.currentTarget),
    onPointerDown: (event) => load(true, event.currentTarget),
    onClick: (event) => load(true, event.currentTarget),
    onKeyDown: (event) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      load(true, event.currentTarget);
    },
  });
}
