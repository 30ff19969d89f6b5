/**
 * Disputes over held money (decisions.md, Held money): the reasons, the limits and the words of
 * the API's refusals, shared with the web without Zod.
 */
import { developerShare, moneyWriter } from '../money.js';

export const DISPUTE_REASONS = [
  'not_delivered',
  'not_as_agreed',
  'unresponsive',
  'cancelled',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** What a dispute's record holds, oldest first (the database checks the same list). */
export const DISPUTE_EVENT_KINDS = [
  'proposal',
  'counter',
  'message',
  'evidence',
  'acceptance',
  'escalation',
  'reminder',
  'expiry',
  'decision',
  'ended',
] as const;

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_delivered: 'The work was not delivered',
  not_as_agreed: 'The work is not what was agreed',
  unresponsive: 'The other side stopped answering',
  cancelled: 'The owner cancelled the project',
  other: 'Something else',
};

export const DISPUTE_LIMITS = {
  messageMin: 20,
  messageMax: 5000,
  links: 5,
  linkMax: 2000,
  /** Evidence files per dispute, each an image or a PDF of at most 5 MB (told by its bytes). */
  files: 5,
  fileMaxBytes: 5 * 1024 * 1024,
  /** The dashboards' list of one's open disputes. */
  openListMax: 20,
  /** A project's disputes (one open at a time; the closed ones before it), newest first. */
  projectListMax: 50,
} as const;

/** Default for DISPUTE_RESPONSE_DAYS: how long a standing proposal waits for its answer. */
export const DEFAULT_DISPUTE_RESPONSE_DAYS = 5;

export const DISPUTE_MESSAGES = {
  notFound: 'Dispute not found',
  projectNotFound: 'Project not found',
  notParty: 'Only the project owner or its developer can open a dispute',
  notPaid: 'Only a paid project that still holds money can be disputed',
  nothingHeld: 'Nothing is held for this project any more',
  alreadyOpen: 'This project already has an open dispute',
  proposedRelease: 'Propose an amount between $0 and what is held',
  message: `Please explain in at least ${DISPUTE_LIMITS.messageMin} characters`,
  messageTooLong: `Please keep it under ${DISPUTE_LIMITS.messageMax} characters`,
  reason: 'Please choose a reason',
  link: 'Evidence links must be http(s) addresses',
  tooManyLinks: `At most ${DISPUTE_LIMITS.links} links`,
  ownProposal: 'This is your own proposal: the other side answers it',
  notWaiting: 'This dispute is closed',
  escalated: 'An operator is deciding this dispute',
  alreadyEscalated: 'This dispute is already with an operator',
  tooManyFiles: `At most ${DISPUTE_LIMITS.files} files per dispute`,
  fileType: 'Evidence files must be an image (PNG, JPEG, GIF, WebP) or a PDF',
  fileMissing: 'Choose a file to add',
  frozen: 'A card chargeback on this payment is open: its money is frozen until it closes',
  milestoneDisputed: 'A dispute is open on this project: releases wait until it is settled',
  decisionReason: 'Write the reason both parties will see (at least 20 characters)',
} as const;

/** What an evidence file may be; the server tells it by its first bytes (features/disputes/evidence.ts). */
export const EVIDENCE_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;

/** The `accept` of the evidence file input. */
export const EVIDENCE_INPUT_ACCEPT = EVIDENCE_FILE_TYPES.join(',');

/**
 * Why the browser refuses an evidence file before sending it, or null: the declared type, the size
 * and the dispute's count, in the server's words (which also checks the bytes, so a renamed file
 * is still refused there). `tooLarge` is the upload limit's message (uploads-rules.ts).
 */
export function evidenceFileProblem(
  file: { type: string; size: number } | undefined,
  filesSoFar: number,
  tooLarge: string,
): string | null {
  if (filesSoFar >= DISPUTE_LIMITS.files) return DISPUTE_MESSAGES.tooManyFiles;
  if (!file) return DISPUTE_MESSAGES.fileMissing;
  if (!(EVIDENCE_FILE_TYPES as readonly string[]).includes(file.type)) {
    return DISPUTE_MESSAGES.fileType;
  }
  if (file.size > DISPUTE_LIMITS.fileMaxBytes) return tooLarge;
  return null;
}

/** The figures of a dispute's payment that a proposal's split depends on. */
export interface DisputedMoney {
  held: number;
  amount: number;
  developerAmount: number;
  releasedBefore: { gross: number; developer: number };
}

/**
 * Cents → what each side gets: the developer's share after the 10% fee, as the release will book
 * it (developerShare, rounded on the payment's running total), and the owner's refund.
 */
export function proposalSplit(release: number, money: DisputedMoney) {
  const developerGets = developerShare({
    gross: release,
    releasedBefore: money.releasedBefore.gross,
    developerBefore: money.releasedBefore.developer,
    amount: money.amount,
    developerAmount: money.developerAmount,
  });
  return { release, developerGets, fee: release - developerGets, ownerGets: money.held - release };
}

/** A dollar amount as typed ("600", "600.5", "1,200.00") → cents, or null when it is not one. */
export function dollarsToCents(typed: string): number | null {
  const plain = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long before a standing proposal's deadline both sides are reminded (decisions.md, Held
 * money): two days, or one day when the window is two days or shorter; with a window under a
 * day (tests use seconds), half of it.
 */
export function reminderLeadMs(windowMs: number): number {
  if (windowMs > 2 * DAY_MS) return 2 * DAY_MS;
  if (windowMs > DAY_MS) return DAY_MS;
  return windowMs / 2;
}

export const daysToMs = (days: number) => Math.round(days * DAY_MS);

/** "$600 of the $1,350 held" (a proposal's words in notifications), as one view of money. */
export function proposedReleaseWords(release: number, held: number): string {
  const money = moneyWriter([release, held]);
  return `${money(release)} of the ${money(held)} held`;
}
