/**
 * CSV exports from /payments (decisions.md, "Email": "both sides can export their payments as
 * CSV"; docs/decisions/payments.md, "Exports"): an owner's payments, a developer's earnings. Only
 * the signed-in user's own rows, newest first, read in keyset pages of EXPORT_PAGE rows and
 * written as they come (a stream: the whole file is never in memory), at most EXPORT_MAX_ROWS.
 * Amounts in dollars with two decimals, no currency sign (a spreadsheet sums them); dates as
 * ISO days in UTC. Fields are quoted per RFC 4180, and a field a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe (OWASP, CSV
 * injection): a project's name is anyone's text.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterCursor, encodeCursor } from '../../core/pagination.js';
import type { Queryable } from '../../db/client.js';
import { bids, milestones, payments, projects, releases, type UserRow } from '../../db/schema.js';
import { listOwnerPayments, toPaymentView } from './payment-views.js';

export const EXPORT_PAGE = 500;
/** More rows than any account here has; the file says so in its last line if it stops there. */
export const EXPORT_MAX_ROWS = 50_000;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when it holds a quote, a comma or a line break; formulas defused. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: (string | number | null)[]) =>
  `${fields.map(csvField).join(',')}\r\n`;

/** Cents as dollars with two decimals: 123456 -> "1234.56", -5 -> "-0.05". */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

const STATUS_WORDS: Record<string, string> = {
  succeeded: 'paid',
  partially_refunded: 'partly refunded',
  refunded: 'refunded',
  waiting_for_onboarding: 'waiting for payout account',
  queued: 'on its way',
  sending: 'on its way',
  sent: 'paid out',
  settled: 'clawed back',
};

const truncated = (count: number) =>
  count >= EXPORT_MAX_ROWS
    ? csvLine([`Only the newest ${EXPORT_MAX_ROWS} rows are exported.`])
    : '';

export const PAYMENTS_CSV_HEADER = [
  'Date',
  'Receipt',
  'Project',
  'Developer',
  'Status',
  'Paid (USD)',
  'Finishline fee (USD)',
  'Held (USD)',
  'Released (USD)',
  'Refunded (USD)',
  'Refund receipts',
];

/** An owner's charged payments (the same rows as their payments list), newest first. */
export async function* ownerPaymentsCsv(db: Queryable, owner: UserRow): AsyncGenerator<string> {
  yield csvLine(PAYMENTS_CSV_HEADER);
  let cursor: string | undefined;
  let count = 0;
  while (count < EXPORT_MAX_ROWS) {
    const limit = Math.min(EXPORT_PAGE, EXPORT_MAX_ROWS - count);
    // limit + 1 rows: the list's way of telling whether there is more.
    const page = await listOwnerPayments({ db, actor: owner, input: { limit, cursor } });
    const rows = page.slice(0, limit);
    if (rows.length === 0) break;
    let chunk = '';
    for (const row of rows) {
      const view = toPaymentView(row);
      const receipt = view.receipts.find((r) => r.kind === 'payment');
      chunk += csvLine([
        day(row.payment.createdAt),
        receipt?.number ?? null,
        view.projectName,
        view.developerUsername,
        STATUS_WORDS[view.status] ?? view.status,
        dollars(view.amount),
        dollars(view.platformFee),
        dollars(view.held),
        dollars(view.released),
        dollars(view.refunded),
        view.receipts
          .filter((r) => r.kind === 'refund')
          .map((r) => r.number)
          .join(' '),
      ]);
    }
    yield chunk;
    count += rows.length;
    if (page.length <= limit) break;
    const last = rows[rows.length - 1]!;
    cursor = encodeCursor({ createdAt: last.payment.createdAt, id: last.payment.id });
  }
  yield truncated(count);
}

export const EARNINGS_CSV_HEADER = [
  'Date released',
  'Project',
  'For',
  'Gross (USD)',
  'Finishline fee (USD)',
  'Clawed back (USD)',
  'Net (USD)',
  'Status',
  'Paid out on',
];

/** A developer's releases, newest first. */
export async function* developerEarningsCsv(
  db: Queryable,
  developerId: number,
): AsyncGenerator<string> {
  yield csvLine(EARNINGS_CSV_HEADER);
  let cursor: { createdAt: Date; id: number } | null = null;
  let count = 0;
  while (count < EXPORT_MAX_ROWS) {
    const limit = Math.min(EXPORT_PAGE, EXPORT_MAX_ROWS - count);
    const rows = await db
      .select({
        release: releases,
        projectName: projects.name,
        milestoneTitle: milestones.title,
      })
      .from(releases)
      .innerJoin(payments, eq(payments.id, releases.paymentId))
      .innerJoin(bids, eq(bids.id, payments.bidId))
      .innerJoin(projects, eq(projects.id, bids.projectId))
      .leftJoin(milestones, eq(milestones.id, releases.milestoneId))
      .where(
        and(
          eq(releases.developerId, developerId),
          afterCursor(releases.createdAt, releases.id, cursor),
        ),
      )
      .orderBy(desc(releases.createdAt), desc(releases.id))
      .limit(limit);
    if (rows.length === 0) break;
    let chunk = '';
    for (const { release, projectName, milestoneTitle } of rows) {
      chunk += csvLine([
        day(release.createdAt),
        projectName,
        milestoneTitle ? `Milestone: ${milestoneTitle}` : 'Delivery',
        dollars(release.gross),
        dollars(release.fee),
        // What an operator took after a lost chargeback (payments/clawback.ts) is not paid out.
        dollars(release.clawedBack),
        dollars(release.developerAmount - release.clawedBack),
        STATUS_WORDS[release.status] ?? release.status,
        release.sentAt ? day(release.sentAt) : null,
      ]);
    }
    yield chunk;
    count += rows.length;
    if (rows.length < limit) break;
    const last: typeof releases.$inferSelect = rows[rows.length - 1]!.release;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
  yield truncated(count);
}
