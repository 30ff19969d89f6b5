/**
 * The whole database schema (spec section 3 plus what decisions.md adds). One file so that
 * drizzle-kit generates one migration history; features own the queries, not the tables.
 */
import { sql } from 'drizzle-orm';
import {
  BID_LIFECYCLE,
  CHARGEBACK_LIFECYCLE,
  DELIVERY_LIFECYCLE,
  DISPUTE_LIFECYCLE,
  DISPUTES_AWAITING_ANSWER,
  LIVE_PAYMENT_STATUSES,
  OPEN_DISPUTE_STATES,
  MILESTONE_LIFECYCLE,
  OPEN_FOR_BIDS,
  PAYMENT_LIFECYCLE,
  PROJECT_LIFECYCLE,
  REFUND_LIFECYCLE,
  RELEASE_LIFECYCLE,
  type Lifecycle,
} from '@shared/lifecycle.js';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DISPUTE_EVENT_KINDS, DISPUTE_REASONS } from '@shared/contract/disputes-rules.js';
import { SAVED_SEARCH_CADENCES } from '@shared/contract/saved-searches-rules.js';
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '@shared/contract/safety-rules.js';
import { statusList } from './status-list.js';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
/**
 * To the millisecond, as a JavaScript Date holds it: list cursors carry a row's time as a Date, so
 * a time finer than that would not find its own row again, and rows written in the same
 * millisecond as a page's last one would be skipped (migration 0008).
 */
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
/** PostgreSQL full-text document; only the database reads it (search), the app never selects it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A parsed full-text query; only the database reads it (saved searches' matching). */
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });
/** Raw bytes (PGlite reads them as Uint8Array, node-postgres as Buffer: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A status column typed, defaulted and checked from its life-cycle table (src/shared/lifecycle.ts). */
const statusColumn = <S extends string>(lifecycle: Lifecycle<S, string>) =>
  text({ enum: lifecycle.statuses }).notNull().default(lifecycle.initial);
const statusCheck = <S extends string>(
  name: string,
  column: AnyPgColumn,
  lifecycle: Lifecycle<S, string>,
) => check(name, sql`${column} in (${statusList(lifecycle.statuses)})`);

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text().notNull().default('creator'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeConnectId: text('stripe_connect_id'),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    avatarUrl: text('avatar_url'),
    bio: text(),
    location: text(),
    website: text(),
    githubUrl: text('github_url'),
    linkedinUrl: text('linkedin_url'),
    twitterUrl: text('twitter_url'),
    skills: textList('skills'),
    hourlyRate: integer('hourly_rate'),
    yearsOfExperience: integer('years_of_experience'),
    languages: textList('languages'),
    frameworks: textList('frameworks'),
    githubProjects: textList('github_projects'),
    available: boolean().notNull().default(true),
    // The average of the reviews this user received, to one decimal; null without any. Kept by
    // the database (triggers on reviews, migration 0007).
    rating: numeric({ precision: 2, scale: 1 }),
    // The user has paid for a project at least once (docs/decisions/projects.md): set by the
    // payment's confirmation, never unset; shown on their projects' cards (migration 0011).
    hasPaid: boolean('has_paid').notNull().default(false),
    // Runs the marketplace (decisions.md, Operators): granted and revoked only by
    // `npm run operator`, never by registration or the profile (docs/decisions/operators.md).
    isOperator: boolean('is_operator').notNull().default(false),
    // Suspended by an operator: signed out everywhere, sign-in refused with the reason, public
    // profile and open projects hidden, pending bids out of every list, money waits.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    // An operator holds this developer's payouts: releases stay queued until released again.
    payoutsHeldAt: timestamp('payouts_held_at', { withTimezone: true }),
    // Closed by its holder or an operator (docs/decisions/your-data.md): anonymized, signed in
    // nowhere, no public profile; kept only for what others and the ledger still point at.
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Ada" and "ada" are the same person to a reader. Closed
    // accounts all read "a closed account" (a name no one can register: it has spaces).
    uniqueIndex('users_username_lower_key')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.closedAt} is null`),
    uniqueIndex('users_email_key').on(t.email),
    check('users_role_check', sql`${t.role} in ('creator', 'developer')`),
    check('users_hourly_rate_check', sql`${t.hourlyRate} is null or ${t.hourlyRate} >= 0`),
    check('users_years_check', sql`${t.yearsOfExperience} is null or ${t.yearsOfExperience} >= 0`),
    // The developer directory lists developers newest first.
    index('users_role_created_idx').on(t.role, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Every operator action (decisions.md, Operators): appended in the same transaction as the change
 * it records; the database refuses UPDATE and DELETE on it (trigger audit_log_append_only).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    // null: the server's command line (`npm run operator -- grant`).
    operatorId: integer('operator_id').references(() => users.id),
    action: text().notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    address: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('audit_log_reason_check', sql`length(btrim(${t.reason})) > 0`),
    // NULLS FIRST: the order of `ORDER BY created_at DESC, id DESC` exactly (projects_submitter_idx).
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_operator_idx').on(
      t.operatorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_target_idx').on(
      t.targetType,
      t.targetId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** Server-side sessions: the cookie holds a random token, the table holds its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // A sign-in that passed the password and waits for the second factor
    // (docs/decisions/operators.md, "Two-factor sign-in"): no route but the code step accepts it.
    pendingSecondFactor: boolean('pending_second_factor').notNull().default(false),
    // When this session passed the second factor; null when it did not (operator routes ask).
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Two-factor sign-in (docs/decisions/operators.md, "Two-factor sign-in"): a user's TOTP secret,
 * encrypted with a key derived from SESSION_SECRET so that a copy of the database alone gives no
 * second factor. A row without `enabled_at` is a setup not yet confirmed with a first code.
 * `last_used_step` is the time step of the last code accepted: a code is never accepted twice.
 */
export const twoFactorCredentials = pgTable('two_factor_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  encryptedSecret: text('encrypted_secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** The one-time recovery codes of two-factor sign-in, as keyed hashes (HMAC-SHA-256). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/**
 * Password reset links (docs/decisions/accounts-and-operations.md). Only the SHA-256 of the
 * emailed token is stored, so a read of this table cannot reset anyone's password. A link works
 * until `expires_at`, and once: using it deletes the row (and the user's other links).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * Mail kept instead of sent when no SMTP server is configured, so the flows that mail work
 * offline; outside production /dev/outbox shows it. Never written when SMTP_URL is set.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text().notNull(),
    bodyText: text('body_text').notNull(),
    /** The HTML part; null for a mail without one (and mail kept before migration 0013). */
    bodyHtml: text('body_html'),
    /** Extra headers the mail was sent with (List-Unsubscribe on activity mail), or null. */
    headers: jsonb().$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull(),
    techStack: textList('tech_stack'),
    codeLink: text('code_link'),
    imageUrl: text('image_url'),
    thumbnailUrl: text('thumbnail_url'),
    status: statusColumn(PROJECT_LIFECYCLE),
    submitterId: integer('submitter_id')
      .notNull()
      .references(() => users.id),
    finisherId: integer('finisher_id').references(() => users.id),
    timeframe: text(),
    budget: integer(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Hidden by an operator (decisions.md, Operators), with the reason its owner sees: out of
    // browsing and search (no card), a 404 to everyone but its owner and its developer.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    // How many bids the project has, kept by the database (triggers on bids, migration 0007).
    bidCount: integer('bid_count').notNull().default(0),
    // Name and technologies weigh more than the description in ranking (ts_rank). A generated
    // column needs an immutable expression; array_to_string is only stable, so the migration
    // defines the immutable wrapper finishline_text_list (docs/decisions/projects.md).
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, finishline_text_list(tech_stack)), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')`,
    ),
    // The name and technologies alone, without the description: search ranks the newest matches
    // of its words here beside the newest matches anywhere, so that a project named by the words
    // is ranked however many newer ones mention them (docs/decisions/search.md). Stored, not an
    // expression index: the older windows' bitmaps are lossy (BRIN), and rechecking a row cost
    // parsing its name again (26 of a search's 37 ms at 100,000 projects).
    titleVector: tsvector('title_vector').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, coalesce(name, '') || ' ' || finishline_text_list(tech_stack))`,
    ),
  },
  (t) => [
    statusCheck('projects_status_check', t.status, PROJECT_LIFECYCLE),
    check('projects_budget_check', sql`${t.budget} is null or ${t.budget} >= 0`),
    // NULLS FIRST matches `ORDER BY created_at DESC, id DESC` exactly (DESC defaults to NULLS
    // FIRST); an index declared NULLS LAST cannot supply that order and the planner would sort.
    index('projects_submitter_idx').on(
      t.submitterId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('projects_finisher_idx').on(
      t.finisherId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A search with a technology (the list pages filter the cards' own).
    index('projects_tech_stack_idx').using('gin', t.techStack),
    index('projects_search_idx').using('gin', t.searchVector),
    index('projects_title_search_idx').using('gin', t.titleVector),
    // Search's older id windows (docs/decisions/search.md), written `id + 0` so that only this
    // index and the GIN ones serve them (the primary key's range scan read every project of a
    // window whose words the planner overestimated): a few pages of ranges of ids, where the
    // primary key's bitmap of 90,000 ids read 250. Projects are written in id order, so each
    // range of pages holds a narrow range of ids; the heap rechecks them.
    index('projects_id_ranges_idx').using('brin', sql`(${t.id} + 0)`),
  ],
);

/**
 * What list pages read of a project, and only that: its card (its ProjectView as the API sends
 * it, JSON text) and what pages are filtered and ordered by. Written by the database from the
 * project's row on every change to it, its bid count, its owner's name or rating (trigger
 * projects_card, migrations 0007 and 0009; docs/decisions/performance.md). Apart from the wide
 * project rows (description, search document), so that pages read a table that stays in memory.
 */
export const projectCards = pgTable(
  'project_cards',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text({ enum: PROJECT_LIFECYCLE.statuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    submitterId: integer('submitter_id').notNull(),
    techStack: textList('tech_stack'),
    cardJson: text('card_json').notNull(),
  },
  (t) => [
    // Browsing (open and active, newest first) walks this index and stops after one page.
    index('project_cards_listed_idx')
      .on(t.createdAt.desc().nullsFirst(), t.projectId.desc().nullsFirst())
      .where(sql`${t.status} in (${statusList(OPEN_FOR_BIDS)})`),
    // NULLS FIRST matches `ORDER BY created_at DESC, id DESC` exactly (DESC defaults to NULLS
    // FIRST); an index declared NULLS LAST cannot supply that order and the planner would sort.
    index('project_cards_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.projectId.desc().nullsFirst(),
    ),
    index('project_cards_tech_stack_idx').using('gin', t.techStack),
    // Best match: the cards sharing a technology with a developer's skills, ignoring case
    // (finishline_lower_list, an immutable lower() of each entry; docs/decisions/discovery.md).
    index('project_cards_tech_lower_idx').using('gin', sql`finishline_lower_list(${t.techStack})`),
    // Best match's older id windows, as projects_id_ranges_idx serves search's.
    index('project_cards_id_ranges_idx').using('brin', sql`(${t.projectId} + 0)`),
  ],
);

export const bids = pgTable(
  'bids',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    finisherId: integer('finisher_id')
      .notNull()
      .references(() => users.id),
    amount: integer().notNull(),
    timeline: integer().notNull(),
    message: text().notNull(),
    status: statusColumn(BID_LIFECYCLE),
    paymentIntentId: text('payment_intent_id'),
    /** The owner's private mark on a bid they are weighing (the bid table's Shortlisted tab). */
    shortlisted: boolean().notNull().default(false),
    /** Why the owner declined the bid, told to the developer (null: not declined, or no reason). */
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bids_project_finisher_key').on(t.projectId, t.finisherId),
    check('bids_amount_check', sql`${t.amount} > 0`),
    check('bids_timeline_check', sql`${t.timeline} > 0`),
    statusCheck('bids_status_check', t.status, BID_LIFECYCLE),
    index('bids_project_created_idx').on(t.projectId, t.createdAt.desc()),
    index('bids_finisher_created_idx').on(t.finisherId, t.createdAt.desc()),
  ],
);

/**
 * An owner's invitation to a developer to bid on an open project (decisions.md, Saved searches
 * and choosing a bid): one per developer and project.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    developerId: integer('developer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_project_developer_key').on(t.projectId, t.developerId),
    index('invitations_developer_created_idx').on(t.developerId, t.createdAt.desc(), t.id.desc()),
  ],
);
export type InvitationRow = typeof invitations.$inferSelect;

/**
 * Money in integer cents: amount = platformFee + developerAmount (decisions.md, Money; money.md).
 * These three never change after the payment is created.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    bidId: integer('bid_id')
      .notNull()
      .references(() => bids.id),
    amount: integer().notNull(),
    platformFee: integer('platform_fee').notNull(),
    developerAmount: integer('developer_amount').notNull(),
    /** 'sandbox' or 'stripe': the provider that holds the checkout and the charge. */
    provider: text().notNull(),
    paymentIntentId: text('payment_intent_id'),
    /** The charge the transfers are tied to (Stripe's source_transaction). */
    chargeId: text('charge_id'),
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }),
    /**
     * When to ask the provider about a checkout still pending, in case its event was lost
     * (features/payments/reconcile-payments.ts): set with the checkout, pushed back each time.
     */
    reconcileAt: timestamp('reconcile_at', { withTimezone: true }),
    status: statusColumn(PAYMENT_LIFECYCLE),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amount} > 0`),
    check(
      'payments_split_check',
      sql`${t.platformFee} >= 0 and ${t.developerAmount} >= 0 and ${t.amount} = ${t.platformFee} + ${t.developerAmount}`,
    ),
    statusCheck('payments_status_check', t.status, PAYMENT_LIFECYCLE),
    index('payments_bid_idx').on(t.bidId),
    uniqueIndex('payments_checkout_session_key').on(t.checkoutSessionId),
    // The reconciler's queue: only pending payments, soonest first.
    index('payments_reconcile_idx')
      .on(t.reconcileAt)
      .where(sql`${t.status} = 'pending'`),
    // At most one live payment per bid (money.md): a double click can never make two charges.
    uniqueIndex('payments_one_live_per_bid_key')
      .on(t.bidId)
      .where(sql`${t.status} in (${statusList(LIVE_PAYMENT_STATUSES)})`),
  ],
);

/** Shared by releases and refunds: the provider call a worker makes, retried with the same key. */
const providerWork = () => ({
  attempts: integer().notNull().default(0),
  lastError: text('last_error'),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * Held money released to a developer (money.md): the gross taken from the escrow, the
 * developer's share and the platform's fee. Sent as one transfer, keyed `transfer-{id}`.
 */
export const releases = pgTable(
  'releases',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    developerId: integer('developer_id')
      .notNull()
      .references(() => users.id),
    /** The milestone this release pays, or null for the release at delivery approval. */
    milestoneId: integer('milestone_id').references((): AnyPgColumn => milestones.id),
    gross: integer().notNull(),
    developerAmount: integer('developer_amount').notNull(),
    fee: integer().notNull(),
    /**
     * Cents taken back from the developer's share by operators' clawbacks after lost chargebacks
     * (money.md; clawbacks below): the transfer sends `developer_amount − clawed_back`.
     */
    clawedBack: integer('clawed_back').notNull().default(0),
    status: statusColumn(RELEASE_LIFECYCLE),
    transferId: text('transfer_id'),
    ...providerWork(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'releases_split_check',
      sql`${t.gross} > 0 and ${t.developerAmount} >= 0 and ${t.fee} >= 0 and ${t.gross} = ${t.developerAmount} + ${t.fee}`,
    ),
    check('releases_clawed_back_check', sql`${t.clawedBack} between 0 and ${t.developerAmount}`),
    statusCheck('releases_status_check', t.status, RELEASE_LIFECYCLE),
    uniqueIndex('releases_transfer_key').on(t.transferId),
    uniqueIndex('releases_milestone_key').on(t.milestoneId),
    index('releases_payment_idx').on(t.paymentId),
    index('releases_developer_idx').on(t.developerId, t.createdAt.desc(), t.id.desc()),
    // The money worker's queue: rows it may claim (money-worker.ts).
    index('releases_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in (${statusList(RELEASE_LIFECYCLE.transitions.claim.from)})`),
  ],
);

/** Money returned to the owner when a paid project is cancelled; sent keyed `refund-{id}`. */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer().notNull(),
    status: statusColumn(REFUND_LIFECYCLE),
    providerRefundId: text('provider_refund_id'),
    ...providerWork(),
    createdAt: createdAt(),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount} > 0`),
    statusCheck('refunds_status_check', t.status, REFUND_LIFECYCLE),
    uniqueIndex('refunds_provider_key').on(t.providerRefundId),
    index('refunds_payment_idx').on(t.paymentId),
    // The money worker's queue: rows it may claim (money-worker.ts).
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in (${statusList(REFUND_LIFECYCLE.transitions.claim.from)})`),
  ],
);

/**
 * Numbered receipts (decisions.md, "Email"; docs/decisions/payments.md, "Receipts"): one per
 * charged payment and one per refund sent, issued in the transaction that confirms it. Numbers
 * are `FL-{year}-{sequence}`, the sequence gap-free per year (receipt_counters, whose row for the
 * year each issuing transaction locks and bumps, so a rolled-back transaction gives its number
 * back). `payer_id` is whom the receipt is for: the project's owner.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    number: text().notNull(),
    year: integer().notNull(),
    sequence: integer().notNull(),
    kind: text({ enum: ['payment', 'refund'] }).notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    refundId: integer('refund_id').references(() => refunds.id),
    payerId: integer('payer_id')
      .notNull()
      .references(() => users.id),
    /** What was paid or refunded, and Finishline's fee in it (a refund: what was kept), cents. */
    amount: integer().notNull(),
    fee: integer().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('receipts_kind_check', sql`${t.kind} in ('payment', 'refund')`),
    check('receipts_refund_check', sql`(${t.kind} = 'refund') = (${t.refundId} is not null)`),
    check('receipts_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    uniqueIndex('receipts_number_key').on(t.number),
    uniqueIndex('receipts_year_sequence_key').on(t.year, t.sequence),
    // One receipt per payment and one per refund, ever.
    uniqueIndex('receipts_payment_key')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'payment'`),
    uniqueIndex('receipts_refund_key').on(t.refundId),
    index('receipts_payment_idx').on(t.paymentId),
    index('receipts_payer_idx').on(t.payerId, t.issuedAt.desc(), t.id.desc()),
  ],
);

/** The last receipt sequence issued in each year (receipts). */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer().primaryKey(),
  last: integer().notNull(),
});

/**
 * The double-entry ledger (money.md): every movement is a transaction whose entries sum to zero,
 * written in the same database transaction as the change it records. Balances are sums of
 * entries; nothing here is updated after it is written. `reference` names the cause
 * (`payment:12`, `release:4`, `refund:2`) and is unique per kind, so a movement is never
 * recorded twice.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    kind: text({
      enum: ['charge', 'release', 'transfer', 'refund', 'chargeback', 'reinstatement', 'clawback'],
    }).notNull(),
    reference: text().notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_transactions_kind_check',
      sql`${t.kind} in ('charge', 'release', 'transfer', 'refund', 'chargeback', 'reinstatement', 'clawback')`,
    ),
    uniqueIndex('ledger_transactions_reference_key').on(t.kind, t.reference),
    index('ledger_transactions_payment_idx').on(t.paymentId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text().notNull(),
    amount: integer().notNull(),
  },
  (t) => [
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.account),
  ],
);

/**
 * The built-in sandbox payment provider's own objects (checkout sessions, accounts, transfers,
 * refunds), kept in the database so they survive restarts and every instance sees them. Only the
 * sandbox provider reads or writes this table.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    /** Idempotency key of the request that created it: the same key returns the same object. */
    idempotencyKey: text('idempotency_key'),
    data: jsonb().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_objects_idempotency_key').on(t.kind, t.idempotencyKey)],
);

export const conversationChannels = pgTable(
  'conversation_channels',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    developerId: integer('developer_id')
      .notNull()
      .references(() => users.id),
    bidId: integer('bid_id').references(() => bids.id),
    status: text().notNull().default('active'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Each participant archives for themselves (the Archived tab); a new message un-archives. */
    creatorArchivedAt: timestamp('creator_archived_at', { withTimezone: true }),
    developerArchivedAt: timestamp('developer_archived_at', { withTimezone: true }),
    /** The newest message's time (or the creation time): channel lists are ordered by it. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channels_bid_key').on(t.bidId),
    check('channels_status_check', sql`${t.status} in ('active', 'archived', 'closed')`),
    check('channels_participants_check', sql`${t.creatorId} <> ${t.developerId}`),
    index('channels_creator_idx').on(t.creatorId, t.lastMessageAt.desc(), t.id.desc()),
    index('channels_developer_idx').on(t.developerId, t.lastMessageAt.desc(), t.id.desc()),
  ],
);

export const conversationThreads = pgTable(
  'conversation_threads',
  {
    id: id(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => conversationChannels.id, { onDelete: 'cascade' }),
    type: text().notNull().default('general'),
    title: text().notNull(),
    status: text().notNull().default('open'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('threads_status_check', sql`${t.status} in ('open', 'closed')`),
    index('threads_channel_idx').on(t.channelId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    content: text().notNull(),
    attachments: jsonb().notNull().default([]),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_content_check', sql`length(btrim(${t.content})) > 0`),
    check('messages_content_length_check', sql`length(${t.content}) <= 5000`),
    index('messages_thread_created_idx').on(t.threadId, t.createdAt.desc(), t.id.desc()),
    // Unread counts read only the few unread messages of a thread.
    index('messages_unread_idx')
      .on(t.threadId, t.senderId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A paid project's work in steps (issue 12). Amounts are whole dollars, like bids; their sum never
 * exceeds the bid (checked under the project's row lock). A completed milestone the owner leaves
 * unanswered until `autoApproveAt` is approved automatically.
 */
export const milestones = pgTable(
  'milestones',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    amount: integer().notNull(),
    status: statusColumn(MILESTONE_LIFECYCLE),
    dueDate: date('due_date'),
    /** The owner's note when they sent it back. */
    changesNote: text('changes_note'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    autoApproveAt: timestamp('auto_approve_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    approvedAutomatically: boolean('approved_automatically').notNull().default(false),
    /**
     * The code its latest completion named (issue 39), as a delivery names it: the repository
     * (the project's code link by default, or a fork) and the branch, tag or commit (null: its
     * HEAD); null repository: the completion named no code. Read by features/delivery-evidence.
     */
    repository: text(),
    ref: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('milestones_amount_check', sql`${t.amount} > 0`),
    statusCheck('milestones_status_check', t.status, MILESTONE_LIFECYCLE),
    index('milestones_project_idx').on(t.projectId, t.createdAt),
    index('milestones_auto_approve_idx')
      .on(t.autoApproveAt)
      .where(sql`${t.status} = 'completed'`),
  ],
);

/** The developer's delivery of a paid project; at most one awaits an answer at a time. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    developerId: integer('developer_id')
      .notNull()
      .references(() => users.id),
    message: text().notNull(),
    link: text(),
    /**
     * The repository delivered from (the project's code link by default, or the developer's
     * fork) and the branch, tag or commit named (null: its HEAD); null repository: no code was
     * named (the project has no code link). Read by features/delivery-evidence.
     */
    repository: text(),
    ref: text(),
    status: statusColumn(DELIVERY_LIFECYCLE),
    changesNote: text('changes_note'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    autoApproveAt: timestamp('auto_approve_at', { withTimezone: true }).notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    approvedAutomatically: boolean('approved_automatically').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck('deliveries_status_check', t.status, DELIVERY_LIFECYCLE),
    check('deliveries_message_check', sql`length(btrim(${t.message})) > 0`),
    uniqueIndex('deliveries_one_open_key')
      .on(t.projectId)
      .where(sql`${t.status} = 'submitted'`),
    index('deliveries_project_idx').on(t.projectId, t.createdAt.desc()),
    index('deliveries_auto_approve_idx')
      .on(t.autoApproveAt)
      .where(sql`${t.status} = 'submitted'`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull().default('notification'),
    title: text().notNull(),
    content: text().notNull(),
    relatedId: integer('related_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'notifications_type_check',
      sql`${t.type} in ('notification', 'message', 'milestone', 'milestone_completed', 'milestone_approved', 'bid', 'project', 'dispute')`,
    ),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
  ],
);

/** One review per side per completed project (decisions.md, Milestones, completion, reviews). */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id),
    revieweeId: integer('reviewee_id')
      .notNull()
      .references(() => users.id),
    rating: integer().notNull(),
    comment: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_project_reviewer_key').on(t.projectId, t.reviewerId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_not_self_check', sql`${t.reviewerId} <> ${t.revieweeId}`),
    index('reviews_reviewee_idx').on(t.revieweeId, t.createdAt.desc()),
  ],
);

/** Every provider webhook event, stored before it is acted on; the unique key makes replays no-ops. */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: id(),
    provider: text().notNull(),
    externalId: text('external_id').notNull(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('provider_events_external_key').on(t.provider, t.externalId)],
);

/**
 * What the marketplace announced, kept for a day so that an instance whose listening connection
 * dropped can catch up on what it missed (core/events). The notification rows are the durable
 * record; this is a short-lived outbox.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('events_created_idx').on(t.createdAt)],
);

/**
 * A dispute over what a paid project still holds (decisions.md, Held money; DISPUTE_LIFECYCLE).
 * The standing proposal is `proposedRelease` cents to the developer, made by `proposedBy`; the
 * other side answers it before `deadline` or it executes. At most one open dispute per project.
 * Once closed, `release` is what was released of what was held (`held`), and `resolvedBy` says how.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    developerId: integer('developer_id')
      .notNull()
      .references(() => users.id),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => users.id),
    reason: text({ enum: DISPUTE_REASONS }).notNull(),
    state: statusColumn(DISPUTE_LIFECYCLE),
    /** What the project held when the dispute opened: proposals range over 0..held. */
    held: integer().notNull(),
    proposedRelease: integer('proposed_release').notNull(),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => users.id),
    /** When the standing proposal executes unanswered; null while escalated or once closed. */
    deadline: timestamp({ withTimezone: true, precision: 3 }),
    remindAt: timestamp('remind_at', { withTimezone: true, precision: 3 }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true, precision: 3 }),
    /** Cents released to the developer when it closed (the rest was refunded). */
    release: integer(),
    /** The operator's written reason (decided), shown to both parties. */
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('disputes_state_check', t.state, DISPUTE_LIFECYCLE),
    check(
      'disputes_amounts_check',
      sql`${t.held} > 0 and ${t.proposedRelease} between 0 and ${t.held} and (${t.release} is null or ${t.release} between 0 and ${t.held})`,
    ),
    check('disputes_reason_check', sql`${t.reason} in (${statusList(DISPUTE_REASONS)})`),
    // decisions.md: at most one open dispute per project.
    uniqueIndex('disputes_one_open_key')
      .on(t.projectId)
      .where(sql`${t.state} in (${statusList(OPEN_DISPUTE_STATES)})`),
    index('disputes_project_idx').on(t.projectId, t.createdAt.desc()),
    index('disputes_owner_idx').on(t.ownerId),
    index('disputes_developer_idx').on(t.developerId),
    // The deadline sweep's queue: open disputes by deadline.
    index('disputes_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.state} in (${statusList(DISPUTES_AWAITING_ANSWER)})`),
  ],
);

/** A dispute's record, oldest first: proposals, counters, messages, evidence, answers. */
export const disputeEvents = pgTable(
  'dispute_events',
  {
    id: id(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    /** Who acted; null for the deadline (silence). */
    actorId: integer('actor_id').references(() => users.id),
    kind: text({ enum: DISPUTE_EVENT_KINDS }).notNull(),
    proposedRelease: integer('proposed_release'),
    message: text(),
    /** Evidence: a link, or a file of dispute_files. */
    link: text(),
    fileId: integer('file_id').references((): AnyPgColumn => disputeFiles.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('dispute_events_kind_check', sql`${t.kind} in (${statusList(DISPUTE_EVENT_KINDS)})`),
    index('dispute_events_dispute_idx').on(t.disputeId, t.id),
  ],
);

/**
 * Evidence files (an image or a PDF, told by their bytes, at most 5 of 5 MB per dispute), kept in
 * the database: only the two parties (and operators) may read them, never a public URL.
 */
export const disputeFiles = pgTable(
  'dispute_files',
  {
    id: id(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    filename: text().notNull(),
    contentType: text('content_type').notNull(),
    size: integer().notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('dispute_files_size_check', sql`${t.size} > 0 and ${t.size} <= 5242880`),
    index('dispute_files_dispute_idx').on(t.disputeId),
  ],
);

/**
 * A card chargeback on a payment (money.md, chargebacks): opened by the provider's
 * `charge.dispute.created`; while `open` the project's held money and unsent releases are frozen.
 * `withdrawn`/`fee` are what the card network took (`funds_withdrawn`), `heldTaken` how much of it
 * came out of the escrow; `reinstated` once the money came back (`funds_reinstated`).
 */
export const chargebacks = pgTable(
  'chargebacks',
  {
    id: id(),
    provider: text().notNull(),
    /** The provider's dispute id (Stripe `du_…`). */
    externalId: text('external_id').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    status: statusColumn(CHARGEBACK_LIFECYCLE),
    amount: integer().notNull(),
    reason: text(),
    withdrawn: integer().notNull().default(0),
    fee: integer().notNull().default(0),
    heldTaken: integer('held_taken').notNull().default(0),
    reinstated: integer().notNull().default(0),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    statusCheck('chargebacks_status_check', t.status, CHARGEBACK_LIFECYCLE),
    check(
      'chargebacks_amounts_check',
      sql`${t.amount} >= 0 and ${t.withdrawn} >= 0 and ${t.fee} >= 0 and ${t.heldTaken} between 0 and ${t.withdrawn} and ${t.reinstated} between 0 and ${t.withdrawn}`,
    ),
    uniqueIndex('chargebacks_external_key').on(t.provider, t.externalId),
    index('chargebacks_project_idx')
      .on(t.projectId)
      .where(sql`${t.status} = 'open'`),
    // A payment's chargebacks: its held money and the payment views read them per row.
    index('chargebacks_payment_idx').on(t.paymentId),
  ],
);

/**
 * An operator's clawback of `amount` cents from a developer's unsent releases after a lost
 * chargeback (money.md: developer payable −C, platform:losses +C; docs/decisions/operators.md).
 * The cents are taken from the releases oldest first (`releases.clawed_back`); a repeated request
 * with the same `idempotency_key` finds this row and claws nothing more.
 */
export const clawbacks = pgTable(
  'clawbacks',
  {
    id: id(),
    chargebackId: integer('chargeback_id')
      .notNull()
      .references(() => chargebacks.id),
    developerId: integer('developer_id')
      .notNull()
      .references(() => users.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    amount: integer().notNull(),
    reason: text().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('clawbacks_amount_check', sql`${t.amount} > 0`),
    uniqueIndex('clawbacks_request_key').on(t.chargebackId, t.idempotencyKey),
    index('clawbacks_developer_idx').on(t.developerId),
  ],
);

/**
 * What users report to the operators (decisions.md, "Reports and blocks";
 * docs/decisions/safety.md). A target is named by its type and id (it may be deleted later: no
 * foreign key); `target_user_id` is whom it is about (the project's owner, the bid's developer,
 * the message's sender, the user), for the console's "reports about them". One open report per
 * reporter and target: the partial unique index makes a repeat a 409, even for two at once.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text({ enum: REPORT_REASONS }).notNull(),
    details: text().notNull().default(''),
    status: text({ enum: REPORT_STATUSES }).notNull().default('open'),
    outcome: text(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'reports_target_type_check',
      sql`${t.targetType} in (${statusList(REPORT_TARGET_TYPES)})`,
    ),
    check('reports_reason_check', sql`${t.reason} in (${statusList(REPORT_REASONS)})`),
    check('reports_status_check', sql`${t.status} in (${statusList(REPORT_STATUSES)})`),
    check('reports_details_length_check', sql`length(${t.details}) <= 2000`),
    check(
      'reports_closed_check',
      sql`(${t.status} = 'open') = (${t.closedAt} is null and ${t.outcome} is null)`,
    ),
    uniqueIndex('reports_one_open_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    // The operators' queue: open reports, oldest first.
    index('reports_open_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open'`),
    // The console's closed reports, newest first.
    index('reports_closed_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'closed'`),
    index('reports_target_user_idx').on(t.targetUserId, t.createdAt.desc()),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt.desc()),
  ],
);

/**
 * Who blocked whom (decisions.md, "Reports and blocks"): no new bids, messages or conversations
 * between the two, either way. Private: only the blocker reads their rows.
 */
export const blocks = pgTable(
  'blocks',
  {
    id: id(),
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blocks_pair_key').on(t.blockerId, t.blockedId),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
    // "Does either block the other" looks both ways: the pair key one way, this one the other.
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
    index('blocks_blocker_created_idx').on(t.blockerId, t.createdAt.desc(), t.id.desc()),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type BidRow = typeof bids.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;

/**
 * Background jobs (core/jobs, docs/decisions/jobs.md): one row per job. A job is waiting while
 * neither `doneAt` nor `failedAt` is set; a runner claims it by setting `lockedBy`/`lockedUntil`
 * (FOR UPDATE SKIP LOCKED), and a claim whose lease ran out is taken over; `lockedBy` stays after
 * the run (host:pid:random of the runner that ran it last). `uniqueKey` makes an
 * enqueue a no-op while a job with the same key is still waiting or running.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text().notNull(),
    payload: jsonb().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lastError: text('last_error'),
    uniqueKey: text('unique_key'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
    doneAt: timestamp('done_at', { withTimezone: true, precision: 3 }),
    failedAt: timestamp('failed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_unique_key_waiting_key')
      .on(t.uniqueKey)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    index('jobs_finished_idx').on(t.doneAt),
  ],
);

/**
 * Activity mail categories a user turned off (decisions.md, "Email"): a row means off, none means
 * on (the default). Account mail has no category and is always sent.
 */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/**
 * Addresses of closed accounts, as SHA-256 of the trimmed lower-case address
 * (docs/decisions/your-data.md): no mail goes to one (core/mail), and registering with it again
 * takes it off the list. Unkeyed, so the list survives a new SESSION_SECRET.
 */
export const mailSuppressions = pgTable('mail_suppressions', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: createdAt(),
});

/**
 * A user's data export (docs/decisions/your-data.md): asked for at most once a day, built by the
 * job `your-data.export` into one zip kept here (every instance serves it) until `expires_at`,
 * 7 days after it is ready; then the bytes are dropped and the row says when it was asked for.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['building', 'ready', 'expired'] })
      .notNull()
      .default('building'),
    archive: bytea(),
    size: integer(),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true, precision: 3 }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    check('data_exports_status_check', sql`${t.status} in ('building', 'ready', 'expired')`),
    index('data_exports_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The purge's list: archives still kept, soonest to expire first.
    index('data_exports_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'ready'`),
  ],
);

/**
 * A developer's saved browse search (decisions.md, "Saved searches and choosing a bid";
 * docs/decisions/discovery.md). Matching runs the other way round from browsing: one new project
 * against every search (features/saved-searches/match-saved-searches.ts), so each search is
 * found through one "anchor": a technology it needs (GIN on `technologies`), else a word of its
 * text (GIN on `anchor_words`), else it is one of the few that filter by budget only.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The words as typed, as Browse Projects takes them (websearch syntax); '' for none. */
    text: text().notNull().default(''),
    /** Every one of these must be among the project's technologies. */
    technologies: textList('technologies'),
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    cadence: text({ enum: SAVED_SEARCH_CADENCES }).notNull(),
    /** Until when the last digest covered new matches (the saving, at first). */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The text as browsing parses it (websearch_to_tsquery), checked against a new project. */
    searchQuery: tsquery('search_query').generatedAlwaysAs(
      sql`websearch_to_tsquery('english'::regconfig, text)`,
    ),
    /**
     * The text's words as the project's search document stores them: a match contains at least
     * one. Empty when the text has none that a match must contain (only `-word`s, or no text).
     */
    anchorWords: text('anchor_words')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`case when querytree(websearch_to_tsquery('english'::regconfig, text)) = 'T' then '{}'::text[] else tsvector_to_array(to_tsvector('english'::regconfig, text)) end`,
      ),
  },
  (t) => [
    check(
      'saved_searches_cadence_check',
      sql`${t.cadence} in (${statusList(SAVED_SEARCH_CADENCES)})`,
    ),
    check(
      'saved_searches_budget_check',
      sql`${t.budgetMin} is null or ${t.budgetMax} is null or ${t.budgetMin} <= ${t.budgetMax}`,
    ),
    // A developer's own list (at most 20), newest first.
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc()),
    // Matching's three anchors (match-saved-searches.ts): the predicates are the queries' own.
    // fastupdate off: a new search goes into the index at once rather than into a pending list
    // that every matching would scan until the next vacuum (searches are saved rarely).
    index('saved_searches_technologies_idx')
      .using('gin', t.technologies)
      .with({ fastupdate: false })
      .where(sql`cardinality(${t.technologies}) > 0`),
    index('saved_searches_words_idx')
      .using('gin', t.anchorWords)
      .with({ fastupdate: false })
      .where(sql`cardinality(${t.technologies}) = 0 and cardinality(${t.anchorWords}) > 0`),
    index('saved_searches_unanchored_idx')
      .on(t.id)
      .where(sql`cardinality(${t.technologies}) = 0 and cardinality(${t.anchorWords}) = 0`),
    // The digest sweep: searches whose period since the last digest is over.
    index('saved_searches_digest_idx')
      .on(t.cadence, t.lastDigestAt)
      .where(sql`${t.cadence} in ('daily', 'weekly')`),
  ],
);
export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * Which new projects matched which saved search, once each (the match job may run twice: at
 * least once delivery, docs/decisions/jobs.md). Digests read a search's matches since its last
 * digest; rows older than two weeks are pruned by the digest sweep.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.projectId] }),
    index('saved_search_matches_search_created_idx').on(t.savedSearchId, t.createdAt),
    index('saved_search_matches_project_idx').on(t.projectId),
    index('saved_search_matches_created_idx').on(t.createdAt),
  ],
);

/**
 * What was read from a repository at one commit (features/repo-insight;
 * docs/decisions/repo-insight.md). Keyed by (code link, commit): projects that share a link and
 * a refresh that finds the same commit reuse the row. `facts` is the snapshot's JSON
 * (@shared/contract/repo-insight.ts, repoFactsSchema), written only by the analysis.
 */
export const repoSnapshots = pgTable(
  'repo_snapshots',
  {
    id: id(),
    codeLink: text('code_link').notNull(),
    commit: text().notNull(),
    facts: jsonb().notNull(),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [uniqueIndex('repo_snapshots_link_commit_key').on(t.codeLink, t.commit)],
);

/**
 * Each project's repository snapshot: its state and the snapshot it shows. A row per project with
 * a code link, written by the creation (pending) and by the analysis job.
 */
export const repoInsights = pgTable(
  'repo_insights',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    codeLink: text('code_link').notNull(),
    status: text({ enum: ['pending', 'ready', 'failed', 'refused'] }).notNull(),
    snapshotId: integer('snapshot_id').references(() => repoSnapshots.id, { onDelete: 'set null' }),
    /** A sentence for people when failed or refused, naming the cap or the rule. */
    error: text(),
    /** The owner's last refresh (at most one a minute); null before the first. */
    requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 }),
    /** When the remote was last asked (the commit checked, fetched or not). */
    checkedAt: timestamp('checked_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    check(
      'repo_insights_status_check',
      sql`${t.status} in ('pending', 'ready', 'failed', 'refused')`,
    ),
    index('repo_insights_snapshot_idx').on(t.snapshotId),
  ],
);

/**
 * The commit a project's work started from (features/delivery-evidence;
 * docs/decisions/verified-delivery.md): read from its code link when a bid is accepted, the base
 * every delivery's evidence is compared against. One row per project with a code link.
 */
export const deliveryBaselines = pgTable(
  'delivery_baselines',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    codeLink: text('code_link').notNull(),
    status: text({ enum: ['pending', 'ready', 'failed'] }).notNull(),
    commit: text(),
    /** A sentence for people when the code link could not be read. */
    error: text(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    check('delivery_baselines_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);

/**
 * What was read of one delivery's commit against its project's baseline: one row per delivery
 * that named a repository, written pending by the delivery and then only by its evidence job
 * (and the staleness check). `diff`, `todos`, `flags` and `checks` are
 * @shared/contract/delivery-evidence.ts's JSON.
 */
export const deliveryEvidence = pgTable(
  'delivery_evidence',
  {
    deliveryId: integer('delivery_id')
      .primaryKey()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    status: text({ enum: ['pending', 'ready', 'failed'] }).notNull(),
    baseCommit: text('base_commit'),
    headCommit: text('head_commit'),
    diff: jsonb(),
    todos: jsonb(),
    flags: jsonb().notNull().default([]),
    checks: jsonb(),
    error: text(),
    /** The ref had moved from `headCommit` when last asked (a branch or tag, never a commit). */
    stale: boolean().notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    /** When the ref was last asked for its commit (the staleness check). */
    checkedAt: timestamp('checked_at', { withTimezone: true, precision: 3 }),
    /** The money was released because every required check passed (the owner's opt-in). */
    releasedOnChecksAt: timestamp('released_on_checks_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    check('delivery_evidence_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
    index('delivery_evidence_checked_idx')
      .on(t.checkedAt)
      .where(sql`${t.status} = 'ready' and not ${t.stale}`),
    // A check webhook names a commit: the deliveries it is about.
    index('delivery_evidence_head_idx').on(t.headCommit),
  ],
);

/**
 * A dispute's record of the delivered code (issue 39): the latest delivery's evidence as it was
 * when the dispute opened (@shared/contract/delivery-evidence.ts's DeliveryEvidence), so a branch
 * pushed or evidence read again later does not rewrite what the dispute was about.
 */
export const disputeDeliveryEvidence = pgTable('dispute_delivery_evidence', {
  disputeId: integer('dispute_id')
    .primaryKey()
    .references(() => disputes.id, { onDelete: 'cascade' }),
  deliveryId: integer('delivery_id')
    .notNull()
    .references(() => deliveries.id, { onDelete: 'cascade' }),
  evidence: jsonb().notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/**
 * The checks a project's deliveries must pass, named by its owner (issue 39), and whether a
 * delivery passing every one of them, fresh and unflagged, releases the money by itself.
 */
export const deliveryCheckSettings = pgTable(
  'delivery_check_settings',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    requiredChecks: text('required_checks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    releaseOnChecks: boolean('release_on_checks').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // No release by itself without a check to pass.
    check(
      'delivery_check_settings_release_check',
      sql`not ${t.releaseOnChecks} or cardinality(${t.requiredChecks}) > 0`,
    ),
  ],
);

/**
 * Each GitHub webhook delivery (`X-GitHub-Delivery`) once: a verified event is stored before it
 * is acted on, and a delivery id seen before is not acted on again. `payload` keeps only what the
 * job reads (the repository, the commit or the ref and where it moved). GitHub redelivers only
 * deliveries of the last three days, so a month of ids is kept.
 */
export const githubWebhookDeliveries = pgTable(
  'github_webhook_deliveries',
  {
    deliveryId: text('delivery_id').primaryKey(),
    event: text().notNull(),
    payload: jsonb().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true, precision: 3 }),
  },
  // Deliveries are kept a month, then pruned oldest first (github-events.ts).
  (t) => [index('github_webhook_deliveries_received_idx').on(t.receivedAt)],
);

/**
 * What was read of the code a milestone's completion named (issue 39): the same facts as a
 * delivery's evidence, one row per milestone, read again at each completion that names code.
 */
export const milestoneEvidence = pgTable(
  'milestone_evidence',
  {
    milestoneId: integer('milestone_id')
      .primaryKey()
      .references(() => milestones.id, { onDelete: 'cascade' }),
    status: text({ enum: ['pending', 'ready', 'failed'] }).notNull(),
    baseCommit: text('base_commit'),
    headCommit: text('head_commit'),
    diff: jsonb(),
    todos: jsonb(),
    flags: jsonb().notNull().default([]),
    checks: jsonb(),
    error: text(),
    stale: boolean().notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    checkedAt: timestamp('checked_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    check('milestone_evidence_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
    index('milestone_evidence_checked_idx')
      .on(t.checkedAt)
      .where(sql`${t.status} = 'ready' and not ${t.stale}`),
  ],
);
