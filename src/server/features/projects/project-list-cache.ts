/**
 * The public list reads kept in memory (docs/benchmarks.md): pages of GET /api/projects for a
 * short TTL and the technology filter's options for a minute. Any event that changes what a list
 * shows (a project created or moved, a bid that changes a count) clears both, on every instance:
 * the event reaches this instance straight after its own commit and others through NOTIFY.
 */
import type { Technology } from '@shared/contract/projects.js';
import type { PublishedEvent } from '../../core/events/index.js';
import { createTtlCache, type TtlCache } from '../../core/ttl-cache.js';
import type { ProjectPage } from './list-projects.js';

export interface ProjectListCaches {
  pages: TtlCache<ProjectPage>;
  technologies: TtlCache<Technology[]>;
  onEvent(event: PublishedEvent): void;
}

export function createProjectListCaches(options: { pageTtlMs: number }): ProjectListCaches {
  const pages = createTtlCache<ProjectPage>({ ttlMs: options.pageTtlMs });
  const technologies = createTtlCache<Technology[]>({ ttlMs: 60_000, maxEntries: 1 });
  return {
    pages,
    technologies,
    onEvent(event) {
      if (event.type.startsWith('project.') || event.type.startsWith('bid.')) {
        pages.clear();
        technologies.clear();
      }
    },
  };
}
