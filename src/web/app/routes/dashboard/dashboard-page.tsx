import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { PageSpinner } from '@web/components/ui/spinner';
import { lazyPart } from '@web/lib/lazy-part';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useAddressParams } from '@web/lib/use-address-params';
import { CREATOR_TABS, CreatorDashboard } from './creator-dashboard';
import { DEVELOPER_TABS, DeveloperDashboard } from './developer-dashboard';

/** Loads on the way to its first opening: pointing at the button starts it (lib/lazy-part.tsx). */
const SubmitProjectDialog = lazyPart(
  'submit-project-dialog',
  async () =>
    (await import('@web/features/projects/components/submit-project-dialog')).SubmitProjectDialog,
);

/** /dashboard (protected): the developer's or the creator's view (spec section 2). */
export default function DashboardPage() {
  const { user, isLoading } = useCurrentUser();
  const [params, updateParams] = useAddressParams();
  const [submitOpen, setSubmitOpen] = useState(false);

  if (isLoading || !user) return <PageSpinner />;

  const isCreator = user.role === 'creator';
  const tabs: readonly string[] = isCreator ? CREATOR_TABS : DEVELOPER_TABS;
  const requested = params.get('tab');
  const tab = requested && tabs.includes(requested) ? requested : tabs[0]!;
  const channel = Number(params.get('channel'));
  const channelId =
    tab === 'messages' && Number.isSafeInteger(channel) && channel > 0 ? channel : null;
  const selectTab = (value: string) =>
    updateParams((next) => {
      if (value === tabs[0]) next.delete('tab');
      else next.set('tab', value);
      // The Messages tab's conversation and thread, and Open Jobs' search and order, belong to
      // their tab only.
      for (const name of ['channel', 'thread', 'q', 'sort']) next.delete(name);
    });

  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title="Dashboard"
        subtitle={
          isCreator
            ? `Welcome back, ${user.username}. Manage your projects and review bids.`
            : `Welcome back, ${user.username}. Find your next project and track your applications.`
        }
        actions={
          isCreator && (
            <Button
              onClick={() => setSubmitOpen(true)}
              onPointerEnter={SubmitProjectDialog.preload}
              onFocus={SubmitProjectDialog.preload}
            >
              <Plus aria-hidden /> Submit Project
            </Button>
          )
        }
      />
      {isCreator ? (
        <>
          <CreatorDashboard
            user={user}
            tab={tab}
            channelId={channelId}
            onTabChange={selectTab}
            onSubmitProject={() => setSubmitOpen(true)}
          />
          {submitOpen && (
            <SubmitProjectDialog
              open
              onOpenChange={setSubmitOpen}
              onSubmitted={() => {
                setSubmitOpen(false);
                selectTab('my-projects');
              }}
            />
          )}
        </>
      ) : (
        <DeveloperDashboard user={user} tab={tab} channelId={channelId} onTabChange={selectTab} />
      )}
    </div>
  );
}
