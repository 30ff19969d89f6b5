import type { ProjectStatus } from '@shared/constants';

/**
 * Every projects query key, from one factory. All of them start with `['projects']`, so one
 * invalidation after a change (submit, pause, cancel) refreshes lists, filters, pages, the
 * dashboard's tabs and the home page's featured cards.
 */
export const projectKeys = {
  all: ['projects'] as const,
  list: (filters: {
    q: string;
    tech: string;
    budgetMin?: string;
    budgetMax?: string;
    sort?: 'match';
  }) => ['projects', 'list', filters] as const,
  technologies: ['projects', 'technologies'] as const,
  detail: (id: number) => ['projects', 'detail', id] as const,
  /** The newest open projects (home page, dashboard's Recent Projects). */
  newest: (limit: number) => ['projects', 'newest', limit] as const,
  /** Dashboard Open Jobs: open projects without the developer's own or those they bid on. */
  openJobs: (page: { q: string; limit: number; cursor: string | null; sort: 'match' | null }) =>
    ['projects', 'open-jobs', page] as const,
  /** My Projects: a user's projects, page after page. */
  user: (userId: number, filter: { as?: 'submitter' | 'finisher'; status?: ProjectStatus }) =>
    ['projects', 'user', userId, filter] as const,
  /** Both dashboards: what needs the user now (bids to pay, deliveries to answer, work). */
  nextActions: (userId: number) => ['projects', 'next-actions', userId] as const,
  /** Creator dashboard: one page of the projects they submitted. */
  submittedPage: (
    userId: number,
    page: { limit: number; cursor: string | null; hasBids: boolean },
  ) => ['projects', 'user', userId, 'submitted-page', page] as const,
};
