/** /ops/users: users by name or email, active or suspended, a page at a time. */
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OpsUser } from '@shared/contract/ops';
import { Badge } from '@web/components/ui/badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { SearchInput } from '@web/components/ui/search-input';
import { formatDate } from '@web/lib/format';
import { useCursorPager } from '@web/lib/use-cursor-pager';
import { useOpsUsers } from '../api/ops-api';
import { OpsTable } from '../components/ops-table';

const column = createColumnHelper<OpsUser>();
const columns = [
  column.accessor('username', {
    header: 'Name',
    cell: (info) => (
      <Link
        to={`/ops/users/${info.row.original.id}`}
        className="font-medium text-primary hover:underline"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('role', {
    header: 'Role',
    cell: (info) => (
      <span>
        {info.getValue()}
        {info.row.original.isOperator && (
          <Badge tone="primary" className="ml-2">
            operator
          </Badge>
        )}
      </span>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <Badge tone={info.getValue() === 'suspended' ? 'danger' : 'success'}>{info.getValue()}</Badge>
    ),
  }),
  column.accessor('createdAt', { header: 'Joined', cell: (info) => formatDate(info.getValue()) }),
];

export default function UsersPage() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const pager = useCursorPager(`${q} ${status}`);
  const users = useOpsUsers(q, status, pager.cursor);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput
          label="Search users by name or email"
          placeholder="Name or email"
          value={text}
          onValueChange={setText}
          onSearch={setQ}
          className="sm:max-w-md sm:flex-1"
        />
        <FormField label="Status" className="sm:w-48">
          <NativeSelect value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="suspended">Suspended</option>
          </NativeSelect>
        </FormField>
      </div>
      <OpsTable
        label="Users"
        query={users}
        pager={pager}
        columns={columns}
        errorMessage="Couldn't load the users."
        empty={<EmptyState title="No users found" description="Try another name or email." />}
      />
    </div>
  );
}
