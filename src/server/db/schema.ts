/**
 * The whole database schema (spec section 3 plus what decisions.md adds). One file so that
 * drizzle-kit generates one migration history; features own the queries, not the tables.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** PostgreSQL full-text document; only the database reads it (search), the app never selects it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    createdAt: createdAt(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Ada" and "ada" are the same person to a reader.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    check('users_role_check', sql`${t.role} in ('creator', 'developer')`),
    check('users_hourly_rate_check', sql`${t.hourlyRate} is null or ${t.hourlyRate} >= 0`),
    check('users_years_check', sql`${t.yearsOfExperience} is null or ${t.yearsOfExperience} >= 0`),
    // The developer directory lists developers newest first.
    index('users_role_created_idx').on(t.role, t.createdAt.desc(), t.id.desc()),
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
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
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
    status: text().notNull().default('open'),
    submitterId: integer('submitter_id')
      .notNull()
      .references(() => users.id),
    finisherId: integer('finisher_id').references(() => users.id),
    timeframe: text(),
    budget: integer(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Name and technologies weigh more than the description in ranking (ts_rank). A generated
    // column needs an immutable expression; array_to_string is only stable, so the migration
    // defines the immutable wrapper finishline_text_list (docs/decisions/projects.md).
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, finishline_text_list(tech_stack)), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    check(
      'projects_status_check',
      sql`${t.status} in ('open', 'active', 'in_progress', 'paid', 'completed', 'paused', 'cancelled')`,
    ),
    check('projects_budget_check', sql`${t.budget} is null or ${t.budget} >= 0`),
    // NULLS FIRST matches `ORDER BY created_at DESC, id DESC` exactly (DESC defaults to NULLS
    // FIRST); an index declared NULLS LAST cannot supply that order and the planner would sort.
    index('projects_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
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
    index('projects_tech_stack_idx').using('gin', t.techStack),
    // Browsing (open and active, newest first) walks this index and stops after one page.
    index('projects_listed_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('open', 'active')`),
    index('projects_search_idx').using('gin', t.searchVector),
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
    status: text().notNull().default('pending'),
    paymentIntentId: text('payment_intent_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bids_project_finisher_key').on(t.projectId, t.finisherId),
    check('bids_amount_check', sql`${t.amount} > 0`),
    check('bids_timeline_check', sql`${t.timeline} > 0`),
    check(
      'bids_status_check',
      sql`${t.status} in ('pending', 'accepted', 'rejected', 'paid', 'completed')`,
    ),
    index('bids_project_created_idx').on(t.projectId, t.createdAt.desc()),
    index('bids_finisher_created_idx').on(t.finisherId, t.createdAt.desc()),
  ],
);

/** Money in integer cents: amount = platformFee + developerAmount (decisions.md, Money). */
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
    paymentIntentId: text('payment_intent_id'),
    checkoutSessionId: text('checkout_session_id'),
    status: text().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amount} > 0`),
    check(
      'payments_split_check',
      sql`${t.platformFee} >= 0 and ${t.developerAmount} >= 0 and ${t.amount} = ${t.platformFee} + ${t.developerAmount}`,
    ),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded')`,
    ),
    index('payments_bid_idx').on(t.bidId),
    uniqueIndex('payments_checkout_session_key').on(t.checkoutSessionId),
  ],
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
  },
  (t) => [
    uniqueIndex('channels_bid_key').on(t.bidId),
    check('channels_status_check', sql`${t.status} in ('active', 'archived', 'closed')`),
    index('channels_creator_idx').on(t.creatorId, t.createdAt.desc()),
    index('channels_developer_idx').on(t.developerId, t.createdAt.desc()),
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
    index('messages_thread_created_idx').on(t.threadId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Milestone amounts are whole dollars, like bids; their sum never exceeds the bid. */
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
    status: text().notNull().default('pending'),
    dueDate: date('due_date'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('milestones_amount_check', sql`${t.amount} > 0`),
    check('milestones_status_check', sql`${t.status} in ('pending', 'completed', 'approved')`),
    index('milestones_project_idx').on(t.projectId, t.createdAt),
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
      sql`${t.type} in ('notification', 'message', 'milestone', 'milestone_completed', 'milestone_approved', 'bid', 'project')`,
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

export type UserRow = typeof users.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type BidRow = typeof bids.$inferSelect;
