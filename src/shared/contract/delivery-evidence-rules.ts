/**
 * Verified delivery (issue 39; docs/decisions/verified-delivery.md): the words and small rules of
 * a delivery's evidence, without Zod, for both sides.
 */

export const EVIDENCE_STATUSES = ['pending', 'ready', 'failed'] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];

/** Each way the tests or the checks can be weakened to make a delivery look done. */
export const TAMPER_FLAG_KINDS = [
  'test-deleted',
  'test-emptied',
  'tests-skipped',
  'tests-focused',
  'assertions-removed',
  'test-script-changed',
  'ci-changed',
  'coverage-lowered',
  'snapshots-rewritten',
  'not-descending',
] as const;
export type TamperFlagKind = (typeof TAMPER_FLAG_KINDS)[number];

/**
 * A branch or tag name as git allows it (git check-ref-format), never read as an option: no
 * leading "-", "/" or ".", no "..", "//", "@{", spaces, control characters or ~^:?*[\.
 */
export const REF_PATTERN =
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  /^(?![-/.])(?!.*(?:\.\.|\/\/|@\{|\.lock$|[/.]$))[^\x00-\x20~^:?*[\\\x7f]{1,200}$/;

/** Required checks (issue 39): how many an owner may name, and how long each name may be. */
export const REQUIRED_CHECK_LIMITS = { count: 20, nameLength: 100 } as const;

/** A required check's result on one delivery: a check missing from the runs is not reported. */
export const REQUIRED_CHECK_STATES = ['passing', 'failing', 'pending', 'not reported'] as const;
export type RequiredCheckState = (typeof REQUIRED_CHECK_STATES)[number];

/**
 * GitHub's results that pass and fail (docs/decisions/verified-delivery.md, "Checks"): a check
 * run's conclusion, or a commit status's state ('error'). The adapter reads runs with these too.
 */
export const PASSING_RESULTS = new Set(['success', 'neutral', 'skipped']);
export const FAILING_RESULTS = new Set([
  'failure',
  'cancelled',
  'timed_out',
  'action_required',
  'stale',
  'startup_failure',
  'error',
]);

/**
 * Each required check beside its result among the delivered commit's runs: passing only when it
 * was reported and every run of that name passed; failing if any of them failed; else pending.
 */
export function requiredCheckResults(
  required: readonly string[],
  runs: readonly { name: string; conclusion: string | null }[],
): { name: string; state: RequiredCheckState }[] {
  return required.map((name) => {
    const named = runs.filter((run) => run.name === name);
    const state: RequiredCheckState =
      named.length === 0
        ? 'not reported'
        : named.some((run) => FAILING_RESULTS.has(run.conclusion ?? ''))
          ? 'failing'
          : named.every((run) => PASSING_RESULTS.has(run.conclusion ?? ''))
            ? 'passing'
            : 'pending';
    return { name, state };
  });
}

export const EVIDENCE_MESSAGES = {
  ref: 'Enter a branch, a tag or a full 40-character commit id',
  repository: 'Enter the repository’s address (https://…)',
  notFound: 'Delivery not found',
  noRepository:
    'This delivery names no repository: the project has no code link and none was given, so nothing was read.',
  milestoneNoCode:
    'This milestone’s completion named no code (or the project has no code link), so nothing was read.',
  noBaseline:
    'The project’s starting commit could not be read from its code link, so there is nothing to compare against.',
  ourError: 'The delivery could not be read because of an error on our side. Try again later.',
  projectNotFound: 'Project not found',
  ownerOnlyChecks: 'Only the project owner can choose the required checks',
  checksClosed: 'The required checks can no longer be changed: the project is finished',
  checkName: 'Check name is required',
  checkNameLength: `Check name must be at most ${REQUIRED_CHECK_LIMITS.nameLength} characters`,
  checkNameCharacters: 'Check name must not contain control characters',
  checkCount: `Name at most ${REQUIRED_CHECK_LIMITS.count} required checks`,
  checkRepeated: 'Each required check must be named once',
  releaseNeedsChecks: 'Name at least one required check to release when the checks pass',
} as const;

/** What is wrong with one typed check name (the web's check before the server's), if anything. */
export function checkNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return EVIDENCE_MESSAGES.checkName;
  if (trimmed.length > REQUIRED_CHECK_LIMITS.nameLength) return EVIDENCE_MESSAGES.checkNameLength;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\x00-\x1f\x7f]/.test(trimmed)) return EVIDENCE_MESSAGES.checkNameCharacters;
  return undefined;
}

/** A dispute's record of the delivered code. */
export const DISPUTE_RECORD_MESSAGES = {
  disputeNotFound: 'Dispute not found',
} as const;

/** The check webhook's refusals (a client's mistake or a forgery: 400/401, nothing kept). */
export const CHECK_WEBHOOK_MESSAGES = {
  badSignature: 'Invalid webhook signature',
  malformed: 'Malformed webhook payload',
  notConfigured: 'The check webhook is not configured on this server',
} as const;
