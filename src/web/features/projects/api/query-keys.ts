/**
 * Every projects query lives under `['projects', ...]`, so one invalidation after a change
 * (submit, pause, cancel) refreshes lists, filters, pages and the home page's featured cards.
 */
export const projectKeys = {
  all: ['projects'] as const,
  list: (filters: { q: string; tech: string }) => ['projects', 'list', filters] as const,
  technologies: ['projects', 'technologies'] as const,
  detail: (id: number) => ['projects', 'detail', id] as const,
  user: (userId: number, filters: { as?: 'submitter' | 'finisher'; status?: string }) =>
    ['projects', 'user', userId, filters] as const,
};
