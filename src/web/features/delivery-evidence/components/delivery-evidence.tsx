import {
  AlertTriangle,
  CheckCircle2,
  GitCommitHorizontal,
  RefreshCw,
  ShieldAlert,
} from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DeliveryEvidence, DisputeDeliveryEvidence } from '@shared/contract/delivery-evidence';
import { Badge } from '@web/components/ui/badge';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useFormatDate } from '@web/lib/format';
import { useDeliveryEvidence, useMilestoneEvidence } from '../api/evidence';

const CHECK_WORDS = {
  unread: 'No automatic checks were read for this commit.',
  none: 'GitHub has no automatic checks for this commit.',
  passing: 'The automatic checks pass on this commit.',
  failing: 'Some automatic checks fail on this commit.',
  pending: 'The automatic checks are still running on this commit.',
} as const;

const toneOf = (conclusion: string | null) =>
  conclusion === 'success' || conclusion === 'neutral' || conclusion === 'skipped'
    ? 'success'
    : conclusion &&
        [
          'failure',
          'error',
          'cancelled',
          'timed_out',
          'action_required',
          'stale',
          'startup_failure',
        ].includes(conclusion)
      ? 'danger'
      : 'warning';

const REQUIRED_TONES = {
  passing: 'success',
  failing: 'danger',
  pending: 'warning',
  'not reported': 'neutral',
} as const;

const short = (commit: string | null) => commit?.slice(0, 7) ?? '';
const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * What was read of a delivery's commit (issue 39; docs/decisions/verified-delivery.md), for the
 * owner judging it, the developer before asking for approval, and the dispute's record: the
 * files and lines changed since the work began, what is left, the checks, and each tamper flag
 * in plain words. "Changed after this was checked" when the branch moved since.
 */
export function DeliveryEvidencePanel({
  deliveryId,
  viewer,
}: {
  deliveryId: number;
  viewer: 'owner' | 'developer' | 'other';
}) {
  return (
    <EvidenceSection
      id={`evidence-${deliveryId}`}
      title="What the delivered code shows"
      evidence={useDeliveryEvidence(deliveryId)}
      viewer={viewer}
    />
  );
}

/** The same, for the code a milestone's completion named (the milestone card). */
export function MilestoneEvidencePanel({
  milestoneId,
  viewer,
}: {
  milestoneId: number;
  viewer: 'owner' | 'developer' | 'other';
}) {
  return (
    <EvidenceSection
      id={`milestone-evidence-${milestoneId}`}
      title="What the named code shows"
      evidence={useMilestoneEvidence(milestoneId)}
      viewer={viewer}
    />
  );
}

function EvidenceSection({
  id,
  title,
  evidence,
  viewer,
}: {
  id: string;
  title: string;
  evidence: UseQueryResult<DeliveryEvidence>;
  viewer: 'owner' | 'developer' | 'other';
}) {
  return (
    <section aria-labelledby={id} className="space-y-3 text-sm">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {evidence.isPending ? (
        <Skeleton className="h-20" />
      ) : evidence.isError ? (
        <LoadError
          message="Couldn't load what was read of the code."
          onRetry={() => void evidence.refetch()}
        />
      ) : (
        <EvidenceBody evidence={evidence.data} viewer={viewer} />
      )}
    </section>
  );
}

/**
 * A dispute's record: the delivery's evidence as it was when the dispute opened (kept by the
 * server then), whatever was pushed or read after.
 */
export function RecordedDeliveryEvidencePanel({
  record,
  viewer,
}: {
  record: DisputeDeliveryEvidence;
  viewer: 'owner' | 'developer' | 'other';
}) {
  const formatDate = useFormatDate();
  return (
    <section
      aria-labelledby={`recorded-evidence-${record.deliveryId}`}
      className="space-y-3 text-sm"
    >
      <div>
        <h3 id={`recorded-evidence-${record.deliveryId}`} className="font-semibold">
          What the delivered code showed
        </h3>
        <p className="text-muted-foreground">
          As recorded when the dispute opened, on {formatDate(record.recordedAt)}.
        </p>
      </div>
      <EvidenceBody evidence={record.evidence} viewer={viewer} />
    </section>
  );
}

/**
 * Evidence already read (an operator's case record carries it): the same words as the panel's.
 * `operator`: an operator deciding a dispute, who judges by the record.
 */
export function EvidenceBody({
  evidence,
  viewer,
}: {
  evidence: DeliveryEvidence;
  viewer: 'owner' | 'developer' | 'other' | 'operator';
}) {
  if (evidence.status === 'pending') {
    return (
      <Spinner
        label="Reading the delivered commit… It takes a few seconds."
        showLabel
        className="justify-start"
      />
    );
  }
  if (evidence.status === 'failed') {
    return (
      <p role="status" className="flex items-start gap-2 rounded-md border border-border p-3">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          The delivered code could not be read. {evidence.error}
          {viewer === 'developer'
            ? ' Check the repository and the branch, then deliver again.'
            : viewer === 'operator'
              ? ' Judge the delivery by its message, its link and the conversation.'
              : ' Judge the delivery by its message and link, or ask for changes.'}
        </span>
      </p>
    );
  }
  const { diff, todos, flags, checks } = evidence;
  return (
    <div className="space-y-3">
      {evidence.stale && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning-soft p-3"
        >
          <RefreshCw aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            <strong>Changed after this was checked.</strong> The branch now holds a newer commit
            than the one read below{viewer === 'developer' ? '; deliver again to have it read' : ''}
            .
          </span>
        </p>
      )}
      <p className="flex items-start gap-2 text-muted-foreground">
        <GitCommitHorizontal aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          Commit <code className="font-mono text-foreground">{short(evidence.headCommit)}</code>{' '}
          compared with{' '}
          <code className="font-mono text-foreground">{short(evidence.baseCommit)}</code>, where the
          work began
        </span>
      </p>
      {diff && (
        <p>
          {plural(diff.files, 'file', 'files')} changed:{' '}
          <span className="text-success">{plural(diff.additions, 'line', 'lines')} added</span>,{' '}
          <span className="text-destructive">
            {plural(diff.deletions, 'line', 'lines')} removed
          </span>
          {diff.byLanguage.length > 0 && (
            <span className="text-muted-foreground">
              {' '}
              (
              {diff.byLanguage
                .slice(0, 4)
                .map((language) => `${language.name} ${plural(language.files, 'file', 'files')}`)
                .join(', ')}
              )
            </span>
          )}
        </p>
      )}
      {todos && (
        <p>
          What’s left in the code: {plural(todos.before, 'TODO', 'TODOs')} before,{' '}
          {plural(todos.after, 'TODO', 'TODOs')} now.
        </p>
      )}
      {evidence.releasedOnChecks && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-success/40 bg-success-soft p-3"
        >
          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          <span>
            Every required check passed, so the delivery was approved and the money released, as the
            owner chose.
          </span>
        </p>
      )}
      {evidence.required.length > 0 && (
        <div>
          <p className="font-medium">
            Required checks
            {evidence.releaseOnChecks && (
              <span className="font-normal text-muted-foreground">
                {' '}
                (the money is released when they all pass)
              </span>
            )}
          </p>
          <ul aria-label="Required checks" className="mt-1 space-y-1">
            {evidence.required.map((check) => (
              <li key={check.name} className="flex items-center gap-2 wrap-anywhere">
                <Badge tone={REQUIRED_TONES[check.state]}>{check.state}</Badge>
                {check.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>{CHECK_WORDS[checks.source === 'none' ? 'unread' : checks.state]}</p>
      {checks.runs.length > 0 && (
        <ul aria-label="Checks" className="space-y-1">
          {checks.runs.map((run, index) => (
            <li key={`${run.name}-${index}`} className="flex items-center gap-2 wrap-anywhere">
              <Badge tone={toneOf(run.conclusion)}>{run.conclusion ?? 'running'}</Badge>
              {run.url ? (
                <a
                  href={run.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary hover:underline"
                >
                  {run.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                run.name
              )}
            </li>
          ))}
        </ul>
      )}
      {flags.length === 0 ? (
        <p className="flex items-start gap-2">
          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          No sign that the tests or the checks were weakened.
        </p>
      ) : (
        <div className="rounded-md border border-destructive/40 bg-destructive-soft p-3">
          <p className="flex items-center gap-2 font-semibold text-destructive">
            <ShieldAlert aria-hidden className="size-4" />
            {flags.length === 1
              ? '1 thing to look at before approving'
              : `${flags.length} things to look at before approving`}
          </p>
          <ul aria-label="Flags" className="mt-2 list-disc space-y-1 pl-5">
            {flags.map((flag, index) => (
              <li key={`${flag.kind}-${flag.path ?? ''}-${index}`} className="wrap-anywhere">
                {flag.detail}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
