/**
 * What the data export holds (docs/decisions/your-data.md): one JSON file per kind of record,
 * each with its schema here, written into the archive as JSON Schema (`schemas/`) beside a
 * README that says what each file holds. The schemas are the documentation: a test validates an
 * export against them.
 */
import { z } from 'zod';

const time = z.string().describe('ISO 8601 date and time, UTC');
const maybeTime = time.nullable();
const cents = z.number().int().describe('US cents');
const dollars = z.number().int().describe('whole US dollars');

const profile = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['creator', 'developer']),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  githubUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  skills: z.array(z.string()),
  hourlyRate: dollars.nullable(),
  yearsOfExperience: z.number().int().nullable(),
  languages: z.array(z.string()),
  frameworks: z.array(z.string()),
  githubProjects: z.array(z.string()),
  available: z.boolean(),
  avatar: z.string().nullable().describe('the file under files/, if you uploaded one'),
  payoutOnboardingComplete: z.boolean(),
  createdAt: time,
});

const project = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  techStack: z.array(z.string()),
  codeLink: z.string().nullable(),
  timeframe: z.string().nullable(),
  budget: dollars.nullable(),
  status: z.string(),
  role: z.enum(['owner', 'developer']).describe('yours, or one you were accepted to finish'),
  image: z.string().nullable().describe('the file under files/, if you uploaded one'),
  createdAt: time,
  updatedAt: time,
});

const bid = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  direction: z.enum(['made', 'received']),
  developer: z.string().describe('who made the bid (you, for the bids you made)'),
  amount: dollars,
  timeline: z.number().int().describe('days'),
  message: z.string(),
  status: z.string(),
  declineReason: z.string().nullable(),
  createdAt: time,
});

const milestone = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  amount: dollars,
  status: z.string(),
  dueDate: z.string().nullable(),
  changesNote: z.string().nullable(),
  completedAt: maybeTime,
  approvedAt: maybeTime,
  createdAt: time,
});

const delivery = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  message: z.string(),
  link: z.string().nullable(),
  status: z.string(),
  changesNote: z.string().nullable(),
  respondedAt: maybeTime,
  createdAt: time,
});

const message = z.object({
  id: z.number().int(),
  conversation: z.string().describe("the project's name"),
  thread: z.string(),
  from: z.string().describe('"you", or the other person\'s name'),
  content: z.string(),
  readAt: maybeTime,
  createdAt: time,
});

const notification = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: time,
});

const review = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  direction: z.enum(['given', 'received']),
  otherParty: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: time,
  updatedAt: time,
});

const payment = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  side: z.enum(['payer', 'payee']),
  amount: cents,
  platformFee: cents,
  developerAmount: cents,
  status: z.string(),
  createdAt: time,
});

const receipt = z.object({
  number: z.string(),
  kind: z.enum(['payment', 'refund']),
  paymentId: z.number().int(),
  amount: cents,
  fee: cents,
  issuedAt: time,
});

const payout = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  gross: cents,
  developerAmount: cents,
  fee: cents,
  clawedBack: cents,
  status: z.string(),
  sentAt: maybeTime,
  createdAt: time,
});

const savedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  text: z.string(),
  technologies: z.array(z.string()),
  budgetMin: dollars.nullable(),
  budgetMax: dollars.nullable(),
  cadence: z.string(),
  createdAt: time,
});

const emailPreferences = z.object({
  turnedOff: z.array(z.string()).describe('activity mail categories you turned off'),
});

const report = z.object({
  id: z.number().int(),
  targetType: z.string(),
  targetId: z.number().int(),
  reason: z.string(),
  details: z.string(),
  status: z.string(),
  outcome: z.string().nullable(),
  createdAt: time,
  closedAt: maybeTime,
});

const signIns = z.object({
  sessions: z.array(
    z.object({
      startedAt: time,
      expiresAt: time,
      secondFactorAt: maybeTime,
      pendingSecondFactor: z.boolean(),
    }),
  ),
  twoFactor: z.object({
    enabledAt: maybeTime,
    recoveryCodesUsed: z.array(time).describe('when each used recovery code was used'),
  }),
});

/** Every JSON file of the archive: its name, what it holds, its schema. */
export const EXPORT_FILES = {
  'profile.json': { holds: 'Your account and public profile.', schema: profile },
  'projects.json': {
    holds: 'Projects you posted, and those you were accepted to finish.',
    schema: z.array(project),
  },
  'bids.json': {
    holds: "Bids you made, and bids others made on your projects (the developer's name).",
    schema: z.array(bid),
  },
  'milestones.json': { holds: 'Milestones of your projects.', schema: z.array(milestone) },
  'deliveries.json': { holds: 'Deliveries on your projects.', schema: z.array(delivery) },
  'messages.json': {
    holds: 'Every message you sent and received, oldest first.',
    schema: z.array(message),
  },
  'notifications.json': { holds: 'Your notifications.', schema: z.array(notification) },
  'reviews.json': { holds: 'Reviews you gave and received.', schema: z.array(review) },
  'payments.json': {
    holds: 'Payments you made as an owner, and those paid to you as a developer.',
    schema: z.array(payment),
  },
  'receipts.json': { holds: 'Your numbered receipts.', schema: z.array(receipt) },
  'payouts.json': {
    holds: 'Payouts to you (your payout statements).',
    schema: z.array(payout),
  },
  'saved-searches.json': { holds: 'Your saved searches.', schema: z.array(savedSearch) },
  'email-preferences.json': { holds: 'Your email settings.', schema: emailPreferences },
  'reports.json': { holds: 'Reports you made.', schema: z.array(report) },
  'sign-ins.json': {
    holds: 'Your sessions (sign-in history) and second-factor events.',
    schema: signIns,
  },
} as const;

export type ExportFileName = keyof typeof EXPORT_FILES;
export type ExportContents = { [K in ExportFileName]: z.input<(typeof EXPORT_FILES)[K]['schema']> };

/** The archive's README: what each file holds, where the schemas and files are. */
export function exportReadme(username: string, builtAt: Date): string {
  const lines = [
    '# Your Finishline data',
    '',
    `Everything Finishline holds about ${username}, as of ${builtAt.toISOString()}.`,
    '',
    'Each JSON file below has a JSON Schema of the same name in `schemas/` saying what every',
    'field means. Amounts in `*.json` are US cents where the schema says cents, whole dollars',
    'where it says dollars; times are ISO 8601 in UTC.',
    '',
    '| File | What it holds |',
    '| --- | --- |',
    ...Object.entries(EXPORT_FILES).map(([name, file]) => `| ${name} | ${file.holds} |`),
    '| files/ | The files you uploaded: your avatar, your projects’ images, ' +
      'the evidence you added to disputes (`dispute-<dispute id>-<file id>-<name>`). |',
    '',
  ];
  return lines.join('\n');
}

/** The JSON Schema of a file, as written into `schemas/`. */
export const jsonSchemaOf = (name: ExportFileName) =>
  z.toJSONSchema(EXPORT_FILES[name].schema, { io: 'input' });
