import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  BookmarkCheck,
  FolderKanban,
  LayoutDashboard,
  MessageSquare,
  Search,
  ShieldCheck,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import type { Role } from '@shared/constants';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to signed-in users. */
  signedInOnly?: boolean;
  /** Shown only to operators (decisions.md, Operators); the server guards the pages anyway. */
  operatorOnly?: boolean;
  /** Shown only to users of this role (a page only they can use); the page answers others too. */
  role?: Role;
}

export interface NavViewer {
  role: Role;
  isOperator: boolean;
}

/** The links a viewer sees: signed-in links to users, a role's to it, the console's to operators. */
export const visibleTo = (items: readonly NavItem[], user: NavViewer | null | undefined) =>
  items.filter(
    (item) =>
      (!item.signedInOnly || user) &&
      (!item.operatorOnly || user?.isOperator === true) &&
      (!item.role || user?.role === item.role),
  );

/** Header links (spec section 2, Header). Each feature adds its link here when its page exists. */
export const mainNav: NavItem[] = [
  { to: '/projects', label: 'Browse Projects', icon: Search },
  { to: '/developers', label: 'Developers', icon: Users },
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, signedInOnly: true },
  { to: '/ops', label: 'Operations', icon: ShieldCheck, signedInOnly: true, operatorOnly: true },
];

/** Entries of the user menu above "Sign out"; each feature adds its page here when it exists. */
export const userMenu: NavItem[] = [
  { to: '/profile', label: 'Your Profile', icon: UserRound },
  { to: '/my-projects', label: 'My Projects', icon: FolderKanban },
  { to: '/messages', label: 'Messages', icon: MessageSquare },
  { to: '/notifications', label: 'Notifications', icon: Bell },
  // Only developers save searches (decisions.md, "Saved searches"); a creator who opens the
  // address still gets a page saying so.
  { to: '/saved-searches', label: 'Saved Searches', icon: BookmarkCheck, role: 'developer' },
  { to: '/payments', label: 'Payments', icon: Wallet },
];
