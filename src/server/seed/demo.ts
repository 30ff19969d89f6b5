/**
 * Demo data for a newcomer's first start: believable people, projects in several states, bids,
 * a finished job with reviews. Everything goes in one transaction: all of it or none of it.
 */
import { sql } from 'drizzle-orm';
import { splitPayment } from '@shared/money.js';
import { recordCharge } from '../features/payments/ledger.js';
import { releaseFunds } from '../features/payments/release-funds.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import { bids, payments, projects, reviews, users } from '../db/schema.js';
import { hashPassword } from '../core/passwords.js';

export const DEMO_PASSWORD = 'finishline-demo';

type DemoUser = typeof users.$inferInsert;

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

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/**
 * Adds the demo data when the database has no users yet; returns the demo accounts, or null.
 * Under an advisory lock: of several instances or seed commands starting together, one seeds and
 * the others find users and do nothing.
 */
export async function seedDemoIfEmpty(
  database: Pick<DatabaseHandle, 'db' | 'withAdvisoryLock'>,
): Promise<DemoUser[] | null> {
  return database.withAdvisoryLock('seed', async () => {
    const seeded = await seedUnlocked(database.db);
    // Fresh tables have no statistics for the planner (PGlite never analyses by itself).
    if (seeded) await database.db.execute(sql`analyze`);
    return seeded;
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
      .returning();
    const byName = Object.fromEntries(inserted.map((user) => [user.username, user.id]));
    const id = (username: string) => byName[username]!;

    const projectRows = await tx
      .insert(projects)
      .values([
        {
          name: 'Recipe sharing app with meal planner',
          description:
            'A React Native app where home cooks share recipes and plan their week. Auth, recipe CRUD and the feed work; the meal planner screen and push notifications are half done.',
          techStack: ['React Native', 'Firebase', 'TypeScript'],
          codeLink: 'https://github.com/example/recipe-planner',
          submitterId: id('maya.creates'),
          status: 'open',
          createdAt: daysAgo(2),
        },
        {
          name: 'Invoice generator for freelancers',
          description:
            'Next.js dashboard that turns tracked hours into PDF invoices. Time tracking is done; PDF export, Stripe payment links and multi-currency support are missing.',
          techStack: ['Next.js', 'PostgreSQL', 'Tailwind CSS'],
          codeLink: 'https://github.com/example/invoicer',
          submitterId: id('tom_builds'),
          status: 'open',
          createdAt: daysAgo(4),
        },
        {
          name: 'Bakery online ordering system',
          description:
            'Django site for ordering cakes ahead of pickup. Product catalogue and cart exist; checkout, pickup-slot booking and the staff order board need finishing.',
          techStack: ['Django', 'Python', 'PostgreSQL', 'Bootstrap'],
          codeLink: 'https://github.com/example/bakery-orders',
          submitterId: id('priya.k'),
          status: 'active',
          createdAt: daysAgo(6),
        },
        {
          name: 'Habit tracker with streaks',
          description:
            'Flutter habit tracker with local storage. Streak logic works but the statistics charts, reminders and cloud sync were never finished.',
          techStack: ['Flutter', 'Firebase'],
          codeLink: 'https://github.com/example/habit-streaks',
          submitterId: id('maya.creates'),
          status: 'in_progress',
          finisherId: id('sam_codes'),
          createdAt: daysAgo(12),
        },
        {
          name: 'Podcast transcription pipeline',
          description:
            'A Python service that downloads podcast episodes, transcribes them and indexes the text for search. The worker queue is flaky and the search API is only sketched.',
          techStack: ['Python', 'Docker', 'REST API'],
          codeLink: 'https://github.com/example/podscribe',
          submitterId: id('tom_builds'),
          status: 'paused',
          createdAt: daysAgo(20),
        },
        {
          name: 'Portfolio site generator',
          description:
            'Static-site generator that builds a developer portfolio from a GitHub profile. Templates and the GitHub import were finished by a Finishline developer.',
          techStack: ['Svelte', 'Node.js', 'GraphQL'],
          codeLink: 'https://github.com/example/folio-gen',
          submitterId: id('priya.k'),
          status: 'completed',
          finisherId: id('lena.dev'),
          createdAt: daysAgo(40),
        },
      ])
      .returning();
    const project = (name: string) => projectRows.find((row) => row.name.startsWith(name))!.id;

    const bidRows = await tx
      .insert(bids)
      .values([
        {
          projectId: project('Recipe sharing'),
          finisherId: id('sam_codes'),
          amount: 1800,
          timeline: 21,
          message:
            'I have shipped four React Native apps with Firebase. I would finish the planner first, then notifications with Expo.',
          createdAt: daysAgo(1),
        },
        {
          projectId: project('Recipe sharing'),
          finisherId: id('amara.ui'),
          amount: 1500,
          timeline: 25,
          message:
            'I can finish the planner screen with an accessible drag-and-drop calendar and wire up push notifications.',
          createdAt: daysAgo(1),
        },
        {
          projectId: project('Invoice generator'),
          finisherId: id('lena.dev'),
          amount: 2400,
          timeline: 14,
          message:
            'Next.js and Stripe are my daily tools. PDF export with react-pdf, payment links and currencies in two weeks.',
          createdAt: daysAgo(3),
        },
        {
          projectId: project('Habit tracker'),
          finisherId: id('sam_codes'),
          amount: 1200,
          timeline: 10,
          message:
            'Charts with fl_chart, local reminders and Firestore sync: I have done exactly this before.',
          status: 'accepted',
          createdAt: daysAgo(11),
        },
        {
          projectId: project('Habit tracker'),
          finisherId: id('amara.ui'),
          amount: 1400,
          timeline: 18,
          message: 'I would redesign the statistics screen and add reminders and sync with tests.',
          status: 'rejected',
          createdAt: daysAgo(11),
        },
        {
          projectId: project('Portfolio site'),
          finisherId: id('lena.dev'),
          amount: 900,
          timeline: 7,
          message: 'Svelte templates and the GitHub GraphQL import are a one-week job for me.',
          status: 'completed',
          createdAt: daysAgo(38),
        },
      ])
      .returning();

    // The finished job was paid through the sandbox and approved: its money is released to Lena,
    // waiting for her payout onboarding (a new visitor can finish it in the sandbox and see it sent).
    const completedBid = bidRows.find((bid) => bid.status === 'completed')!;
    const [payment] = await tx
      .insert(payments)
      .values({
        bidId: completedBid.id,
        ...splitPayment(completedBid.amount),
        provider: 'sandbox',
        status: 'succeeded',
        checkoutSessionId: 'cs_sandbox_demo_portfolio',
        paymentIntentId: 'pi_sandbox_demo_portfolio',
        chargeId: 'ch_sandbox_demo_portfolio',
        createdAt: daysAgo(37),
      })
      .returning();
    await recordCharge(tx, {
      paymentId: payment!.id,
      projectId: completedBid.projectId,
      amount: payment!.amount,
    });
    await releaseFunds(tx, {
      paymentId: payment!.id,
      projectId: completedBid.projectId,
      developerId: completedBid.finisherId,
    });
    await tx.insert(reviews).values([
      {
        projectId: completedBid.projectId,
        reviewerId: id('priya.k'),
        revieweeId: id('lena.dev'),
        rating: 5,
        comment: 'Delivered ahead of schedule with clear notes. Would hire again.',
      },
      {
        projectId: completedBid.projectId,
        reviewerId: id('lena.dev'),
        revieweeId: id('priya.k'),
        rating: 5,
        comment: 'Clear requirements and quick feedback.',
      },
    ]);
    return DEMO_USERS.map((user) => ({ ...user, passwordHash: '' }));
  });
}
