import { AlertTriangle, FileSearch } from 'lucide-react';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PROJECT_ERRORS } from '@shared/contract/projects-rules';
import { isAcceptedBid, isOpenDispute } from '@shared/lifecycle';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { StarRating } from '@web/components/ui/star-rating';
import { StatusScreen } from '@web/components/ui/status-screen';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ProjectBidsSection } from '@web/features/bids/components/project-bids-section';
import { useProjectDisputes } from '@web/features/disputes/api/disputes';
import { useProject } from '@web/features/projects/api/get-project';
import { HasPaidBadge } from '@web/features/projects/components/has-paid-badge';
import { OwnerSignalsCard } from '@web/features/projects/components/owner-signals-card';
import { ProjectDetailsCard } from '@web/features/projects/components/project-details-card';
import { ProjectStatusBadge } from '@web/features/projects/components/project-status-badge';
import { hasProjectControls } from '@web/features/projects/owner-controls';
import { RepositoryCard } from '@web/features/repo-insight/components/repository-card';
import { ApiError } from '@web/lib/api-client';
import { lazyPart } from '@web/lib/lazy-part';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useAddressParams } from '@web/lib/use-address-params';
import { ReportButton } from '../safety-parts';
import { Breadcrumb } from '@web/components/ui/breadcrumb';

// What only the owner and the developer see (and the reviews, once completed) loads when drawn:
// a visitor's page carries none of their forms and dialogs (lib/lazy-part.tsx).
const cardFallback = <Skeleton className="h-40" />;
const MessageBidButton = lazyPart(
  'message-bid-button',
  async () =>
    (await import('@web/features/conversations/components/message-bid-button')).MessageBidButton,
);
const MilestonesPanel = lazyPart(
  'milestones-panel',
  async () =>
    (await import('@web/features/milestones/components/milestones-panel')).MilestonesPanel,
  cardFallback,
);
const DeliveryCard = lazyPart(
  'delivery-card',
  async () => (await import('@web/features/milestones/components/delivery-card')).DeliveryCard,
  cardFallback,
);
const DeliveryEvidencePanel = lazyPart(
  'delivery-evidence',
  async () =>
    (await import('@web/features/delivery-evidence/components/delivery-evidence'))
      .DeliveryEvidencePanel,
  cardFallback,
);
const RequiredChecksCard = lazyPart(
  'required-checks',
  async () =>
    (await import('@web/features/delivery-evidence/components/required-checks-card'))
      .RequiredChecksCard,
  cardFallback,
);
const MilestoneEvidencePanel = lazyPart(
  'milestone-evidence',
  async () =>
    (await import('@web/features/delivery-evidence/components/delivery-evidence'))
      .MilestoneEvidencePanel,
  cardFallback,
);
const ProjectPaymentCard = lazyPart(
  'project-payment-card',
  async () =>
    (await import('@web/features/payments/components/project-payment-card')).ProjectPaymentCard,
  cardFallback,
);
const ProjectControls = lazyPart(
  'project-controls',
  async () => (await import('@web/features/projects/components/project-controls')).ProjectControls,
  cardFallback,
);
const ProjectDisputeCard = lazyPart(
  'project-dispute-card',
  async () =>
    (await import('@web/features/disputes/components/project-dispute-card')).ProjectDisputeCard,
  cardFallback,
);
const ProjectReviewsCard = lazyPart(
  'project-reviews-card',
  async () =>
    (await import('@web/features/reviews/components/project-reviews-card')).ProjectReviewsCard,
  cardFallback,
);

/**
 * Project detail (/projects/{id}, public). Its owner and its developer also see the money (the
 * payments feature) and the delivery (the milestones feature) once a bid is accepted.
 */
export default function ProjectDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const { user, isLoading: userLoading } = useCurrentUser();
  const project = useProject(validId ? id : 0);

  if (!validId || (project.error instanceof ApiError && project.error.code === 'not_found')) {
    return (
      <ProblemState
        icon={<FileSearch aria-hidden className="size-12 text-muted-foreground" />}
        title={PROJECT_ERRORS.notFound}
        text="This project does not exist, or its owner has paused or cancelled it."
      />
    );
  }
  if (project.isError) {
    return (
      <ProblemState
        icon={<AlertTriangle aria-hidden className="size-12 text-warning" />}
        title="Could not load this project"
        text="Please check your connection and try again."
        action={<Button onClick={() => project.refetch()}>Try again</Button>}
      />
    );
  }
  // The viewer decides 'You' or 'Client' and the owner's controls: wait for both.
  if (project.isPending || userLoading) return <ProjectDetailSkeleton />;

  const data = project.data;
  const viewerId = user?.id ?? null;
  const isOwner = viewerId === data.submitterId;
  const isDeveloper = viewerId !== null && viewerId === data.finisherId;
  const viewer = isOwner ? 'owner' : isDeveloper ? 'developer' : null;
  const acceptedBid = data.bids.find((bid) => isAcceptedBid(bid.status)) ?? null;
  // The money card: once paid, and while the accepted bid waits for its payment.
  const showPayment =
    data.payment !== null || (acceptedBid?.status === 'accepted' && data.status === 'in_progress');
  const showDelivery = data.status === 'paid' || data.status === 'completed';
  const workTabs = viewer !== null && showDelivery && acceptedBid !== null;
  // Choosing a developer is the owner's main decision here: their bids take the page's width.
  const bidsFullWidth = isOwner && !workTabs;
  const bidsSection = (
    <ProjectBidsSection
      project={data}
      user={user}
      // The owner and the bid's developer talk about it (spec section 2: 'Message' on each bid).
      // Anyone signed in but its developer may report a bid.
      bidActions={(bid) =>
        viewerId !== null && (
          <>
            {(isOwner || bid.finisherId === viewerId) && <MessageBidButton bidId={bid.id} />}
            {bid.finisherId !== viewerId && (
              <ReportButton
                targetType="bid"
                targetId={bid.id}
                targetName={`${bid.developerUsername}'s bid`}
              />
            )}
          </>
        )
      }
    />
  );

  return (
    <div className="container-page py-8 sm:py-10">
      <Breadcrumb
        trail={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Projects', to: '/projects' },
        ]}
        current={data.name}
      />

      <header className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="break-words text-3xl font-bold sm:text-4xl">{data.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 text-muted-foreground">
            <span>
              Posted by{' '}
              <span className="font-semibold text-foreground">{isOwner ? 'You' : 'Client'}</span>
            </span>
            {data.submitter.rating !== null && (
              <span className="inline-flex items-center gap-1.5 text-sm">
                <StarRating value={data.submitter.rating} />
                {data.submitter.rating.toFixed(1)}
              </span>
            )}
            {data.submitterHasPaid && <HasPaidBadge />}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <ProjectStatusBadge status={data.status} />
          {viewerId !== null && !isOwner && (
            <ReportButton targetType="project" targetId={data.id} targetName={data.name} />
          )}
        </div>
      </header>

      {data.hiddenReason !== null && (
        <div
          role="status"
          data-testid="hidden-notice"
          className="mt-6 rounded-lg border border-warning bg-warning-soft p-4 text-sm text-foreground"
        >
          <p className="font-semibold">An operator hid this project from the marketplace.</p>
          <p className="mt-1">Reason: {data.hiddenReason}</p>
          <p className="mt-1 text-muted-foreground">
            Only you and your developer can see it until it is shown again.
          </p>
        </div>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:gap-8">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold leading-snug">Description</h2>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line break-words leading-relaxed">{data.description}</p>
            </CardContent>
          </Card>

          {data.imageUrl && (
            <Card className="overflow-hidden">
              <CardHeader>
                <h2 className="text-lg font-semibold leading-snug">Screenshot</h2>
              </CardHeader>
              <CardContent>
                <a href={data.imageUrl} target="_blank" rel="noopener noreferrer">
                  <img
                    src={data.imageUrl}
                    alt={`Screenshot of ${data.name}`}
                    className="max-h-[32rem] w-full rounded-md border border-border bg-background object-contain"
                  />
                  <span className="sr-only">(opens the full image in a new tab)</span>
                </a>
              </CardContent>
            </Card>
          )}

          {data.codeLink && (
            <RepositoryCard projectId={data.id} techStack={data.techStack} isOwner={isOwner} />
          )}

          {workTabs && acceptedBid ? (
            <WorkTabs
              milestones={
                <MilestonesPanel
                  projectId={data.id}
                  projectStatus={data.status}
                  viewer={viewer}
                  bidAmount={acceptedBid.amount ?? 0}
                  developerUsername={acceptedBid.developerUsername}
                  evidence={(milestone) => (
                    <MilestoneEvidencePanel milestoneId={milestone.id} viewer={viewer} />
                  )}
                />
              }
              bids={bidsSection}
            />
          ) : (
            !bidsFullWidth && bidsSection
          )}

          {data.status === 'completed' && data.finisherId !== null && acceptedBid && (
            <ProjectReviewsCard
              projectId={data.id}
              viewerId={viewerId}
              parties={{
                submitterId: data.submitterId,
                ownerUsername: data.submitter.username,
                finisherId: data.finisherId,
                developerUsername: acceptedBid.developerUsername,
              }}
            />
          )}
        </div>

        <aside className="space-y-6" aria-label="Project information">
          <ProjectDetailsCard project={data} viewerId={viewerId} />
          {/* Bidders weigh the client: paid before, projects completed, rating. */}
          {user?.role === 'developer' && !isOwner && <OwnerSignalsCard project={data} />}
          {viewer && showPayment && (
            <ProjectPaymentCard payment={data.payment} acceptedBid={acceptedBid} viewer={viewer} />
          )}
          {viewer && showDelivery && acceptedBid && (
            <DeliveryWithDispute
              project={data}
              viewer={viewer}
              heldCents={data.payment?.held ?? 0}
              developerUsername={acceptedBid.developerUsername}
            />
          )}
          {/* Named from the bid's acceptance on; the developer sees them before delivering. */}
          {viewer && acceptedBid && data.codeLink && showRequiredChecks(data.status) && (
            <RequiredChecksCard projectId={data.id} />
          )}
          {viewer && showDelivery && acceptedBid && (
            <ProjectDisputeCard
              projectId={data.id}
              canOpen={data.status === 'paid' && (data.payment?.held ?? 0) > 0}
              payment={data.payment}
            />
          )}
          {isOwner && hasProjectControls(data.status) && <ProjectControls project={data} />}
        </aside>
      </div>

      {bidsFullWidth && <div className="mt-6 space-y-6 lg:mt-8">{bidsSection}</div>}
    </div>
  );
}

const showRequiredChecks = (status: string) =>
  status === 'in_progress' || status === 'paid' || status === 'completed';

/** The delivery card, told of the project's dispute (the disputes feature's read, shared with its card). */
function DeliveryWithDispute(props: Omit<ComponentProps<typeof DeliveryCard>, 'dispute'>) {
  const disputes = useProjectDisputes(props.project.id);
  const latest = disputes.data?.[0];
  const dispute = !latest
    ? null
    : isOpenDispute(latest.status)
      ? 'open'
      : latest.status === 'settled' || latest.status === 'decided'
        ? 'closed'
        : null;
  return (
    <DeliveryCard
      {...props}
      dispute={dispute}
      evidence={(delivery) => (
        <DeliveryEvidencePanel deliveryId={delivery.id} viewer={props.viewer} />
      )}
    />
  );
}

const WORK_TABS = ['milestones', 'bids'] as const;

/**
 * A paid project's work for its owner and developer: Milestones (open by default, and from a
 * milestone notification's `tab=milestones`) and Bids (`tab=bids`).
 */
function WorkTabs({ milestones, bids }: { milestones: ReactNode; bids: ReactNode }) {
  const [params, updateParams] = useAddressParams();
  const asked = params.get('tab');
  const tab = (WORK_TABS as readonly (string | null)[]).includes(asked) ? asked! : 'milestones';
  const ref = useRef<HTMLDivElement>(null);
  const fromLink = asked === 'milestones';
  useEffect(() => {
    if (fromLink) ref.current?.scrollIntoView({ block: 'start' });
  }, [fromLink]);
  return (
    <Tabs
      ref={ref}
      value={tab}
      onValueChange={(next) => updateParams((draft) => draft.set('tab', next))}
      className="scroll-mt-24"
    >
      <TabsList>
        <TabsTrigger value="milestones">Milestones</TabsTrigger>
        <TabsTrigger value="bids">Bids</TabsTrigger>
      </TabsList>
      <TabsContent value="milestones">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-snug">Milestones</h2>
          </CardHeader>
          <CardContent>{milestones}</CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="bids" className="space-y-6">
        {bids}
      </TabsContent>
    </Tabs>
  );
}

function ProblemState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <StatusScreen
      icon={icon}
      title={title}
      actions={
        <>
          {action}
          <Button asChild variant={action ? 'secondary' : 'primary'}>
            <Link to="/projects">Browse Projects</Link>
          </Button>
        </>
      }
    >
      {text}
    </StatusScreen>
  );
}

function ProjectDetailSkeleton() {
  return (
    <div className="container-page py-8 sm:py-10">
      <Spinner label="Loading project..." className="sr-only" />
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-6 h-10 w-2/3" />
      <Skeleton className="mt-3 h-4 w-32" />
      <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:gap-8">
        <Skeleton className="h-64 lg:col-span-2" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
