import type { ProjectStatus } from '@shared/constants.js';

/** Statuses in which a project takes bids and lets its owner accept one (spec 4: both read 'Open for Bids'). */
export const OPEN_FOR_BIDS = ['open', 'active'] as const satisfies readonly ProjectStatus[];

export function acceptsBids(status: string): boolean {
  return (OPEN_FOR_BIDS as readonly string[]).includes(status);
}
