/**
 * Saved searches (decisions.md, "Saved searches and choosing a bid"): the contract's plain part,
 * its messages, limits and small rules, without Zod. Pages import these; the form's schema in
 * ./saved-searches.ts loads with its validation, on use.
 */
import { formatCents } from '../money.js';

/** instant: an in-app notification per new match; daily, weekly: a digest mail of what is new. */
export const SAVED_SEARCH_CADENCES = ['instant', 'daily', 'weekly'] as const;
export type SavedSearchCadence = (typeof SAVED_SEARCH_CADENCES)[number];

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches one developer may keep. */
  perDeveloper: 20,
  nameMax: 80,
  textMax: 200,
  technologies: 10,
  technologyMax: 40,
} as const;

export const CADENCE_TEXT: Record<SavedSearchCadence, { label: string; description: string }> = {
  instant: {
    label: 'Instant',
    description: 'A notification in Finishline as soon as a matching project is posted.',
  },
  daily: { label: 'Daily', description: 'One email a day listing new matches, if there are any.' },
  weekly: {
    label: 'Weekly',
    description: 'One email a week listing new matches, if there are any.',
  },
};

export const SAVED_SEARCH_MESSAGES = {
  name: 'Name is required',
  nameTooLong: `Name must be at most ${SAVED_SEARCH_LIMITS.nameMax} characters`,
  text: `Search text must be at most ${SAVED_SEARCH_LIMITS.textMax} characters`,
  technologies: `Choose at most ${SAVED_SEARCH_LIMITS.technologies} technologies`,
  technology: `A technology must be 1 to ${SAVED_SEARCH_LIMITS.technologyMax} characters`,
  budget: 'Budget must be a whole number of dollars, 0 or more',
  budgetRange: 'Minimum budget must not be more than the maximum',
  cadence: `Cadence must be one of ${SAVED_SEARCH_CADENCES.join(', ')}`,
  tooMany: `You can keep at most ${SAVED_SEARCH_LIMITS.perDeveloper} saved searches. Delete one to save another.`,
  developersOnly: 'Only developers can save searches',
  notFound: 'Saved search not found',
  saved: 'Search saved',
  updated: 'Saved search updated',
  deleted: 'Saved search deleted',
  saveFailed: 'Could not save the search',
  deleteFailed: 'Could not delete the saved search',
  loadFailed: 'Could not load your saved searches',
  empty: 'No saved searches yet',
  notificationTitle: 'New project for your saved search',
} as const;

/** What a saved search looks for, as the browse page's address says it. */
export interface SavedSearchFilters {
  text: string;
  technologies: string[];
  budgetMin: number | null;
  budgetMax: number | null;
}

/** The /projects address of a saved search (Browse Projects filters by one technology). */
export function browsePathOf(filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  if (filters.text) params.set('q', filters.text);
  if (filters.technologies[0]) params.set('tech', filters.technologies[0]);
  if (filters.budgetMin !== null) params.set('budgetMin', String(filters.budgetMin));
  if (filters.budgetMax !== null) params.set('budgetMax', String(filters.budgetMax));
  const query = params.toString();
  return query ? `/projects?${query}` : '/projects';
}

/** One line saying what a saved search matches: "“react” · TypeScript · $500–$2,000". */
export function describeFilters(filters: SavedSearchFilters): string {
  const parts: string[] = [];
  if (filters.text) parts.push(`“${filters.text}”`);
  if (filters.technologies.length) parts.push(filters.technologies.join(', '));
  const dollars = (value: number) => formatCents(value * 100);
  if (filters.budgetMin !== null && filters.budgetMax !== null) {
    parts.push(`${dollars(filters.budgetMin)}–${dollars(filters.budgetMax)}`);
  } else if (filters.budgetMin !== null) parts.push(`from ${dollars(filters.budgetMin)}`);
  else if (filters.budgetMax !== null) parts.push(`up to ${dollars(filters.budgetMax)}`);
  return parts.length ? parts.join(' · ') : 'All open projects';
}
