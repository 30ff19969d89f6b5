/** The developer directory, public profiles and stats (issue 5): filters, paging, privacy. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BidStatus } from '../../src/shared/constants.js';
import { bids, projects, reviews, users } from '../../src/server/db/schema.js';
import { createTestApp } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

type UserFields = Partial<typeof users.$inferInsert>;

let clock = Date.parse('2024-01-01T00:00:00Z');
/** A user with the given profile; each one created a minute after the previous (newest first). */
async function makeUser(role: 'creator' | 'developer', fields: UserFields = {}) {
  const { user, cookie } = await signUp({ role });
  clock += 60_000;
  const [row] = await db
    .update(users)
    .set({
      createdAt: new Date(clock),
      stripeCustomerId: `cus_secret_${user.id}`,
      stripeConnectId: `acct_secret_${user.id}`,
      ...fields,
    })
    .where(eq(users.id, user.id))
    .returning();
  return { ...row!, cookie };
}

const get = (url: string) => app.inject({ method: 'GET', url });
const names = (body: { username: string }[]) => body.map((developer) => developer.username);

/** Nothing private may appear anywhere in a public response body. */
function expectNothingPrivate(rawBody: string, people: { email: string; id: number }[]) {
  expect(rawBody).not.toMatch(/password|argon2|stripe|cus_secret|acct_secret|"email"|"role"/i);
  for (const person of people) expect(rawBody).not.toContain(person.email);
}

// One directory for the filter tests, created before them; newest is listed first.
const ada = await makeUser('developer', {
  username: 'ada_dev',
  bio: 'Compilers and 100% test coverage',
  location: 'London',
  skills: ['TypeScript', 'React', 'Node.js'],
  languages: ['typescript', 'javascript'],
  hourlyRate: 90,
  yearsOfExperience: 12,
  available: true,
});
const grace = await makeUser('developer', {
  username: 'grace_dev',
  bio: 'Mainframes, COBOL and the odd React app',
  skills: ['react', 'Go'],
  languages: ['go', 'csharp'],
  available: false,
});
const linus = await makeUser('developer', {
  username: 'linus_dev',
  bio: null,
  skills: ['C', 'Rust', 'Kernel_hacking'],
  available: true,
});
const creator = await makeUser('creator', { username: 'carol_creator', bio: 'React fan' });

describe('GET /api/developers', () => {
  it('lists developers only, newest first, with public fields only', async () => {
    const response = await get('/api/developers');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['linus_dev', 'grace_dev', 'ada_dev']);
    expect(body[2]).toEqual({
      id: ada.id,
      username: 'ada_dev',
      avatarUrl: null,
      bio: 'Compilers and 100% test coverage',
      location: 'London',
      yearsOfExperience: 12,
      hourlyRate: 90,
      skills: ['TypeScript', 'React', 'Node.js'],
      available: true,
      onboardingComplete: false,
      verified: true,
    });
    expect(body[1].verified).toBe(false);
    expectNothingPrivate(response.body, [ada, grace, linus, creator]);
  });

  it('filters by availability', async () => {
    expect(names((await get('/api/developers?available=true')).json())).toEqual([
      'linus_dev',
      'ada_dev',
    ]);
    expect(names((await get('/api/developers?available=false')).json())).toEqual(['grace_dev']);
    const bad = await get('/api/developers?available=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("available must be 'true' or 'false'");
  });

  it('filters by skills: all of them, ignoring case, comma-separated or repeated', async () => {
    expect(names((await get('/api/developers?skills=REACT')).json())).toEqual([
      'grace_dev',
      'ada_dev',
    ]);
    expect(names((await get('/api/developers?skills=react,typescript')).json())).toEqual([
      'ada_dev',
    ]);
    expect(names((await get('/api/developers?skills=React&skills=Go')).json())).toEqual([
      'grace_dev',
    ]);
    expect((await get('/api/developers?skills=Go,Rust')).json()).toEqual([]);
    // Empty entries are ignored rather than matching nobody.
    expect(names((await get('/api/developers?skills=,rust,')).json())).toEqual(['linus_dev']);
  });

  it("counts a programming language from the Skills tab as a skill ('C#' is 'csharp')", async () => {
    expect(names((await get(`/api/developers?skills=${encodeURIComponent('C#')}`)).json())).toEqual(
      ['grace_dev'],
    );
    expect(names((await get('/api/developers?skills=JavaScript')).json())).toEqual(['ada_dev']);
  });

  it('combines filters', async () => {
    expect(names((await get('/api/developers?skills=react&available=true')).json())).toEqual([
      'ada_dev',
    ]);
    expect(
      names((await get('/api/developers?skills=react&available=true&q=cobol')).json()),
    ).toEqual([]);
  });

  it('searches username, bio and skills; every word must match; wildcards are literal', async () => {
    const search = async (q: string) =>
      names((await get(`/api/developers?q=${encodeURIComponent(q)}`)).json());
    expect(await search('GRACE')).toEqual(['grace_dev']);
    expect(await search('mainframes')).toEqual(['grace_dev']);
    expect(await search('rust')).toEqual(['linus_dev']);
    expect(await search('react')).toEqual(['grace_dev', 'ada_dev']);
    expect(await search('react compilers')).toEqual(['ada_dev']);
    expect(await search('100%')).toEqual(['ada_dev']);
    expect(await search('%')).toEqual(['ada_dev']);
    expect(await search('kernel_')).toEqual(['linus_dev']);
    expect(await search('l_nus')).toEqual([]);
    expect(await search('carol')).toEqual([]);
    expect(await search('   ')).toEqual(['linus_dev', 'grace_dev', 'ada_dev']);
  });

  it('bounds the query', async () => {
    const longQ = await get(`/api/developers?q=${'a'.repeat(101)}`);
    expect(longQ.statusCode).toBe(400);
    expect(longQ.json().message).toBe('Search text must be at most 100 characters');
    const manySkills = Array.from({ length: 13 }, (_, i) => `s${i}`).join(',');
    const tooMany = await get(`/api/developers?skills=${manySkills}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Choose at most 12 skills');
    expect((await get('/api/developers?limit=101')).statusCode).toBe(400);
    expect((await get('/api/developers?cursor=nonsense')).statusCode).toBe(400);
  });

  it('pages with a cursor in the Link header, keeping filters', async () => {
    const first = await get('/api/developers?limit=2');
    expect(names(first.json())).toEqual(['linus_dev', 'grace_dev']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)![1]!;
    const second = await get(next);
    expect(names(second.json())).toEqual(['ada_dev']);
    expect(second.headers.link).toBeUndefined();

    const filtered = await get('/api/developers?available=true&limit=1');
    expect(names(filtered.json())).toEqual(['linus_dev']);
    const filteredNext = /<([^>]+)>; rel="next"/.exec(filtered.headers.link as string)![1]!;
    expect(filteredNext).toContain('available=true');
    expect(names((await get(filteredNext)).json())).toEqual(['ada_dev']);
  });
});

describe('GET /api/developers/{username}', () => {
  it("returns a developer's public profile, found ignoring case, without private fields", async () => {
    await db
      .update(users)
      .set({
        website: 'https://ada.dev',
        githubUrl: 'https://github.com/ada',
        frameworks: ['Fastify'],
        githubProjects: ['https://github.com/ada/engine'],
      })
      .where(eq(users.id, ada.id));
    const response = await get('/api/developers/ADA_DEV');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: ada.id,
      username: 'ada_dev',
      avatarUrl: null,
      bio: 'Compilers and 100% test coverage',
      location: 'London',
      yearsOfExperience: 12,
      hourlyRate: 90,
      skills: ['TypeScript', 'React', 'Node.js'],
      available: true,
      onboardingComplete: false,
      verified: true,
      website: 'https://ada.dev',
      githubUrl: 'https://github.com/ada',
      linkedinUrl: null,
      twitterUrl: null,
      languages: ['typescript', 'javascript'],
      frameworks: ['Fastify'],
      githubProjects: ['https://github.com/ada/engine'],
      createdAt: ada.createdAt.toISOString(),
    });
    expectNothingPrivate(response.body, [ada]);
  });

  it('is public: a visitor and a signed-in user see the same profile', async () => {
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/developers/ada_dev',
      headers: { cookie: creator.cookie },
    });
    expect(signedIn.json()).toEqual((await get('/api/developers/ada_dev')).json());
  });

  it('404s for an unknown username and for a creator', async () => {
    for (const url of [
      '/api/developers/nobody_here',
      '/api/developers/carol_creator',
      '/api/developers/nobody_here/stats',
      '/api/developers/carol_creator/stats',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Developer not found', code: 'not_found' });
    }
  });
});

describe('GET /api/developers/{username}/stats', () => {
  async function insertProject(
    fields: Partial<typeof projects.$inferInsert> & { submitterId: number },
  ) {
    const [project] = await db
      .insert(projects)
      .values({
        name: `Project ${Math.random().toString(36).slice(2, 8)}`,
        description: 'A half-built app that needs someone to finish it and ship it properly.',
        techStack: ['React'],
        ...fields,
      })
      .returning();
    return project!;
  }

  it('is all zeros and no rating for a developer with no history', async () => {
    const response = await get('/api/developers/linus_dev/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      completedProjects: 0,
      acceptanceRate: 0,
      averageRating: null,
      reviewCount: 0,
      disputes: 0,
      disputesDecidedAgainst: 0,
      skills: ['C', 'Rust', 'Kernel_hacking'],
      projects: [],
    });
  });

  it('counts completed projects, acceptance rate and rating from hand-made data', async () => {
    const dev = await makeUser('developer', { username: 'stats_dev', skills: ['Go'] });
    const other = await makeUser('developer', { username: 'stats_other' });
    const owner = await makeUser('creator', { username: 'stats_owner' });
    const owner2 = await makeUser('creator', { username: 'stats_owner2' });

    const done1 = await insertProject({
      submitterId: owner.id,
      finisherId: dev.id,
      status: 'completed',
      name: 'Finished shop',
      techStack: ['React', 'Tailwind CSS'],
      codeLink: 'https://github.com/o/shop',
      updatedAt: new Date('2024-03-01T00:00:00Z'),
    });
    const done2 = await insertProject({
      submitterId: owner2.id,
      finisherId: dev.id,
      status: 'completed',
      name: 'Finished blog',
      updatedAt: new Date('2024-05-01T00:00:00Z'),
    });
    // Not in the portfolio: in progress, or finished by someone else.
    const inProgress = await insertProject({
      submitterId: owner.id,
      finisherId: dev.id,
      status: 'paid',
    });
    const othersDone = await insertProject({
      submitterId: owner.id,
      finisherId: other.id,
      status: 'completed',
    });
    const open1 = await insertProject({ submitterId: owner.id });
    const open2 = await insertProject({ submitterId: owner2.id });
    const open3 = await insertProject({ submitterId: owner2.id, status: 'cancelled' });

    // 7 bids: accepted-like are completed ×2, paid ×1, accepted ×1 → 4/7 = 57.14… → 57.
    const bid = (projectId: number, status: BidStatus, finisherId = dev.id) => ({
      projectId,
      finisherId,
      amount: 100,
      timeline: 7,
      message: 'I can finish this project quickly and well.',
      status,
    });
    await db
      .insert(bids)
      .values([
        bid(done1.id, 'completed'),
        bid(done2.id, 'completed'),
        bid(inProgress.id, 'paid'),
        bid(open1.id, 'accepted'),
        bid(open2.id, 'pending'),
        bid(open3.id, 'rejected'),
        bid(othersDone.id, 'rejected'),
        bid(othersDone.id, 'completed', other.id),
      ]);

    // Ratings received: 5 and 4 → 4.5; a review the developer wrote does not count.
    await db.insert(reviews).values([
      { projectId: done1.id, reviewerId: owner.id, revieweeId: dev.id, rating: 5 },
      { projectId: done2.id, reviewerId: owner2.id, revieweeId: dev.id, rating: 4 },
      { projectId: done1.id, reviewerId: dev.id, revieweeId: owner.id, rating: 1 },
      { projectId: othersDone.id, reviewerId: owner.id, revieweeId: other.id, rating: 1 },
    ]);

    const response = await get('/api/developers/Stats_Dev/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      completedProjects: 2,
      acceptanceRate: 57,
      averageRating: 4.5,
      reviewCount: 2,
      disputes: 0,
      disputesDecidedAgainst: 0,
      skills: ['Go'],
      projects: [
        {
          id: done2.id,
          name: 'Finished blog',
          description: done2.description,
          technologies: ['React'],
          completedAt: '2024-05-01T00:00:00.000Z',
          repoUrl: null,
        },
        {
          id: done1.id,
          name: 'Finished shop',
          description: done1.description,
          technologies: ['React', 'Tailwind CSS'],
          completedAt: '2024-03-01T00:00:00.000Z',
          repoUrl: 'https://github.com/o/shop',
        },
      ],
    });
    expectNothingPrivate(response.body, [dev, owner, owner2]);

    const others = (await get('/api/developers/stats_other/stats')).json();
    expect(others).toMatchObject({ completedProjects: 1, acceptanceRate: 100, averageRating: 1 });
  });

  it('rounds the average rating to one decimal and bounds the portfolio', async () => {
    const dev = await makeUser('developer', { username: 'busy_dev' });
    const owner = await makeUser('creator');
    const done: (typeof projects.$inferSelect)[] = [];
    for (let i = 0; i < 26; i += 1) {
      done.push(
        await insertProject({
          submitterId: owner.id,
          finisherId: dev.id,
          status: 'completed',
          updatedAt: new Date(Date.UTC(2024, 0, 1 + i)),
        }),
      );
    }
    const reviewers = [owner, await makeUser('creator'), await makeUser('creator')];
    // 5, 4, 4 → 4.333… → 4.3
    await db.insert(reviews).values(
      [5, 4, 4].map((rating, i) => ({
        projectId: done[i]!.id,
        reviewerId: reviewers[i]!.id,
        revieweeId: dev.id,
        rating,
      })),
    );
    const stats = (await get('/api/developers/busy_dev/stats')).json();
    expect(stats.completedProjects).toBe(26);
    expect(stats.averageRating).toBe(4.3);
    expect(stats.projects).toHaveLength(24);
    expect(stats.projects[0].id).toBe(done[25]!.id);
  });
});
