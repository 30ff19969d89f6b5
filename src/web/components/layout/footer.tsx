import { Link } from 'react-router';
import { useCurrentUser } from '@web/lib/session/current-user';
import { Logo } from './logo';

const marketplace = {
  title: 'Marketplace',
  links: [
    { to: '/projects', label: 'Browse projects' },
    { to: '/submit', label: 'Submit a project' },
    { to: '/developers', label: 'Find developers' },
  ],
};

const about = [
  { to: '/#how-it-works', label: 'How it works' },
  { to: '/reputation', label: 'How ratings work' },
];

/** A visitor is offered an account; someone signed in gets their own pages instead. */
const visitorLinks = [
  { to: '/auth?tab=register', label: 'Create an account' },
  { to: '/auth', label: 'Log in' },
];
const memberLinks = [
  { to: '/dashboard', label: 'Your dashboard' },
  { to: '/profile', label: 'Your profile' },
];

export function Footer() {
  const { user } = useCurrentUser();
  const columns = [
    marketplace,
    { title: 'Finishline', links: [...about, ...(user ? memberLinks : visitorLinks)] },
  ];
  return (
    <footer className="mt-auto print:hidden border-t border-border bg-surface">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">
            The marketplace for unfinished software. Developers receive 90% of every project
            payment; the platform fee is 10% of the bid.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-sm text-muted-foreground hover:text-foreground hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Finishline. All rights reserved.
      </div>
    </footer>
  );
}
