/** /ops/projects: projects by name or id, hidden or not; hide, show, refund held money. */
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { OpsProject } from '@shared/contract/ops';
import { formatCents, moneyWriter } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { toast } from '@web/lib/toast';
import { useOpsProjects, useProjectAction } from '../api/ops-api';
import { OpsTable } from '../components/ops-table';
import { SearchAndFilter, useSearchAndFilter } from '../components/search-and-filter';
import { ReasonDialog } from '../components/reason-dialog';

const column = createColumnHelper<OpsProject>();

function ProjectActions({ project }: { project: OpsProject }) {
  const action = useProjectAction();
  const run =
    (name: 'hide' | 'show' | 'refund', done: string) =>
    async ({ reason, amountCents }: { reason: string; amountCents?: number }) => {
      await action.mutateAsync({ projectId: project.id, action: name, reason, amountCents });
      toast.success(done);
    };
  return (
    <div className="flex flex-wrap gap-2">
      {project.hidden ? (
        <ReasonDialog
          trigger={
            <Button size="sm" variant="secondary" aria-label={`Show ${project.name}`}>
              Show
            </Button>
          }
          title={`Show "${project.name}" again`}
          description="It is listed in browsing and search again."
          confirmLabel="Show"
          onConfirm={run('show', 'The project is visible again')}
        />
      ) : (
        <ReasonDialog
          trigger={
            <Button size="sm" variant="destructive" aria-label={`Hide ${project.name}`}>
              Hide
            </Button>
          }
          title={`Hide "${project.name}"`}
          description="Only its owner and developer can see it; the owner sees your reason on the project."
          confirmLabel="Hide"
          destructive
          onConfirm={run('hide', 'The project is hidden')}
        />
      )}
      {project.heldCents > 0 && (
        <ReasonDialog
          trigger={
            <Button size="sm" variant="secondary" aria-label={`Refund ${project.name}`}>
              Refund
            </Button>
          }
          title={`Refund "${project.name}"`}
          description={`It holds ${formatCents(project.heldCents)}. The refund goes back to the owner's card.`}
          confirmLabel="Refund"
          withAmount
          destructive
          onConfirm={run('refund', 'Refund on its way')}
        />
      )}
    </div>
  );
}

const columns = [
  column.accessor('name', {
    header: 'Project',
    cell: (info) => (
      <Link
        to={`/projects/${info.row.original.id}`}
        className="font-medium text-primary hover:underline"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('ownerName', {
    header: 'Owner',
    cell: (info) => (
      <Link to={`/ops/users/${info.row.original.submitterId}`} className="hover:underline">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('status', { header: 'Status' }),
  column.accessor('hidden', {
    header: 'Visibility',
    cell: (info) =>
      info.getValue() ? (
        <span>
          <Badge tone="danger">hidden</Badge>
          <span className="ml-2 text-muted-foreground">{info.row.original.hiddenReason}</span>
        </span>
      ) : (
        <Badge tone="success">listed</Badge>
      ),
  }),
  column.accessor('heldCents', {
    header: 'Held',
    // One writer for the column: where one row's amount has cents, every row's does.
    cell: (info) =>
      moneyWriter(info.table.getCoreRowModel().rows.map((row) => row.original.heldCents))(
        info.getValue(),
      ),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: (info) => <ProjectActions project={info.row.original} />,
  }),
];

export default function ProjectsPage() {
  const search = useSearchAndFilter();
  const projects = useOpsProjects(search.q, search.filter, search.pager.cursor);
  return (
    <div className="space-y-4">
      <SearchAndFilter
        state={search}
        searchLabel="Search projects by name or id"
        placeholder="Name or id"
        filterLabel="Visibility"
        options={[
          { value: 'false', label: 'Listed' },
          { value: 'true', label: 'Hidden' },
        ]}
      />
      <OpsTable
        label="Projects"
        query={projects}
        pager={search.pager}
        columns={columns}
        errorMessage="Couldn't load the projects."
        empty={<EmptyState title="No projects found" description="Try another name." />}
      />
    </div>
  );
}
