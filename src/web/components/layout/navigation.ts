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

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to signed-in users. */
  signedInOnly?: boolean;
  /** Shown only to operators (decisions.md, Operators); the server guards the pages anyway. */
  operatorOnly?: boolean;
}

/** The links a viewer sees: signed-in links to users, the console's to operators. */
export const visibleTo = (items: NavItem[], user: { isOperator: boolean } | null | undefined) =>
  items.filter(
    (item) => (!item.signedInOnly || user) && (!item.operatorOnly || user?.isOperator === true),
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
  { to: '/saved-searches', label: 'Saved Searches', icon: BookmarkCheck },
  { to: '/payments', label: 'Payments', icon: Wallet },
];
