import { FileText, Link as LinkIcon } from 'lucide-react';
import type { Dispute, DisputeEvent } from '@shared/contract/disputes';
import { formatCents } from '@shared/money';
import { RelativeTime } from '@web/components/ui/relative-time';
import { formatFileSize } from '@web/lib/format';
import { evidenceFileUrl } from '../api/disputes';
import { ProposalSplit } from './proposal-split';
import { sideName } from './dispute-words';

const KIND_WORDS: Record<DisputeEvent['kind'], string> = {
  proposal: 'opened the dispute and proposed',
  counter: 'made a counter-proposal',
  message: 'wrote',
  evidence: 'added evidence',
  acceptance: 'accepted the proposal',
  escalation: 'asked an operator to decide',
  reminder: 'sent a reminder: the deadline is near',
  expiry: 'carried out the standing proposal: nobody answered in time',
  decision: 'decided',
  ended: 'ended the dispute',
};

/** The record, oldest first: proposals with their split, messages, evidence, each step's side. */
export function DisputeTimeline({ dispute }: { dispute: Dispute }) {
  if (dispute.events.length === 0)
    return <p className="text-sm text-muted-foreground">Nothing has happened yet.</p>;
  return (
    <ol className="space-y-4 border-l-2 border-border pl-4">
      {dispute.events.map((event) => (
        <li key={event.id} className="relative space-y-2">
          <span
            aria-hidden
            className="absolute -left-[1.4rem] top-1.5 size-3 rounded-full border-2 border-surface bg-primary"
          />
          <p className="text-sm">
            <span className="font-semibold">{sideName(dispute, event.actor)}</span>{' '}
            {KIND_WORDS[event.kind]}
            {event.kind === 'decision' && event.proposedRelease !== null
              ? ` to release ${formatCents(event.proposedRelease)}`
              : ''}{' '}
            · <RelativeTime iso={event.createdAt} className="text-muted-foreground" />
          </p>
          {event.proposedRelease !== null &&
            (event.kind === 'proposal' || event.kind === 'counter') && (
              <div className="rounded-md bg-muted/50 p-3">
                <ProposalSplit release={event.proposedRelease} dispute={dispute} />
              </div>
            )}
          {event.message && (
            <blockquote className="whitespace-pre-line break-words rounded-md border border-border p-3 text-sm">
              {event.message}
            </blockquote>
          )}
          {event.link && (
            <a
              href={event.link}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1.5 break-all text-sm text-primary underline"
            >
              <LinkIcon aria-hidden className="size-4 shrink-0" />
              {event.link}
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
          {event.file && (
            <a
              href={evidenceFileUrl(dispute.id, event.file.id)}
              download={event.file.filename}
              className="inline-flex items-center gap-1.5 break-all text-sm text-primary underline"
            >
              <FileText aria-hidden className="size-4 shrink-0" />
              {event.file.filename} ({formatFileSize(event.file.size)})
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
