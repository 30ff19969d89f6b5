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
} as const;
