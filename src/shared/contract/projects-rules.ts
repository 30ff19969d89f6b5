import { LIMITS, TECH_SUGGESTIONS } from '../constants.js';
import type { ProjectAction } from '../lifecycle.js';
import type { UpdateProjectStatusInput } from './projects.js';

/**
 * Projects: the contract's plain part, its messages (the spec's words), limits and small rules,
 * without Zod. Pages import these; a form's schema in ./projects.ts loads with its validation, on
 * use (src/web/lib/lazy-zod-resolver.ts), so a page that only reads never downloads Zod.
 */

/** Messages of spec sections 5 and 8, word for word. */
export const PROJECT_MESSAGES = {
  name: `Project name must be at least ${LIMITS.projectNameMin} characters`,
  description: `Description must be at least ${LIMITS.descriptionMin} characters`,
  techStack: 'Select at least one technology',
  codeLink: 'Please enter a valid URL',
  /** Dashboard variant: toast title and text when a required field is empty. */
  missingTitle: 'Missing information',
  missing: 'Please fill in all required fields',
  /** Toast 'Authentication required' / this text. */
  signedOut: 'Please log in to submit a project',
  submittedTitle: 'Project submitted successfully',
  submitted: 'Your project is now visible to potential finishers',
  paused: 'Project paused',
  cancelled: 'Project cancelled',
} as const;

/** Server refusals not worded by the spec (docs/decisions/projects.md). */
export const PROJECT_ERRORS = {
  creatorsOnly: 'Only creators can submit projects',
  submitterMismatch: 'You can only submit a project as yourself',
  notFound: 'Project not found',
  ownerOnly: 'Only the project owner can change its status',
  cannotPause: 'Only a project that is open for bids can be paused',
  cannotReactivate: 'Only a paused project can be reactivated',
  alreadyCancelled: 'This project is already cancelled',
  completedCannotCancel: 'A completed project cannot be cancelled',
  paymentPending: 'A payment for this project is in progress, so it cannot be cancelled now',
  ownProjectsOnly: 'You can only view your own projects',
  projectDataRequired: 'projectData is required',
  projectDataInvalid: 'projectData must be a JSON object',
  tooManyTechnologies: 'Add at most 20 technologies',
  technologyTooLong: 'A technology name must be at most 40 characters',
  budget: 'Budget must be a whole number of dollars',
  timeframeTooLong: 'Timeframe must be at most 100 characters',
  nameTooLong: 'Project name must be at most 120 characters',
  descriptionTooLong: 'Description must be at most 10000 characters',
} as const;

export const MAX_TECHNOLOGIES = 20;

export const MAX_BUDGET = 100_000_000;

const SUGGESTION_SPELLING = new Map(TECH_SUGGESTIONS.map((tech) => [tech.toLowerCase(), tech]));

/**
 * Trimmed, empty entries dropped, duplicates (ignoring case) removed keeping the first spelling;
 * a known technology takes its suggestion's spelling ('react' becomes 'React') so that the
 * filter does not offer the same technology twice.
 */
export function normalizeTechnologies(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of entries) {
    const trimmed = raw.trim().replace(/\s+/g, ' ');
    const key = trimmed.toLowerCase();
    const entry = SUGGESTION_SPELLING.get(key) ?? trimmed;
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    result.push(entry);
  }
  return result;
}

/** Which life-cycle move each owner control asks for (src/shared/lifecycle.ts). */
export const STATUS_CONTROL_ACTIONS = {
  paused: 'pause',
  active: 'reactivate',
  cancelled: 'cancel',
} as const satisfies Record<UpdateProjectStatusInput['status'], ProjectAction>;
