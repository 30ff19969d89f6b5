/** Business constants of spec section 9, shared by server and web. */
import {
  BID_LIFECYCLE,
  DELIVERY_LIFECYCLE,
  MILESTONE_LIFECYCLE,
  PAYMENT_LIFECYCLE,
  PROJECT_LIFECYCLE,
  REFUND_LIFECYCLE,
  RELEASE_LIFECYCLE,
} from './lifecycle.js';

export const LIMITS = {
  passwordMin: 6,
  usernameMin: 3,
  projectNameMin: 5,
  descriptionMin: 50,
  bidMessageMin: 20,
  timelineMinDays: 1,
  uploadMaxBytes: 5_242_880,
  featuredProjects: 3,
  skeletonCards: 6,
  dashboardPageSize: 4,
  /** The dashboard's side cards: the newest projects, the latest payments. */
  dashboardRecentItems: 3,
  /** The developer dashboard's invitations to bid. */
  dashboardInvitations: 5,
  badgeCap: 99,
  directorySkillsShown: 3,
  profileSkillsShown: 5,
  /** The owner's bid table holds a project's newest bids, at most this many. */
  bidTableRows: 200,
  declineReasonMax: 500,
  invitationNoteMax: 500,
  /** Bids side by side in the bid table's comparison. */
  compareBidsMin: 2,
  compareBidsMax: 4,
} as const;

export const PAGINATION = { defaultLimit: 20, maxLimit: 100 } as const;

export const QUERY_DEFAULTS = {
  staleTimeMs: 60_000,
  gcTimeMs: 5 * 60_000,
  retry: 1,
  retryDelayMs: 1_000,
  unreadRefreshMs: 300_000,
} as const;

export const TOAST_DURATION_MS = 5_000;

export const REALTIME_RECONNECT = { baseMs: 1_000, factor: 1.5, maxMs: 30_000 } as const;

/** After 'Conversation started', the browser opens the conversation this much later (spec 4, 9). */
export const CONVERSATION_REDIRECT_MS = 800;

export const ROLES = ['creator', 'developer'] as const;
export type Role = (typeof ROLES)[number];

/** The API accepts the spec's older role names as aliases (decisions.md, Roles). */
export const ROLE_ALIASES: Record<string, Role> = {
  creator: 'creator',
  submitter: 'creator',
  developer: 'developer',
  finisher: 'developer',
};

/** Statuses come from the life-cycle tables (lifecycle.ts); these names are kept for lists and zod enums. */
export const PROJECT_STATUSES = PROJECT_LIFECYCLE.statuses;
export type {
  BidStatus,
  MilestoneStatus,
  PaymentStatus,
  ProjectStatus,
  ReleaseStatus,
} from './lifecycle.js';
export const BID_STATUSES = BID_LIFECYCLE.statuses;
export const PAYMENT_STATUSES = PAYMENT_LIFECYCLE.statuses;
export const MILESTONE_STATUSES = MILESTONE_LIFECYCLE.statuses;
export const RELEASE_STATUSES = RELEASE_LIFECYCLE.statuses;
export const REFUND_STATUSES = REFUND_LIFECYCLE.statuses;
export const DELIVERY_STATUSES = DELIVERY_LIFECYCLE.statuses;
export const CHANNEL_STATUSES = ['active', 'archived', 'closed'] as const;
export const THREAD_STATUSES = ['open', 'closed'] as const;

export const NOTIFICATION_TYPES = [
  'notification',
  'message',
  'milestone',
  'milestone_completed',
  'milestone_approved',
  'bid',
  'project',
  /** A dispute's step; `relatedId` is the dispute (it opens /disputes/{id}). */
  'dispute',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const PROGRAMMING_LANGUAGES = [
  'javascript',
  'typescript',
  'python',
  'java',
  'csharp',
  'cpp',
  'php',
  'ruby',
  'swift',
  'kotlin',
  'go',
  'rust',
  'dart',
] as const;

export const DIRECTORY_SKILLS = [
  'JavaScript',
  'TypeScript',
  'Python',
  'Java',
  'C#',
  'C++',
  'PHP',
  'Ruby',
  'Go',
  'Swift',
  'Kotlin',
  'Rust',
] as const;

export const TECH_SUGGESTIONS = [
  'React',
  'Angular',
  'Vue.js',
  'Node.js',
  'Express',
  'Django',
  'Flask',
  'Ruby on Rails',
  'PHP',
  'Laravel',
  'ASP.NET',
  'Java',
  'Spring',
  'Python',
  'JavaScript',
  'TypeScript',
  'HTML/CSS',
  'Tailwind CSS',
  'Bootstrap',
  'Material UI',
  'MongoDB',
  'PostgreSQL',
  'MySQL',
  'SQLite',
  'Firebase',
  'AWS',
  'Azure',
  'Google Cloud',
  'Docker',
  'Kubernetes',
  'GraphQL',
  'REST API',
  'WebSockets',
  'Redux',
  'MobX',
  'Next.js',
  'Gatsby',
  'Svelte',
  'Flutter',
  'React Native',
] as const;
