/** A few audit entries as a plain list (a user's page); the audit page has the full table. */
import type { AuditEntry } from '@shared/contract/ops';
import { formatDate } from '@web/lib/format';

export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No entries yet.</p>;
  return (
    <ul className="divide-y divide-border">
      {entries.map((entry) => (
        <li key={entry.id} className="py-2 text-sm">
          <span className="font-medium">{entry.action}</span>{' '}
          <span className="text-muted-foreground">
            by {entry.operatorName ?? 'the command line'} on {formatDate(entry.createdAt)}
          </span>
          <p>{entry.reason}</p>
        </li>
      ))}
    </ul>
  );
}
