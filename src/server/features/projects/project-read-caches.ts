/**
 * The public project reads kept in memory (docs/benchmarks.md, docs/decisions/performance.md):
 * pages of GET /api/projects for a short TTL, the technology filter's options for a minute, and
 * the rows project details are drawn from. Each is cleared by the events that may change what it
 * shows, on every instance: the event reaches this instance straight after its own commit and
 * others through NOTIFY (caught up after a lost connection: core/events/event-bus.ts).
 */
import type { Technology } from '@shared/contract/projects.js';
import type { EventType } from '@shared/events.js';
import type { PublishedEvent } from '../../core/events/index.js';
import { createTtlCache, type TtlCache } from '../../core/ttl-cache.js';
import { detailRowBytes, type ProjectDetailRow } from './get-project-detail.js';
import type { ProjectPage } from './list-projects.js';

export interface ProjectReadCaches {
  pages: TtlCache<ProjectPage>;
  technologies: TtlCache<Technology[]>;
  /** Detail rows by project id, the same for every viewer (visibility is applied per request). */
  details: TtlCache<ProjectDetailRow>;
  onEvent(event: PublishedEvent): void;
}

/** Events that change nothing a public project list or detail shows. */
const KEEPS_PROJECTS: ReadonlySet<EventType> = new Set<EventType>([
  'data_export.ready',
  'message.created',
  'message.read',
  'notification.sent',
  'notifications.read',
  'sessions.ended',
  'onboarding.completed',
  'approval.reminder',
  'report.created',
  'report.closed',
  'block.changed',
  'invitation.created',
  'saved_search.matched',
]);

/**
 * Events that change a person shown on many projects (a name, a rating and its review count,
 * whether the owner has paid before, how many of their projects were completed): every detail
 * goes. A dispute may close its project as completed.
 */
const CHANGES_PEOPLE: ReadonlySet<EventType> = new Set<EventType>([
  'review.written',
  'review.edited',
  'user.renamed',
  'payment.succeeded',
  'project.completed',
  'dispute.closed',
]);

export function createProjectReadCaches(options: {
  pageTtlMs: number;
  /** How long a detail row may be kept; its events clear it sooner. 0: every detail reads the database. */
  detailTtlMs: number;
}): ProjectReadCaches {
  const pages = createTtlCache<ProjectPage>({ ttlMs: options.pageTtlMs });
  const technologies = createTtlCache<Technology[]>({ ttlMs: 60_000, maxEntries: 1 });
  const details = createTtlCache<ProjectDetailRow>({
    ttlMs: options.detailTtlMs,
    // A typical detail row is 1–3 KB; one with a hundred long bids, ~1 MB.
    maxEntries: 100_000,
    maxBytes: 32 * 1024 * 1024,
    sizeOf: detailRowBytes,
  });
  return {
    pages,
    technologies,
    details,
    onEvent(event) {
      if (KEEPS_PROJECTS.has(event.type)) return;
      pages.clear();
      technologies.clear();
      if (CHANGES_PEOPLE.has(event.type) || !('projectId' in event.data)) details.clear();
      else details.delete(String(event.data.projectId));
    },
  };
}
