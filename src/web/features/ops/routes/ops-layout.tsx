/**
 * /ops, the operator console (decisions.md, Operators): its own code-split section of the app,
 * with its navigation. Only an operator sees the link; the server answers every request of these
 * pages 401/403 for anyone else (including an operator who did not sign in with a code), and the
 * page says why instead of showing empty tables.
 */
import { NavLink, Outlet } from 'react-router';
import { cn } from '@web/lib/cn';
import { useCurrentUser } from '@web/lib/session/current-user';
import { PageSpinner } from '@web/components/ui/spinner';
import { useQueueCounts } from '../api/ops-api';

/** How many wait, beside a section's name (read by screen readers as part of the link). */
function CountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
      <span className="sr-only">, waiting: </span>
      {count}
    </span>
  );
}

function ConsoleNav() {
  const counts = useQueueCounts();
  return (
    <nav aria-label="Console" className="mt-4 border-b border-border">
      <ul className="-mb-px flex flex-wrap gap-1">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex items-center border-b-2 px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground',
                  isActive ? 'border-primary text-foreground' : 'border-transparent',
                )
              }
            >
              {section.label}
              {section.count && <CountBadge count={counts.data?.[section.count]} />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type Count = 'total' | 'reports';

const SECTIONS: { to: string; label: string; end?: boolean; count?: Count }[] = [
  { to: '/ops/queue', label: 'Queue', count: 'total' },
  { to: '/ops', label: 'Overview', end: true },
  { to: '/ops/reports', label: 'Reports', count: 'reports' },
  { to: '/ops/users', label: 'Users' },
  { to: '/ops/projects', label: 'Projects' },
  { to: '/ops/audit', label: 'Audit log' },
];

export default function OpsLayout() {
  const { user } = useCurrentUser();
  if (!user) return <PageSpinner />;
  if (!user.isOperator) {
    return (
      <div className="container-page py-10">
        <h1 className="text-2xl font-bold">Operator console</h1>
        <p className="mt-3 text-muted-foreground" role="alert">
          Only operators can open the operator console.
        </p>
      </div>
    );
  }
  return (
    <div className="container-page py-8 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">Operator console</h1>
      <ConsoleNav />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
