/** /ops/audit: every operator action, filtered by action, target and operator; CSV export. */
import { createColumnHelper } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { AuditEntry } from '@shared/contract/ops';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@shared/contract/ops-rules';
import { buttonVariants } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { formatDate } from '@web/lib/format';
import { useCursorPager } from '@web/lib/use-cursor-pager';
import { auditPath, useAudit } from '../api/ops-api';
import type { AuditFilters } from '../api/keys';
import { OpsTable } from '../components/ops-table';

const column = createColumnHelper<AuditEntry>();
const columns = [
  column.accessor('createdAt', { header: 'When', cell: (info) => formatDate(info.getValue()) }),
  column.accessor('operatorName', {
    header: 'Operator',
    cell: (info) => info.getValue() ?? 'command line',
  }),
  column.accessor('action', { header: 'Action' }),
  column.accessor((entry) => `${entry.targetType} ${entry.targetId}`, {
    id: 'target',
    header: 'Target',
  }),
  column.accessor('reason', { header: 'Reason', enableSorting: false }),
  column.accessor('address', { header: 'Address', enableSorting: false }),
];

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 9);

export default function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({
    action: '',
    targetType: '',
    targetId: '',
    operatorId: '',
  });
  const pager = useCursorPager(JSON.stringify(filters));
  const audit = useAudit(filters, pager.cursor);
  const set = (key: keyof AuditFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [key]: value }));
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <FormField label="Action">
          <NativeSelect
            value={filters.action}
            onChange={(event) => set('action')(event.target.value)}
          >
            <option value="">Any</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Target type">
          <NativeSelect
            value={filters.targetType}
            onChange={(event) => set('targetType')(event.target.value)}
          >
            <option value="">Any</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Target id">
          <Input
            inputMode="numeric"
            value={filters.targetId}
            onChange={(event) => set('targetId')(digitsOnly(event.target.value))}
          />
        </FormField>
        <FormField label="Operator id">
          <Input
            inputMode="numeric"
            value={filters.operatorId}
            onChange={(event) => set('operatorId')(digitsOnly(event.target.value))}
          />
        </FormField>
        <a
          href={auditPath(filters, '/api/ops/audit.csv')}
          download
          className={buttonVariants({ variant: 'secondary' })}
        >
          <Download aria-hidden /> Export CSV
        </a>
      </div>
      <OpsTable
        label="Audit log"
        query={audit}
        pager={pager}
        columns={columns}
        errorMessage="Couldn't load the audit log."
        empty={
          <EmptyState title="No entries" description="No operator action matches these filters." />
        }
      />
    </div>
  );
}
