import {
  ArrowLeft,
  CalendarDays,
  AtSign,
  FolderGit2,
  Globe,
  Link2,
  SearchX,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LIMITS } from '@shared/constants';
import type { DeveloperProfile } from '@shared/contract/developers';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useAddressParams } from '@web/lib/use-address-params';
import { languageName, useFormatDate } from '@web/lib/format';
import { useDeveloper } from '@web/features/developers/api/developer';
import { useDeveloperStats } from '@web/features/developers/api/developer-stats';
import { DeveloperFacts, Fact } from '@web/features/developers/components/developer-facts';
import { DeveloperSkills } from '@web/features/developers/components/developer-skills';
import { DeveloperStatsPanel } from '@web/features/developers/components/developer-stats-panel';
import { PortfolioList } from '@web/features/developers/components/portfolio-list';
import {
  AvailabilityBadge,
  VerifiedBadge,
} from '@web/features/developers/components/verified-badge';
import { ReceivedReviews } from '@web/features/reviews/components/received-reviews';
import { UserSafetyActions } from '../safety-parts';
import { InviteToBidButton } from '@web/features/bids/components/invite-to-bid-button';
import { useSubmittedProjects } from '@web/features/projects/api/list-submitted-projects';
import { isOpenForBids } from '@shared/lifecycle';
import { useCurrentUser } from '@web/lib/session/current-user';

const PROFILE_TABS = ['overview', 'portfolio', 'reviews'] as const;

/**
 * A public profile (/developers/{username}; `?tab=portfolio|reviews` opens that tab): the
 * developers feature's header, stats and portfolio, and the reviews the person received.
 */
export default function DeveloperProfilePage() {
  const { username = '' } = useParams();
  const [params, updateParams] = useAddressParams();
  const developer = useDeveloper(username);
  const stats = useDeveloperStats(username);

  if (developer.isPending) return <ProfileSkeleton />;
  if (developer.isError) {
    const missing = developer.error instanceof ApiError && developer.error.code === 'not_found';
    return (
      <div className="container-page py-16">
        <h1 className="sr-only">Developer profile</h1>
        <EmptyState
          icon={SearchX}
          title={missing ? 'Developer not found' : 'Failed to load this profile'}
          description={
            missing
              ? `There is no developer called "${username}". They may have changed their username.`
              : errorMessage(developer.error, 'Please try again later.')
          }
          action={
            missing ? (
              <Button asChild>
                <Link to="/developers">Browse developers</Link>
              </Button>
            ) : (
              <Button onClick={() => void developer.refetch()}>Try Again</Button>
            )
          }
        />
      </div>
    );
  }

  const profile = developer.data;
  const asked = params.get('tab');
  const tab = (PROFILE_TABS as readonly (string | null)[]).includes(asked) ? asked! : 'overview';
  const openTab = (next: string) =>
    updateParams((draft) => (next === 'overview' ? draft.delete('tab') : draft.set('tab', next)));
  return (
    <div className="container-page space-y-8 py-10">
      <Button asChild variant="link" className="h-auto">
        <Link to="/developers">
          <ArrowLeft aria-hidden /> All developers
        </Link>
      </Button>
      <ProfileHeader profile={profile} />
      <InviteToBidAction username={profile.username} />
      <Tabs value={tab} onValueChange={openTab}>
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="portfolio">Portfolio</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="space-y-6">
          <section aria-labelledby="stats-heading" className="space-y-3">
            <h2 id="stats-heading" className="text-xl font-semibold">
              Stats
            </h2>
            {stats.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(stats.error, 'Failed to load stats')}
              </p>
            ) : (
              <DeveloperStatsPanel stats={stats.data} />
            )}
          </section>
          <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
            <Card>
              <CardHeader>
                <CardTitle>
                  <span role="heading" aria-level={2}>
                    About
                  </span>
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-4">
                <p className="whitespace-pre-line text-muted-foreground">
                  {profile.bio ?? 'This developer has not written a bio yet.'}
                </p>
                <TechList title="Languages" items={profile.languages.map(languageName)} />
                <TechList title="Frameworks" items={profile.frameworks} />
              </CardContent>
            </Card>
            <ProfileLinks profile={profile} />
          </div>
        </TabsContent>
        <TabsContent value="portfolio">
          <h2 className="sr-only">Portfolio</h2>
          {stats.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(stats.error, 'Failed to load the portfolio')}
            </p>
          ) : (
            <PortfolioList projects={stats.data?.projects} />
          )}
        </TabsContent>
        <TabsContent value="reviews">
          <ReceivedReviews username={profile.username} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/**
 * An owner's 'Invite to bid' (decisions.md, Saved searches and choosing a bid), for a signed-in
 * creator on someone else's profile, with their projects that are open for bids.
 */
function InviteToBidAction({ username }: { username: string }) {
  const { user } = useCurrentUser();
  if (!user || user.role !== 'creator' || user.username === username) return null;
  return <InviteWithOpenProjects submitterId={user.id} username={username} />;
}

function InviteWithOpenProjects({
  submitterId,
  username,
}: {
  submitterId: number;
  username: string;
}) {
  const projects = useSubmittedProjects({ userId: submitterId, limit: 100 });
  const openProjects = projects.data?.items.filter((project) => isOpenForBids(project.status));
  return (
    <div className="flex justify-end">
      <InviteToBidButton username={username} openProjects={openProjects} />
    </div>
  );
}

function ProfileHeader({ profile }: { profile: DeveloperProfile }) {
  const formatDate = useFormatDate();
  const { user } = useCurrentUser();
  return (
    <Card className="overflow-hidden">
      <div aria-hidden className="h-24 bg-gradient-to-r from-primary to-hero sm:h-32" />
      <div className="flex flex-col gap-5 px-5 pb-6 sm:flex-row sm:items-end sm:px-8">
        <Avatar
          src={profile.avatarUrl}
          name={profile.username}
          className="-mt-12 size-24 border-4 border-surface text-2xl sm:-mt-16 sm:size-32 sm:text-3xl"
        />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="break-all text-2xl font-bold sm:text-3xl">{profile.username}</h1>
            {profile.verified && <VerifiedBadge />}
            <AvailabilityBadge available={profile.available} />
          </div>
          <DeveloperFacts developer={profile}>
            <Fact icon={CalendarDays}>Member since {formatDate(profile.createdAt)}</Fact>
          </DeveloperFacts>
          <DeveloperSkills skills={profile.skills} max={LIMITS.profileSkillsShown} />
        </div>
        {/* Signed-in people other than the profile's owner: Block and Report. */}
        {user && user.id !== profile.id && (
          <div className="flex flex-wrap items-center gap-2 sm:self-start sm:pt-4">
            <UserSafetyActions userId={profile.id} username={profile.username} />
          </div>
        )}
      </div>
    </Card>
  );
}

function TechList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item}>
            <Badge tone="outline">{item}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProfileLinks({ profile }: { profile: DeveloperProfile }) {
  const links: { href: string; label: string; icon: LucideIcon }[] = [
    profile.website && { href: profile.website, label: 'Website', icon: Globe },
    profile.githubUrl && { href: profile.githubUrl, label: 'GitHub', icon: FolderGit2 },
    profile.linkedinUrl && { href: profile.linkedinUrl, label: 'LinkedIn', icon: Link2 },
    profile.twitterUrl && { href: profile.twitterUrl, label: 'Twitter', icon: AtSign },
  ].filter((link) => !!link);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span role="heading" aria-level={2}>
            Links
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {links.length === 0 && profile.githubProjects.length === 0 ? (
          <p className="text-sm text-muted-foreground">No links shared yet.</p>
        ) : (
          <>
            {links.length > 0 && (
              <ul className="space-y-2">
                {links.map(({ href, label, icon: Icon }) => (
                  <li key={label}>
                    <ExternalAnchor href={href}>
                      <Icon aria-hidden className="size-4" /> {label}
                    </ExternalAnchor>
                  </li>
                ))}
              </ul>
            )}
            {profile.githubProjects.length > 0 && (
              <div className="space-y-2">
                <h3 className="text-sm font-semibold">GitHub Projects</h3>
                <ul className="space-y-2">
                  {profile.githubProjects.map((url) => (
                    <li key={url}>
                      <ExternalAnchor href={url}>
                        <FolderGit2 aria-hidden className="size-4 shrink-0" />
                        <span className="truncate">{url.replace(/^https?:\/\/(www\.)?/, '')}</span>
                      </ExternalAnchor>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="flex min-w-0 items-center gap-2 text-sm font-medium text-primary hover:underline"
    >
      {children}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function ProfileSkeleton() {
  return (
    <div className="container-page space-y-8 py-10" aria-busy="true">
      <span className="sr-only" role="status">
        Loading profile...
      </span>
      <Card className="overflow-hidden">
        <Skeleton className="h-24 rounded-none sm:h-32" />
        <div className="flex items-end gap-5 px-5 pb-6 sm:px-8">
          <Skeleton className="-mt-12 size-24 rounded-full border-4 border-surface sm:size-32" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-8 w-48" />
            <Skeleton className="h-4 w-64" />
          </div>
        </div>
      </Card>
      <Skeleton className="h-10 w-56" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    </div>
  );
}
