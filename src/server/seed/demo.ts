/**
 * Demo data for a newcomer's first start, so that every screen has something in it: thirteen
 * projects open for bids across the technologies (most with a budget and a timeframe), bids, conversations with unread messages,
 * unread notifications, a paid project with a milestone in each state, a finished job paid out
 * and reviewed, and a cancelled one refunded. Money moves through the ledger's own functions
 * (recordCharge, releaseFunds, refundHeld, recordTransfer), so `npm run ledger:check` holds on
 * it. The content is fixed; times are relative to the moment it is added. Everything goes in one
 * transaction: all of it or none of it.
 */
import { eq, sql } from 'drizzle-orm';
import { MILESTONE_MESSAGES } from '@shared/contract/milestones-rules.js';
import { formatCents, splitPayment } from '@shared/money.js';
import { hashPassword } from '../core/passwords.js';
import type { Database, DatabaseHandle, Transaction } from '../db/client.js';
import { seedDemoRepositories } from './demo-repositories.js';
import {
  bids,
  disputeEvents,
  disputes,
  reports,
  conversationChannels,
  conversationThreads,
  messages,
  milestones,
  notifications,
  payments,
  projects,
  refunds,
  releases,
  reviews,
  sandboxObjects,
  twoFactorCredentials,
  users,
} from '../db/schema.js';
import { FIRST_THREAD } from '../features/conversations/index.js';
import {
  issueReceipt,
  recordCharge,
  recordTransfer,
  refundHeld,
  releaseFunds,
} from '../features/payments/index.js';
import { twoFactorKeys } from '../features/auth/index.js';
import { appendAudit, demoTotpSecret } from '../features/ops/index.js';

export const DEMO_PASSWORD = 'finishline-demo';

type DemoUser = typeof users.$inferInsert;

/** Lena's payout account at the sandbox provider: onboarded, so her releases are paid out. */
const LENA_PAYOUT_ACCOUNT = 'acct_sandbox_demo_lena';

export const DEMO_USERS: Omit<DemoUser, 'passwordHash'>[] = [
  {
    username: 'maya.creates',
    email: 'maya@demo.finishline.dev',
    role: 'creator',
    bio: 'Founder of a two-person studio. I start more side projects than I finish.',
    location: 'Lisbon, Portugal',
  },
  {
    username: 'tom_builds',
    email: 'tom@demo.finishline.dev',
    role: 'creator',
    bio: 'Product manager by day, weekend hacker by night.',
    location: 'Austin, TX',
  },
  {
    username: 'priya.k',
    email: 'priya@demo.finishline.dev',
    role: 'creator',
    bio: 'Running a small bakery chain and its very unfinished ordering app.',
    location: 'Bangalore, India',
  },
  {
    username: 'lena.dev',
    email: 'lena@demo.finishline.dev',
    role: 'developer',
    bio: 'Full-stack engineer. Eight years of shipping React and Node apps for startups; I like taking a messy codebase over the line.',
    location: 'Berlin, Germany',
    skills: ['TypeScript', 'JavaScript', 'Python', 'Go'],
    languages: ['typescript', 'javascript', 'python'],
    frameworks: ['React', 'Node.js', 'Next.js', 'PostgreSQL'],
    hourlyRate: 85,
    yearsOfExperience: 8,
    githubUrl: 'https://github.com/lena-dev',
    onboardingComplete: true,
    stripeConnectId: LENA_PAYOUT_ACCOUNT,
  },
  {
    username: 'sam_codes',
    email: 'sam@demo.finishline.dev',
    role: 'developer',
    bio: 'Mobile developer: Flutter and React Native apps from prototype to store listing.',
    location: 'Toronto, Canada',
    skills: ['Kotlin', 'Swift', 'JavaScript'],
    languages: ['kotlin', 'swift', 'dart'],
    frameworks: ['Flutter', 'React Native', 'Firebase'],
    hourlyRate: 70,
    yearsOfExperience: 5,
    available: true,
  },
  {
    username: 'diego.rs',
    email: 'diego@demo.finishline.dev',
    role: 'developer',
    bio: 'Backend and infrastructure. Rust, Go, Kubernetes; I make slow things fast.',
    location: 'Mexico City, Mexico',
    skills: ['Rust', 'Go', 'Python', 'C++', 'Java'],
    languages: ['rust', 'go', 'python', 'cpp'],
    frameworks: ['Docker', 'Kubernetes', 'AWS'],
    yearsOfExperience: 11,
    available: false,
  },
  {
    username: 'amara.ui',
    email: 'amara@demo.finishline.dev',
    role: 'developer',
    bio: 'Front-end developer who cares about accessibility and design systems.',
    location: 'Lagos, Nigeria',
    skills: ['TypeScript', 'JavaScript', 'PHP'],
    languages: ['typescript', 'javascript', 'php'],
    frameworks: ['Vue.js', 'Tailwind CSS', 'Laravel'],
    hourlyRate: 60,
    yearsOfExperience: 4,
  },
];

const HOUR_MS = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);
const daysAgo = (days: number) => hoursAgo(days * 24);

type ProjectSeed = Omit<typeof projects.$inferInsert, 'submitterId' | 'finisherId'> & {
  owner: string;
  finisher?: string;
};

const code = (repository: string) => `https://github.com/example/${repository}`;

/** Open for bids: the browse page, the home page's newest and the technology filter. */
const OPEN_PROJECTS: ProjectSeed[] = [
  {
    name: 'Recipe sharing app with meal planner',
    description:
      'A React Native app where home cooks share recipes and plan their week. Auth, recipe CRUD and the feed work; the meal planner screen and push notifications are half done.',
    techStack: ['React Native', 'Firebase', 'TypeScript'],
    codeLink: code('recipe-planner'),
    budget: 1800,
    timeframe: '4 weeks',
    owner: 'maya.creates',
    createdAt: daysAgo(2),
  },
  {
    name: 'Invoice generator for freelancers',
    description:
      'Next.js dashboard that turns tracked hours into PDF invoices. Time tracking is done; PDF export, Stripe payment links and multi-currency support are missing.',
    techStack: ['Next.js', 'PostgreSQL', 'Tailwind CSS'],
    codeLink: code('invoicer'),
    budget: 1200,
    timeframe: '3 weeks',
    owner: 'tom_builds',
    createdAt: daysAgo(4),
  },
  {
    name: 'Bakery online ordering system',
    description:
      'Django site for ordering cakes ahead of pickup. Product catalogue and cart exist; checkout, pickup-slot booking and the staff order board need finishing.',
    techStack: ['Django', 'Python', 'PostgreSQL', 'Bootstrap'],
    codeLink: code('bakery-orders'),
    budget: 2500,
    timeframe: '6 weeks',
    owner: 'priya.k',
    status: 'active',
    createdAt: daysAgo(6),
  },
  {
    name: 'Community garden plot booking',
    description:
      'Laravel site where members book garden plots for the season. The plot map and sign-up work; the waiting list, plot-fee payments and watering reminders are unfinished.',
    techStack: ['Laravel', 'Vue.js', 'MySQL'],
    codeLink: code('garden-plots'),
    budget: 900,
    timeframe: '2 weeks',
    owner: 'priya.k',
    createdAt: hoursAgo(5),
  },
  {
    name: 'Fitness studio class scheduler',
    description:
      'Angular front end and an ASP.NET API for booking classes at a small studio. Class lists and sign-in are done; waitlists, cancellations and the instructor view are not.',
    techStack: ['Angular', 'ASP.NET', 'Azure'],
    codeLink: code('studio-classes'),
    budget: 1500,
    timeframe: '1 month',
    owner: 'tom_builds',
    createdAt: daysAgo(1),
  },
  {
    name: 'Personal finance dashboard',
    description:
      'A Flask API with a React dashboard that imports bank CSV exports and charts spending by category. Import works for two banks; budgets, recurring payments and tests are missing.',
    techStack: ['Python', 'Flask', 'React', 'SQLite'],
    codeLink: code('pocket-ledger'),
    budget: 750,
    timeframe: '2 weeks',
    owner: 'maya.creates',
    createdAt: daysAgo(3),
  },
  {
    name: 'Trivia night companion app',
    description:
      'Flutter app for pub quiz hosts: teams join with a code and answer on their phones. Joining and the question screen work; scoring, the leaderboard and an offline mode are half built.',
    techStack: ['Flutter', 'Firebase'],
    codeLink: code('quiz-night'),
    budget: 600,
    timeframe: '10 days',
    owner: 'priya.k',
    createdAt: daysAgo(5),
  },
  {
    name: 'Warehouse stock counter',
    description:
      'Spring Boot service and a small web app for counting stock with a barcode scanner. Scanning and the product list work; cycle counts, CSV export and user roles were never finished.',
    techStack: ['Java', 'Spring', 'MySQL', 'REST API'],
    codeLink: code('stock-count'),
    budget: 2000,
    timeframe: '5 weeks',
    owner: 'tom_builds',
    createdAt: daysAgo(7),
  },
  {
    name: 'Status page for small teams',
    description:
      'An Express service that pings websites and shows a public status page. Checks and the page work; incident posts, email subscriptions and a Docker image for self-hosting are missing.',
    techStack: ['Node.js', 'Express', 'MongoDB', 'Docker'],
    codeLink: code('uptime-board'),
    budget: 450,
    timeframe: '1 week',
    owner: 'maya.creates',
    createdAt: daysAgo(8),
  },
  {
    name: 'Volunteer shift planner',
    description:
      'Rails app where a food bank plans volunteer shifts. Shifts and sign-ups work; swaps between volunteers, SMS reminders and the coordinator report are still to do.',
    techStack: ['Ruby on Rails', 'PostgreSQL', 'Bootstrap'],
    codeLink: code('shift-planner'),
    budget: 1100,
    timeframe: '3 weeks',
    owner: 'priya.k',
    createdAt: daysAgo(9),
  },
  {
    name: 'Markdown notes with offline sync',
    description:
      'A React and Redux notes app that keeps notes in the browser and syncs them to a small API. Editing and search work; conflict handling for offline edits and sharing are not done.',
    techStack: ['React', 'Redux', 'Node.js', 'WebSockets'],
    codeLink: code('notes-sync'),
    budget: 1350,
    timeframe: '1 month',
    owner: 'tom_builds',
    createdAt: daysAgo(10),
  },
  {
    name: 'Climbing gym route log',
    description:
      'SvelteKit app where climbers log routes and grades at their gym. Logging and profiles work; the GraphQL API for the setters, route photos and monthly stats are unfinished.',
    techStack: ['Svelte', 'GraphQL', 'PostgreSQL'],
    codeLink: code('route-log'),
    budget: 800,
    owner: 'maya.creates',
    createdAt: daysAgo(11),
  },
  {
    name: 'Internal deploy dashboard',
    description:
      'A dashboard showing which version of each service runs in each Kubernetes cluster, with a button to roll back. Reading the clusters works; roll-backs, audit logs and sign-in are missing.',
    techStack: ['Kubernetes', 'Docker', 'Google Cloud', 'TypeScript'],
    codeLink: code('deploy-board'),
    owner: 'tom_builds',
    createdAt: daysAgo(13),
  },
];

/** Further along: each state of the life cycle once. */
const OTHER_PROJECTS: ProjectSeed[] = [
  {
    name: 'Habit tracker with streaks',
    description:
      'Flutter habit tracker with local storage. Streak logic works but the statistics charts, reminders and cloud sync were never finished.',
    techStack: ['Flutter', 'Firebase'],
    codeLink: code('habit-streaks'),
    owner: 'maya.creates',
    status: 'in_progress',
    finisher: 'sam_codes',
    createdAt: daysAgo(12),
  },
  {
    name: 'Neighbourhood tool library',
    description:
      'Vue app where neighbours lend each other tools. The item catalogue is built; borrowing requests with reminders and an admin dashboard are being finished in milestones.',
    techStack: ['Vue.js', 'Laravel', 'Tailwind CSS'],
    codeLink: code('tool-library'),
    owner: 'tom_builds',
    status: 'paid',
    finisher: 'amara.ui',
    createdAt: daysAgo(16),
  },
  {
    name: 'Podcast transcription pipeline',
    description:
      'A Python service that downloads podcast episodes, transcribes them and indexes the text for search. The worker queue is flaky and the search API is only sketched.',
    techStack: ['Python', 'Docker', 'REST API'],
    codeLink: code('podscribe'),
    owner: 'tom_builds',
    status: 'paused',
    createdAt: daysAgo(20),
  },
  {
    name: 'Farmers market stall map',
    description:
      'A React Native app that shows which stalls are at the market this week. The map works; the stall-holder sign-up and the weekly schedule were delivered, but the owner says half of the screens are missing.',
    techStack: ['React Native', 'Node.js'],
    codeLink: code('stall-map'),
    owner: 'priya.k',
    status: 'paid',
    finisher: 'sam_codes',
    createdAt: daysAgo(22),
  },
  {
    name: 'Conference talk voting',
    description:
      'Attendees vote on proposed talks for a community conference. The voting works; the organiser view was started by a developer before the conference moved online and was called off.',
    techStack: ['Go', 'PostgreSQL', 'HTML/CSS'],
    codeLink: code('talk-votes'),
    owner: 'maya.creates',
    status: 'cancelled',
    finisher: 'diego.rs',
    createdAt: daysAgo(30),
  },
  {
    name: 'Portfolio site generator',
    description:
      'Static-site generator that builds a developer portfolio from a GitHub profile. Templates and the GitHub import were finished by a Finishline developer.',
    techStack: ['Svelte', 'Node.js', 'GraphQL'],
    codeLink: code('folio-gen'),
    owner: 'priya.k',
    status: 'completed',
    finisher: 'lena.dev',
    createdAt: daysAgo(40),
  },
];

interface BidSeed {
  project: string;
  developer: string;
  amount: number;
  timeline: number;
  message: string;
  status?: (typeof bids.$inferInsert)['status'];
  hoursAgo: number;
}

const BIDS: BidSeed[] = [
  {
    project: 'Recipe sharing',
    developer: 'sam_codes',
    amount: 1800,
    timeline: 21,
    message:
      'I have shipped four React Native apps with Firebase. I would finish the planner first, then notifications with Expo.',
    hoursAgo: 24,
  },
  {
    project: 'Recipe sharing',
    developer: 'amara.ui',
    amount: 1500,
    timeline: 25,
    message:
      'I can finish the planner screen with an accessible drag-and-drop calendar and wire up push notifications.',
    hoursAgo: 20,
  },
  {
    project: 'Invoice generator',
    developer: 'lena.dev',
    amount: 2400,
    timeline: 14,
    message:
      'Next.js and Stripe are my daily tools. PDF export with react-pdf, payment links and currencies in two weeks.',
    hoursAgo: 72,
  },
  {
    project: 'Community garden',
    developer: 'amara.ui',
    amount: 1100,
    timeline: 12,
    message:
      'Laravel and Vue are what I use every day. The waiting list and reminders first, then plot fees.',
    hoursAgo: 3,
  },
  {
    project: 'Personal finance',
    developer: 'lena.dev',
    amount: 1600,
    timeline: 15,
    message:
      'I would add budgets and recurring payments behind tests, and a parser per bank so a third one is easy.',
    hoursAgo: 48,
  },
  {
    project: 'Status page',
    developer: 'diego.rs',
    amount: 1300,
    timeline: 10,
    message:
      'Incidents, subscriptions and a small multi-stage Docker image: I have run status pages in production.',
    hoursAgo: 144,
  },
  {
    project: 'Habit tracker',
    developer: 'sam_codes',
    amount: 1200,
    timeline: 10,
    message:
      'Charts with fl_chart, local reminders and Firestore sync: I have done exactly this before.',
    status: 'accepted',
    hoursAgo: 264,
  },
  {
    project: 'Habit tracker',
    developer: 'amara.ui',
    amount: 1400,
    timeline: 18,
    message: 'I would redesign the statistics screen and add reminders and sync with tests.',
    status: 'rejected',
    hoursAgo: 264,
  },
  {
    project: 'Neighbourhood tool library',
    developer: 'amara.ui',
    amount: 2000,
    timeline: 30,
    message:
      'I can finish borrowing requests and the admin dashboard in three milestones, each one deployed.',
    status: 'paid',
    hoursAgo: 360,
  },
  {
    project: 'Farmers market stall map',
    developer: 'sam_codes',
    amount: 1200,
    timeline: 21,
    message: 'Stall-holder sign-up and the weekly schedule in three weeks, with offline maps.',
    status: 'paid',
    hoursAgo: 500,
  },
  {
    project: 'Conference talk voting',
    developer: 'diego.rs',
    amount: 1500,
    timeline: 14,
    message: 'A Go backend for the organiser view, with CSV export of the results. Two weeks.',
    status: 'paid',
    hoursAgo: 672,
  },
  {
    project: 'Portfolio site',
    developer: 'lena.dev',
    amount: 900,
    timeline: 7,
    message: 'Svelte templates and the GitHub GraphQL import are a one-week job for me.',
    status: 'completed',
    hoursAgo: 912,
  },
];

/** Conversations on bids: [sender, text, hours ago]; the last of each is unread by the other. */
const CONVERSATIONS: {
  project: string;
  developer: string;
  messages: [string, string, number][];
}[] = [
  {
    project: 'Habit tracker',
    developer: 'sam_codes',
    messages: [
      [
        'maya.creates',
        'Welcome aboard! The streak logic lives in lib/streaks.dart; everything else is fair game.',
        10 * 24,
      ],
      [
        'sam_codes',
        'Thanks! The app builds and runs. I will start with the statistics charts.',
        238,
      ],
      ['maya.creates', 'Reminders matter most to our testers, if you have to choose.', 9 * 24],
      [
        'sam_codes',
        'Noted: reminders first. I can start as soon as the payment is in; the charts are sketched in a branch.',
        2,
      ],
    ],
  },
  {
    project: 'Recipe sharing',
    developer: 'amara.ui',
    messages: [
      [
        'amara.ui',
        'Should the meal planner work offline? It changes how I would store the week.',
        6,
      ],
    ],
  },
  {
    project: 'Invoice generator',
    developer: 'lena.dev',
    messages: [
      ['tom_builds', 'Your bid looks great. Have you used react-pdf with custom fonts?', 60],
      [
        'lena.dev',
        'Yes, on two projects. I would add a test that renders a sample invoice to PDF.',
        58,
      ],
      ['tom_builds', 'Perfect. Could EUR and GBP come first? Most of my clients pay in them.', 1],
    ],
  },
  {
    project: 'Neighbourhood tool library',
    developer: 'amara.ui',
    messages: [
      ['tom_builds', 'Payment is in. Three milestones as you proposed?', 14 * 24],
      [
        'amara.ui',
        'Yes: catalogue search, borrowing requests, then the admin dashboard.',
        14 * 24 - 1,
      ],
      ['amara.ui', 'Borrowing requests are done; the reminders go out at 9 in the morning.', 20],
    ],
  },
];

/**
 * Adds the demo data when the database has no users yet; returns the demo accounts, or null.
 * Under an advisory lock: of several instances or seed commands starting together, one seeds and
 * the others find users and do nothing.
 */
export async function seedDemoIfEmpty(
  database: Pick<DatabaseHandle, 'db' | 'withAdvisoryLock'>,
  options: DemoOptions = {},
): Promise<DemoUser[] | null> {
  return database.withAdvisoryLock('seed', async () => {
    const seeded = await seedUnlocked(database.db);
    if (seeded) seeded.push(await seedOperator(database.db, options));
    if (seeded && options.dataDir) await seedDemoRepositories(database.db, options.dataDir);
    // Fresh tables have no statistics for the planner (PGlite never analyses by itself).
    if (seeded) await database.db.execute(sql`analyze`);
    return seeded;
  });
}

export interface DemoOptions {
  /**
   * The app's SESSION_SECRET: with it, the demo operator has two-factor sign-in on, its secret
   * derived from it (`npm run operator -- code ops@demo.finishline.dev` prints the code).
   */
  sessionSecret?: string;
  /** DATA_DIR: the demo's own repositories are written under it (demo-repositories.ts). */
  dataDir?: string;
}

/** The demo operator (decisions.md, Operators): it signs in with the password and a code. */
export const DEMO_OPERATOR = {
  username: 'ops.desk',
  email: 'ops@demo.finishline.dev',
  role: 'creator',
  isOperator: true,
  bio: 'Runs the marketplace for the demo.',
} as const;

/**
 * A demo operator: the demo's own, or another of the demo domain (the e2e suite gives each file
 * that signs an operator in one of its own, so that two files never race for one code).
 */
export async function seedOperator(
  db: Database,
  options: DemoOptions,
  operator: { username: string; email: `${string}@demo.finishline.dev` } = DEMO_OPERATOR,
): Promise<DemoUser> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const account = { ...DEMO_OPERATOR, ...operator };
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({ ...account, passwordHash, createdAt: daysAgo(61) })
      .returning({ id: users.id });
    await appendAudit(tx, {
      operatorId: null,
      action: 'operator.grant',
      targetType: 'user',
      targetId: inserted!.id,
      reason: 'Demo data: the demo operator',
      before: { isOperator: false },
      after: { isOperator: true },
      address: null,
    });
    if (options.sessionSecret) {
      const secret = demoTotpSecret(options.sessionSecret, account.email);
      await tx.insert(twoFactorCredentials).values({
        userId: inserted!.id,
        encryptedSecret: twoFactorKeys(options.sessionSecret).sealSecret(inserted!.id, secret),
        enabledAt: new Date(),
      });
    }
    return { ...account, passwordHash: '' };
  });
}

async function seedUnlocked(db: Database): Promise<DemoUser[] | null> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  if (count > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user, index) => ({
          ...user,
          passwordHash,
          createdAt: daysAgo(60 - index),
        })),
      )
      .returning({ id: users.id, username: users.username });
    const userIds = new Map(inserted.map((user) => [user.username, user.id]));
    const id = (username: string) => userIds.get(username)!;
    await tx.insert(sandboxObjects).values({
      id: LENA_PAYOUT_ACCOUNT,
      kind: 'account',
      data: { email: 'lena@demo.finishline.dev', payoutsEnabled: true, metadata: {} },
    });

    const projectRows = await tx
      .insert(projects)
      .values(
        [...OPEN_PROJECTS, ...OTHER_PROJECTS].map(({ owner, finisher, ...project }) => ({
          ...project,
          submitterId: id(owner),
          finisherId: finisher ? id(finisher) : null,
        })),
      )
      .returning({ id: projects.id, name: projects.name, submitterId: projects.submitterId });
    const project = (name: string) => projectRows.find((row) => row.name.startsWith(name))!;

    const bidRows = await tx
      .insert(bids)
      .values(
        BIDS.map(({ project: name, developer, hoursAgo: hours, ...bid }) => ({
          ...bid,
          projectId: project(name).id,
          finisherId: id(developer),
          createdAt: hoursAgo(hours),
        })),
      )
      .returning();
    const bidOf = (name: string, developer: string) =>
      bidRows.find(
        (bid) => bid.projectId === project(name).id && bid.finisherId === id(developer),
      )!;

    const notes: (typeof notifications.$inferInsert)[] = [];
    const note = (
      username: string,
      hours: number,
      notification: Omit<typeof notifications.$inferInsert, 'userId' | 'createdAt'>,
    ) => notes.push({ userId: id(username), createdAt: hoursAgo(hours), ...notification });

    for (const bid of BIDS.filter(({ status }) => status === undefined)) {
      const { id: projectId, name, submitterId } = project(bid.project);
      notes.push({
        userId: submitterId,
        createdAt: hoursAgo(bid.hoursAgo),
        type: 'bid',
        title: 'New bid received',
        content: `${bid.developer} bid ${formatCents(bid.amount * 100)} over ${bid.timeline} days on "${name}".`,
        relatedId: projectId,
        // The newest bids are news; the older ones were seen.
        isRead: bid.hoursAgo > 12,
      });
    }
    note('sam_codes', 11 * 24, {
      type: 'bid',
      title: 'Bid accepted',
      content: `Your bid on "${project('Habit tracker').name}" was accepted. The owner can now proceed to payment.`,
      relatedId: project('Habit tracker').id,
    });

    // Conversations, each on its bid, in the General thread a conversation starts with.
    for (const conversation of CONVERSATIONS) {
      const { submitterId } = project(conversation.project);
      const bid = bidOf(conversation.project, conversation.developer);
      const startedAt = hoursAgo(conversation.messages[0]![2]);
      const [sender, content, hours] = conversation.messages.at(-1)!;
      const [channel] = await tx
        .insert(conversationChannels)
        .values({
          projectId: bid.projectId,
          bidId: bid.id,
          creatorId: submitterId,
          developerId: bid.finisherId,
          createdAt: startedAt,
          lastMessageAt: hoursAgo(hours),
        })
        .returning({ id: conversationChannels.id });
      const [thread] = await tx
        .insert(conversationThreads)
        .values({ channelId: channel!.id, ...FIRST_THREAD, createdAt: startedAt })
        .returning({ id: conversationThreads.id });
      const sent = await tx
        .insert(messages)
        .values(
          conversation.messages.map(([from, text, ago], index) => ({
            threadId: thread!.id,
            senderId: id(from),
            content: text,
            createdAt: hoursAgo(ago),
            readAt: index === conversation.messages.length - 1 ? null : hoursAgo(ago - 0.5),
          })),
        )
        .returning({ id: messages.id });
      notes.push({
        userId: id(sender) === submitterId ? bid.finisherId : submitterId,
        createdAt: hoursAgo(hours),
        type: 'message',
        title: `New message from ${sender}`,
        content,
        relatedId: sent.at(-1)!.id,
      });
    }

    // The finished job: paid, released in full to Lena, paid out to her account, reviewed.
    const portfolio = await charge(tx, bidOf('Portfolio site', 'lena.dev'), daysAgo(37));
    const release = await releaseFunds(tx, {
      paymentId: portfolio.id,
      projectId: project('Portfolio site').id,
      developerId: id('lena.dev'),
    });
    await payOut(tx, release!, 'tr_sandbox_demo_portfolio', project('Portfolio site').id);
    note('lena.dev', 30 * 24, {
      type: 'project',
      title: 'Payout sent',
      content: `${formatCents(release!.developerAmount)} for "${project('Portfolio site').name}" was sent to your payout account.`,
      relatedId: project('Portfolio site').id,
    });
    await tx.insert(reviews).values([
      {
        projectId: project('Portfolio site').id,
        reviewerId: id('priya.k'),
        revieweeId: id('lena.dev'),
        rating: 5,
        comment: 'Delivered ahead of schedule with clear notes. Would hire again.',
      },
      {
        projectId: project('Portfolio site').id,
        reviewerId: id('lena.dev'),
        revieweeId: id('priya.k'),
        rating: 5,
        comment: 'Clear requirements and quick feedback.',
      },
    ]);

    // The paid project in milestones: one approved (its share released; Amara has no payout
    // account yet, so it waits for her onboarding), one completed and awaiting Tom, one pending.
    const toolLibrary = project('Neighbourhood tool library');
    const toolPayment = await charge(tx, bidOf(toolLibrary.name, 'amara.ui'), daysAgo(14));
    const [approved, completed] = await tx
      .insert(milestones)
      .values([
        {
          projectId: toolLibrary.id,
          title: 'Item catalogue search',
          description: 'Search by name and category, with photos on each item.',
          amount: 600,
          status: 'approved',
          dueDate: dateOnly(daysAgo(7)),
          completedAt: daysAgo(8),
          approvedAt: daysAgo(6),
          createdAt: daysAgo(14),
        },
        {
          projectId: toolLibrary.id,
          title: 'Borrowing requests and reminders',
          description: 'Ask to borrow, accept or decline, and a reminder the day before return.',
          amount: 800,
          status: 'completed',
          dueDate: dateOnly(daysAgo(-2)),
          completedAt: hoursAgo(20),
          autoApproveAt: new Date(hoursAgo(20).getTime() + 14 * 24 * HOUR_MS),
          createdAt: daysAgo(14),
        },
        {
          projectId: toolLibrary.id,
          title: 'Admin dashboard and deployment',
          description: 'Overdue items, member management, and the app deployed for the neighbours.',
          amount: 600,
          status: 'pending',
          dueDate: dateOnly(daysAgo(-14)),
          createdAt: daysAgo(14),
        },
      ])
      .returning();
    const milestoneRelease = await releaseFunds(tx, {
      paymentId: toolPayment.id,
      projectId: toolLibrary.id,
      developerId: id('amara.ui'),
      gross: approved!.amount * 100,
      milestoneId: approved!.id,
    });
    note('amara.ui', 6 * 24, {
      type: 'milestone_approved',
      title: MILESTONE_MESSAGES.approved,
      content: `"${approved!.title}" on "${toolLibrary.name}" was approved: ${formatCents(milestoneRelease!.developerAmount)} is released to you.`,
      relatedId: toolLibrary.id,
      isRead: true,
    });
    note('tom_builds', 20, {
      type: 'milestone_completed',
      title: MILESTONE_MESSAGES.completed,
      content: `"${completed!.title}" on "${toolLibrary.name}" is done. Approve it to release ${formatCents(completed!.amount * 90)} to the developer, or send it back with a note.`,
      relatedId: toolLibrary.id,
    });

    // The cancelled project: paid, then called off; what was held went back to Maya's card.
    const talks = project('Conference talk voting');
    const talksPayment = await charge(tx, bidOf(talks.name, 'diego.rs'), daysAgo(27));
    const refund = await refundHeld(tx, { paymentId: talksPayment.id, projectId: talks.id });
    await tx
      .update(refunds)
      .set({ status: 'sent', providerRefundId: 're_sandbox_demo_talks', sentAt: daysAgo(25) })
      .where(eq(refunds.id, refund!.id));
    await tx.insert(sandboxObjects).values({
      id: 're_sandbox_demo_talks',
      kind: 'refund',
      idempotencyKey: `refund-${refund!.id}`,
      data: {
        paymentIntentId: talksPayment.paymentIntentId,
        amount: refund!.amount,
        metadata: { refundId: String(refund!.id), projectId: String(talks.id) },
      },
    });
    note('maya.creates', 25 * 24, {
      type: 'project',
      title: 'Refund sent',
      content: `${formatCents(refund!.amount)} for "${talks.name}" was refunded to your card.`,
      relatedId: talks.id,
    });
    note('diego.rs', 25 * 24, {
      type: 'project',
      title: 'Project cancelled',
      content: `"${talks.name}" was cancelled by its owner.`,
      relatedId: talks.id,
      isRead: true,
    });

    // The operators' queue (docs/decisions/operators.md): a dispute the owner escalated, and a
    // report about an open project.
    const stallMap = project('Farmers market stall map');
    const stallPayment = await charge(tx, bidOf(stallMap.name, 'sam_codes'), daysAgo(20));
    const [stallDispute] = await tx
      .insert(disputes)
      .values({
        projectId: stallMap.id,
        paymentId: stallPayment.id,
        ownerId: id('priya.k'),
        developerId: id('sam_codes'),
        openedBy: id('sam_codes'),
        reason: 'other',
        state: 'escalated',
        held: stallPayment.amount,
        proposedRelease: stallPayment.amount,
        proposedBy: id('sam_codes'),
        createdAt: daysAgo(4),
        updatedAt: daysAgo(3),
      })
      .returning();
    await tx.insert(disputeEvents).values([
      {
        disputeId: stallDispute!.id,
        actorId: id('sam_codes'),
        kind: 'proposal',
        proposedRelease: stallPayment.amount,
        message:
          'I delivered the sign-up and the schedule as the bid says; the owner has not answered for a week.',
        createdAt: daysAgo(4),
      },
      {
        disputeId: stallDispute!.id,
        actorId: id('priya.k'),
        kind: 'escalation',
        message:
          'Half of the screens we agreed on are missing. I would like an operator to look at the delivery.',
        createdAt: daysAgo(3),
      },
    ]);
    note('sam_codes', 3 * 24, {
      type: 'project',
      title: 'Dispute escalated',
      content: `The owner of "${stallMap.name}" asked an operator to decide the dispute.`,
      relatedId: stallMap.id,
    });
    const invoices = project('Invoice generator for freelancers');
    await tx.insert(reports).values({
      reporterId: id('diego.rs'),
      targetType: 'project',
      targetId: invoices.id,
      targetUserId: invoices.submitterId,
      reason: 'spam',
      details: 'The same project is posted three times with different names.',
      createdAt: hoursAgo(30),
    });

    await tx.insert(notifications).values(notes);
    return DEMO_USERS.map((user) => ({ ...user, passwordHash: '' }));
  });
}

/** A sandbox checkout paid for the bid: the payment succeeded and its money is held. */
async function charge(tx: Transaction, bid: typeof bids.$inferSelect, at: Date) {
  const key = `demo_${bid.id}`;
  const [payment] = await tx
    .insert(payments)
    .values({
      bidId: bid.id,
      ...splitPayment(bid.amount),
      provider: 'sandbox',
      status: 'succeeded',
      checkoutSessionId: `cs_sandbox_${key}`,
      paymentIntentId: `pi_sandbox_${key}`,
      chargeId: `ch_sandbox_${key}`,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await recordCharge(tx, {
    paymentId: payment!.id,
    projectId: bid.projectId,
    amount: payment!.amount,
  });
  const [project] = await tx
    .select({ submitterId: projects.submitterId })
    .from(projects)
    .where(eq(projects.id, bid.projectId));
  // "Paid before" on the owner's cards and pages, as a real payment sets it (confirm-payment.ts).
  await tx.update(users).set({ hasPaid: true }).where(eq(users.id, project!.submitterId));
  await issueReceipt(tx, {
    kind: 'payment',
    paymentId: payment!.id,
    payerId: project!.submitterId,
    amount: payment!.amount,
    fee: payment!.platformFee,
    issuedAt: at,
  });
  return payment!;
}

/** What the money worker does once the provider made the transfer (payments/money-worker.ts). */
async function payOut(
  tx: Transaction,
  release: typeof releases.$inferSelect,
  transferId: string,
  projectId: number,
) {
  await tx.insert(sandboxObjects).values({
    id: transferId,
    kind: 'transfer',
    idempotencyKey: `transfer-${release.id}`,
    data: {
      amount: release.developerAmount,
      destination: LENA_PAYOUT_ACCOUNT,
      transferGroup: `project-${projectId}`,
      metadata: { releaseId: String(release.id), projectId: String(projectId) },
    },
  });
  await tx
    .update(releases)
    .set({ status: 'sent', transferId, attempts: 1, sentAt: daysAgo(30) })
    .where(eq(releases.id, release.id));
  await recordTransfer(tx, {
    releaseId: release.id,
    paymentId: release.paymentId,
    developerId: release.developerId,
    amount: release.developerAmount,
  });
}

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);
