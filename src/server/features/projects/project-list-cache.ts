/**
 * The public list reads kept in memory (docs/benchmarks.md, docs/decisions/performance.md): pages
 * of GET /api/projects for a short TTL, the technology filter's options for a minute, and the
 * search's kept matches (project-search.ts). Any event that may change what a list shows (a
 * project created or moved, a bid that changes a count, a review that changes a rating) clears
 * the pages and technologies, on every instance: the event reaches this instance straight after
 * its own commit and others through NOTIFY. The search decides for itself what to forget.
 */
import type { Technology } from '@shared/contract/projects.js';
import type { PublishedEvent } from '../../core/events/index.js';
import { createTtlCache, type TtlCache } from '../../core/ttl-cache.js';
import type { ProjectPage } from './list-projects.js';
import { createProjectSearch, type ProjectSearch } from './project-search.js';

export interface ProjectListCaches {
  pages: TtlCache<ProjectPage>;
  technologies: TtlCache<Technology[]>;
  search: ProjectSearch;
  onEvent(event: PublishedEvent): void;
}

/** Events that change nothing a public project list shows. */
const KEEPS_LISTS = new Set([
  'message.created',
  'message.read',
  'notification.sent',
  'notifications.read',
  'sessions.ended',
  'onboarding.completed',
  'approval.reminder',
]);

export function createProjectListCaches(options: {
  pageTtlMs: number;
  /** How many distinct searches keep their matches in memory; 0: every search ranks in the database. */
  searchQueries: number;
  searchKeep?: number;
}): ProjectListCaches {
  const pages = createTtlCache<ProjectPage>({ ttlMs: options.pageTtlMs });
  const technologies = createTtlCache<Technology[]>({ ttlMs: 60_000, maxEntries: 1 });
  const search = createProjectSearch({
    maxQueries: options.searchQueries,
    keep: options.searchKeep,
  });
  return {
    pages,
    technologies,
    search,
    onEvent(event) {
      search.onEvent(event);
      if (!KEEPS_LISTS.has(event.type)) {
        pages.clear();
        technologies.clear();
      }
    },
  };
}
