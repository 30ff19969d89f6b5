/** /ops/users: users by name or email, active or suspended, a page at a time. */
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { OpsUser } from '@shared/contract/ops';
import { Badge } from '@web/components/ui/badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { formatDate } from '@web/lib/format';
import { useOpsUsers } from '../api/ops-api';
import { OpsTable } from '../components/ops-table';
import { SearchAndFilter, useSearchAndFilter } from '../components/search-and-filter';
import { USER_STATUS_TONES } from '../components/user-status';

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
    cell: (info) => <Badge tone={USER_STATUS_TONES[info.getValue()]}>{info.getValue()}</Badge>,
  }),
  column.accessor('createdAt', { header: 'Joined', cell: (info) => formatDate(info.getValue()) }),
];

export default function UsersPage() {
  const search = useSearchAndFilter();
  const users = useOpsUsers(search.q, search.filter, search.pager.cursor);
  return (
    <div className="space-y-4">
      <SearchAndFilter
        state={search}
        searchLabel="Search users by name or email"
        placeholder="Name or email"
        filterLabel="Status"
        options={[
          { value: 'active', label: 'Active' },
          { value: 'suspended', label: 'Suspended' },
        ]}
      />
      <OpsTable
        label="Users"
        query={users}
        pager={search.pager}
        columns={columns}
        errorMessage="Couldn't load the users."
        empty={<EmptyState title="No users found" description="Try another name or email." />}
      />
    </div>
  );
}
