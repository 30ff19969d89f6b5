import { AlertTriangle, FileSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Dispute } from '@shared/contract/disputes';
import { DISPUTE_MESSAGES, DISPUTE_REASON_LABELS } from '@shared/contract/disputes-rules';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { StatusScreen } from '@web/components/ui/status-screen';
import { ApiError } from '@web/lib/api-client';
import { useDispute } from '../api/disputes';
import { DisputeActions } from '../components/dispute-actions';
import { DisputeTimeline } from '../components/dispute-timeline';
import { EvidenceUpload } from '../components/evidence-upload';
import {
  DISPUTE_STATUS_LABELS,
  isDisputeOpen,
  otherSide,
  sideName,
  splitWords,
} from '../components/dispute-words';
import { ProposalSplit } from '../components/proposal-split';
import { TimeLeft } from '../components/time-left';
import { Breadcrumb } from '@web/components/ui/breadcrumb';

/**
 * A dispute over held money (/disputes/{id}, its two parties): where it stands, what the viewer
 * may do, and the whole record as a timeline. Every step of the other side arrives live (the
 * socket's dispute events refresh `disputeKeys.all`: app/realtime-links.ts).
 */
export default function DisputePage({
  deliveryEvidence,
}: {
  /**
   * What was read of the project's latest delivery (the delivery-evidence feature's panel, from
   * the app layer: app/routes/dispute-page.tsx); null when there is none to show.
   */
  deliveryEvidence?: (dispute: Dispute) => ReactNode;
} = {}) {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const dispute = useDispute(validId ? id : 0, validId);

  if (!validId || (dispute.error instanceof ApiError && dispute.error.code === 'not_found')) {
    return (
      <StatusScreen
        icon={<FileSearch aria-hidden className="size-12 text-muted-foreground" />}
        title={DISPUTE_MESSAGES.notFound}
        actions={
          <Button asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        }
      >
        Only the project's owner and its developer can see a dispute.
      </StatusScreen>
    );
  }
  if (dispute.isError) {
    return (
      <StatusScreen
        icon={<AlertTriangle aria-hidden className="size-12 text-warning" />}
        title="Could not load this dispute"
        actions={<Button onClick={() => dispute.refetch()}>Try again</Button>}
      >
        Please check your connection and try again.
      </StatusScreen>
    );
  }
  if (dispute.isPending) return <DisputeSkeleton />;
  const data = dispute.data;
  const open = isDisputeOpen(data.status);
  // The header's amount is written as the card below it writes its own: cents on all or none.
  const { money } = splitWords(open ? data.proposedRelease : (data.release ?? 0), data);

  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <Breadcrumb
        trail={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: data.projectName, to: `/projects/${data.projectId}` },
        ]}
        current="Dispute"
      />

      <header className="mt-5 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={open ? 'warning' : 'neutral'} data-testid="dispute-state">
            {DISPUTE_STATUS_LABELS[data.status]}
          </Badge>
          <span className="text-sm text-muted-foreground">
            {DISPUTE_REASON_LABELS[data.reason]}
          </span>
        </div>
        <h1 className="break-words text-2xl font-bold sm:text-3xl">
          Dispute about {data.projectName}
        </h1>
        <p className="text-muted-foreground">
          Opened by {sideName(data, data.openedBy).replace(/^You$/, 'you')}. Finishline holds{' '}
          {money(data.held)} for this project until the dispute ends; nobody gets any of it before
          the other side could answer.
        </p>
      </header>

      <div className="mt-8 space-y-6">
        <Section title={open ? 'Standing proposal' : 'Outcome'}>
          {open ? <Standing dispute={data} /> : <Outcome dispute={data} />}
        </Section>
        {open && (
          <Section title="Your options" description={optionsText(data)}>
            <DisputeActions dispute={data} />
          </Section>
        )}
        {open && data.viewerSide !== 'operator' && (
          <Section
            title="Add evidence"
            description="Screenshots, photos or documents that show what happened; both sides and an operator see them."
          >
            <EvidenceUpload dispute={data} />
          </Section>
        )}
        {deliveryEvidence && data.viewerSide !== 'operator' && (
          <Section
            title="The delivered code"
            description="What Finishline read of the latest delivery, against the commit where the work began."
          >
            {deliveryEvidence(data)}
          </Section>
        )}
        <Section title="Timeline">
          <DisputeTimeline dispute={data} />
        </Section>
      </div>
    </div>
  );
}

function Standing({ dispute }: { dispute: Dispute }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Proposed by {sideName(dispute, dispute.proposedBy).replace(/^You$/, 'you')}
      </p>
      <ProposalSplit release={dispute.proposedRelease} dispute={dispute} />
      {dispute.status === 'escalated' ? (
        <p className="text-sm">
          An operator decides; there is no deadline. The money stays held until then.
        </p>
      ) : (
        dispute.deadline && (
          <p className="text-sm">
            <span className="font-semibold">Deadline: </span>
            <TimeLeft deadline={dispute.deadline} />. Unanswered by then, this proposal is carried
            out.
          </p>
        )
      )}
    </div>
  );
}

function Outcome({ dispute }: { dispute: Dispute }) {
  const release = dispute.release ?? 0;
  const words = splitWords(release, dispute);
  return (
    <div className="space-y-2 text-sm">
      <p className="text-base font-semibold">
        {dispute.status === 'decided'
          ? `An operator decided to release ${words.money(release)}`
          : `Settled: ${words.money(release)} released`}
      </p>
      <ul className="list-inside list-disc text-muted-foreground">
        <li>{words.developer}</li>
        <li>{words.owner}</li>
      </ul>
      {dispute.decisionReason && (
        <blockquote className="rounded-md border border-border p-3">
          {dispute.decisionReason}
        </blockquote>
      )}
    </div>
  );
}

function optionsText(dispute: Dispute): string {
  if (dispute.viewerSide === 'operator') return 'An operator sees the record as both sides do.';
  if (dispute.canAnswer)
    return dispute.status === 'escalated'
      ? 'An operator is deciding. You can still accept the standing proposal.'
      : 'The proposal waits for your answer: accept it, counter with another amount, or ask an operator to decide.';
  const other = otherSide(dispute.viewerSide);
  return dispute.status === 'escalated'
    ? 'An operator is deciding. Nothing more to do until then.'
    : `Waiting for the ${other} to answer your proposal. You can still ask an operator to decide.`;
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `dispute-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <h2 id={id} className="text-lg font-semibold leading-snug">
          {title}
        </h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function DisputeSkeleton() {
  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <Spinner label="Loading dispute..." className="sr-only" />
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-6 h-9 w-2/3" />
      <Skeleton className="mt-8 h-40" />
      <Skeleton className="mt-6 h-64" />
    </div>
  );
}
