import { Link } from 'react-router';
import { Logo } from './logo';

const columns = [
  {
    title: 'Marketplace',
    links: [
      { to: '/projects', label: 'Browse projects' },
      { to: '/submit', label: 'Submit a project' },
      { to: '/developers', label: 'Find developers' },
    ],
  },
  {
    title: 'Finishline',
    links: [
      { to: '/#how-it-works', label: 'How it works' },
      { to: '/reputation', label: 'How ratings work' },
      { to: '/auth?tab=register', label: 'Create an account' },
      { to: '/auth', label: 'Log in' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="mt-auto border-t border-border bg-surface">
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
