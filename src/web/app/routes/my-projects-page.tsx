import { BriefcaseBusiness, CheckCircle2, FolderPlus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '@shared/contract/auth';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { PageSpinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { MyBidsList } from '@web/features/bids/components/my-bids-list';
import { UserProjectList } from '@web/features/projects/components/user-project-list';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useAddressParams } from '@web/lib/use-address-params';

interface MyProjectsTab {
  /** The `?tab=` value (spec: 'submitted' for the submitter's tab). */
  value: string;
  label: string;
  /** Who sees the tab; everyone when absent. */
  role?: CurrentUser['role'];
  render: (user: CurrentUser) => ReactNode;
}

/**
 * The tabs in the spec's order: the projects feature's lists and the bids feature's 'My Bids';
 * the first tab a user may see is their default.
 */
const TABS: MyProjectsTab[] = [
  {
    value: 'submitted',
    label: "Projects I've Submitted",
    role: 'creator',
    render: (user) => (
      <UserProjectList
        userId={user.id}
        filter={{ as: 'submitter' }}
        empty={{
          icon: FolderPlus,
          title: "You haven't submitted any projects yet",
          description: 'Post your half-finished project and start receiving bids from developers.',
          action: (
            <Button asChild>
              <Link to="/submit">Submit a Project</Link>
            </Button>
          ),
        }}
      />
    ),
  },
  {
    value: 'bids',
    label: 'My Bids',
    role: 'developer',
    render: (user) => <MyBidsList userId={user.id} />,
  },
  {
    value: 'accepted',
    label: 'Accepted Projects',
    role: 'developer',
    render: (user) => (
      <UserProjectList
        userId={user.id}
        filter={{ as: 'finisher' }}
        empty={{
          icon: BriefcaseBusiness,
          title: 'No accepted projects yet',
          description: 'When a project owner accepts one of your bids, the project appears here.',
          action: (
            <Button asChild variant="secondary">
              <Link to="/projects">Browse Projects</Link>
            </Button>
          ),
        }}
      />
    ),
  },
  {
    value: 'completed',
    label: 'Completed Projects',
    render: (user) => (
      <UserProjectList
        userId={user.id}
        filter={{ status: 'completed' }}
        empty={{
          icon: CheckCircle2,
          title: 'No completed projects yet',
          description: 'Projects you finish, or that are finished for you, will appear here.',
          action: (
            <Button asChild variant="secondary">
              <Link to="/projects">Browse Projects</Link>
            </Button>
          ),
        }}
      />
    ),
  },
];

/** My Projects (/my-projects, protected): the user's projects by tab, the tab in the address. */
export default function MyProjectsPage() {
  const { user } = useCurrentUser();
  const [params, updateParams] = useAddressParams();
  if (!user) return <PageSpinner />;

  const tabs = TABS.filter((tab) => !tab.role || tab.role === user.role);
  const requested = params.get('tab');
  const current = tabs.find((tab) => tab.value === requested)?.value ?? tabs[0]!.value;
  const selectTab = (value: string) => updateParams((next) => next.set('tab', value));

  return (
    <div className="container-page py-10">
      <PageHeader
        title="My Projects"
        subtitle="Manage your projects and bids"
        actions={
          user.role === 'creator' && (
            <Button asChild>
              <Link to="/submit">
                <Plus aria-hidden /> Submit New Project
              </Link>
            </Button>
          )
        }
      />
      <Tabs value={current} onValueChange={selectTab}>
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-6">
            {tab.render(user)}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
