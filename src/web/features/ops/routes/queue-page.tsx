/**
 * /ops/queue: what waits for an operator, oldest first (decisions.md, Operators): escalated
 * disputes (decide them on their page), chargebacks (their record), reports (close them here),
 * and releases held for review (the developer's page lets their payouts go).
 */
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { QueueItem, QueueKind } from '@shared/contract/ops';
import { moneyWriter } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { RelativeTime } from '@web/components/ui/relative-time';
import { useCursorPager } from '@web/lib/use-cursor-pager';
import { useQueue } from '../api/ops-api';
import { CloseReportButton } from '../components/close-report';
import { OpsTable } from '../components/ops-table';

const KINDS: Record<
  QueueKind,
  { label: string; tone: 'danger' | 'warning' | 'primary' | 'accent' }
> = {
  dispute: { label: 'Dispute', tone: 'warning' },
  chargeback: { label: 'Chargeback', tone: 'danger' },
  report: { label: 'Report', tone: 'primary' },
  release: { label: 'Release', tone: 'accent' },
};

const column = createColumnHelper<QueueItem>();

function ItemAction({ item }: { item: QueueItem }) {
  const linkClass = 'font-medium text-primary hover:underline';
  switch (item.kind) {
    case 'dispute':
      return (
        <Link to={`/ops/disputes/${item.id}`} className={linkClass}>
          Decide dispute {item.id}
        </Link>
      );
    case 'chargeback':
      return (
        <Link to={`/ops/chargebacks/${item.id}`} className={linkClass}>
          Chargeback {item.id}
        </Link>
      );
    case 'report':
      return (
        <CloseReportButton
          reportId={item.id}
          about={item.projectName ?? item.username ?? `report ${item.id}`}
        />
      );
    case 'release':
      return item.userId ? (
        <Link to={`/ops/users/${item.userId}`} className={linkClass}>
          Review {item.username}
        </Link>
      ) : null;
  }
}

const columns = [
  column.accessor('at', {
    header: 'Waiting since',
    cell: (info) => <RelativeTime iso={info.getValue()} />,
  }),
  column.accessor('kind', {
    header: 'Kind',
    cell: (info) => (
      <Badge tone={KINDS[info.getValue()].tone}>{KINDS[info.getValue()].label}</Badge>
    ),
  }),
  column.accessor('summary', { header: 'What' }),
  column.accessor('projectName', {
    header: 'Project',
    cell: (info) =>
      info.row.original.projectId ? (
        <Link to={`/projects/${info.row.original.projectId}`} className="hover:underline">
          {info.getValue()}
        </Link>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  }),
  column.accessor('username', {
    header: 'About',
    cell: (info) =>
      info.row.original.userId ? (
        <Link to={`/ops/users/${info.row.original.userId}`} className="hover:underline">
          {info.getValue()}
        </Link>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  }),
  column.accessor('amountCents', {
    header: 'Amount',
    cell: (info) => {
      const cents = info.getValue();
      // One writer for the column: where one row's amount has cents, every row's does.
      const money = moneyWriter(
        info.table.getCoreRowModel().rows.map((row) => row.original.amountCents ?? 0),
      );
      return cents === null ? <span className="text-muted-foreground">—</span> : money(cents);
    },
  }),
  column.display({
    id: 'action',
    header: 'Action',
    cell: (info) => <ItemAction item={info.row.original} />,
  }),
];

export default function QueuePage() {
  const [kind, setKind] = useState('');
  const pager = useCursorPager(kind);
  const queue = useQueue(kind, pager.cursor);
  return (
    <div className="space-y-4">
      <FormField label="Show" className="sm:w-56">
        <NativeSelect value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="">Everything</option>
          <option value="dispute">Escalated disputes</option>
          <option value="chargeback">Chargebacks</option>
          <option value="report">Reports</option>
          <option value="release">Releases held for review</option>
        </NativeSelect>
      </FormField>
      <OpsTable
        label="Queue"
        query={queue}
        pager={pager}
        columns={columns}
        rowId={(item) => `${item.kind}-${item.id}`}
        errorMessage="Couldn't load the queue."
        empty={<EmptyState title="Nothing waits" description="The queue is empty." />}
      />
    </div>
  );
}
