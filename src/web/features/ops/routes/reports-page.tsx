/** /ops/reports: open reports oldest first (close them with an outcome), closed ones newest first. */
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OpsReport } from '@shared/contract/ops';
import { REPORT_REASON_LABELS, REPORT_TARGET_LABELS } from '@shared/contract/safety-rules';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { RelativeTime } from '@web/components/ui/relative-time';
import { useCursorPager } from '@web/lib/use-cursor-pager';
import { useOpsReports } from '../api/ops-api';
import { CloseReportButton } from '../components/close-report';
import { OpsTable } from '../components/ops-table';

const column = createColumnHelper<OpsReport>();

/** Where the reported thing is: a project's or a profile's page; a bid or message by its id. */
function Target({ report }: { report: OpsReport }) {
  const label = `${REPORT_TARGET_LABELS[report.targetType]} ${report.targetId}`;
  if (report.targetType === 'project') {
    return (
      <Link to={`/projects/${report.targetId}`} className="hover:underline">
        {label}
      </Link>
    );
  }
  if (report.targetType === 'user') {
    return (
      <Link to={`/ops/users/${report.targetId}`} className="hover:underline">
        {label}
      </Link>
    );
  }
  return <span>{label}</span>;
}

const userLink = (user: { id: number; username: string } | null) =>
  user ? (
    <Link to={`/ops/users/${user.id}`} className="hover:underline">
      {user.username}
    </Link>
  ) : (
    <span className="text-muted-foreground">—</span>
  );

const columns = (open: boolean) => [
  column.accessor('createdAt', {
    header: 'Reported',
    cell: (info) => <RelativeTime iso={info.getValue()} />,
  }),
  column.accessor('reason', {
    header: 'Reason',
    cell: (info) => REPORT_REASON_LABELS[info.getValue()].label,
  }),
  column.display({
    id: 'target',
    header: 'Target',
    cell: (info) => <Target report={info.row.original} />,
  }),
  column.accessor('details', {
    header: 'Details',
    cell: (info) => <span className="line-clamp-3 max-w-xs">{info.getValue() || '—'}</span>,
  }),
  column.accessor((report) => report.targetUser?.username ?? '', {
    id: 'about',
    header: 'About',
    cell: (info) => userLink(info.row.original.targetUser),
  }),
  column.accessor((report) => report.reporter.username, {
    id: 'reporter',
    header: 'Reporter',
    cell: (info) => userLink(info.row.original.reporter),
  }),
  open
    ? column.display({
        id: 'action',
        header: 'Action',
        cell: (info) => (
          <CloseReportButton
            reportId={info.row.original.id}
            about={`${REPORT_TARGET_LABELS[info.row.original.targetType]} ${info.row.original.targetId}`}
          />
        ),
      })
    : column.accessor('outcome', {
        header: 'Outcome',
        cell: (info) => (
          <span>
            {info.getValue()}
            {info.row.original.closedBy && (
              <span className="block text-muted-foreground">
                by {info.row.original.closedBy.username}
              </span>
            )}
          </span>
        ),
      }),
];

const OPEN_COLUMNS = columns(true);
const CLOSED_COLUMNS = columns(false);

export default function ReportsPage() {
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const pager = useCursorPager(status);
  const reports = useOpsReports(status, pager.cursor);
  return (
    <div className="space-y-4">
      <FormField label="Status" className="sm:w-48">
        <NativeSelect
          value={status}
          onChange={(event) => setStatus(event.target.value as 'open' | 'closed')}
        >
          <option value="open">Open (oldest first)</option>
          <option value="closed">Closed (newest first)</option>
        </NativeSelect>
      </FormField>
      <OpsTable
        label="Reports"
        query={reports}
        pager={pager}
        columns={status === 'open' ? OPEN_COLUMNS : CLOSED_COLUMNS}
        errorMessage="Couldn't load the reports."
        empty={
          <EmptyState
            title={status === 'open' ? 'No open reports' : 'No closed reports'}
            description={status === 'open' ? 'Nothing to review.' : 'None closed yet.'}
          />
        }
      />
    </div>
  );
}
