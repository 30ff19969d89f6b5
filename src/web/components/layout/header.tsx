import { Menu } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { MenuOnDemand } from '@web/components/ui/menu-on-demand';
import { toast } from '@web/lib/toast';
import { cn } from '@web/lib/cn';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useLogout } from '@web/lib/session/logout';
import { authPathFor } from '@web/lib/session/return-path';
import { Logo } from './logo';
import { mainNav, visibleTo } from './navigation';

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
  const links = visibleTo(mainNav, user);

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate('/'),
      onError: () => toast.error('Logout failed'),
    });

  return (
    <header className="sticky top-0 z-30 print:hidden border-b border-border bg-surface/95 backdrop-blur">
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
            load={loadHeaderMenus}
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
              load={loadHeaderMenus}
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

// The header's two menus load on first use (header-menus.tsx).
const loadHeaderMenus = () => import('./header-menus');
