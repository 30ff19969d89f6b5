/**
 * Bad input is a 400 or a 404 with the spec's error body, never a 500, and changes nothing
 * (issue 9): ids past PostgreSQL's integer, cursors with out-of-range ids, dates or ranks, NUL
 * characters in any text, and role names every object inherits. Each request here is otherwise
 * valid, so the one bad value is what the server has to deal with.
 * tests/api/no-server-errors.test.ts walks every route with random input besides.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bids, deliveries, milestones, projects, users } from '../../src/server/db/schema.js';
import { paidProject } from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const t = await createTestApp();
const { app, db, signUp } = t;

const owner = await signUp({ role: 'creator' });
const developer = await signUp({ role: 'developer' });

const [project] = await db
  .insert(projects)
  .values({
    name: 'A project with a bid',
    description: 'A project with one bid, so that bid, channel and thread routes have real rows.',
    techStack: ['React'],
    submitterId: owner.user.id,
  })
  .returning();
const bid = (
  await app.inject({
    method: 'POST',
    url: `/api/projects/${project!.id}/bids`,
    headers: { cookie: developer.cookie },
    payload: { amount: 500, timeline: 10, message: 'I can finish the remaining screens quickly.' },
  })
).json() as { id: number };
const channel = (
  await app.inject({
    method: 'POST',
    url: `/api/bids/${bid.id}/conversations`,
    headers: { cookie: owner.cookie },
  })
).json() as { id: number; threads: { id: number }[] };
const threadId = channel.threads[0]!.id;

const request = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  who: TestUser | null = owner,
  payload?: object,
) => app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });

const CODE_OF: Record<number, string> = { 400: 'invalid_input', 404: 'not_found' };

/** A refusal in the spec's words: 400 or 404, `{ message, code, errors? }` with its status's code. */
function expectRefused(response: Awaited<ReturnType<typeof request>>, statuses = [400, 404]) {
  expect(statuses, `${response.statusCode} ${response.body}`).toContain(response.statusCode);
  const body = response.json();
  expect(typeof body.message).toBe('string');
  expect(body.code).toBe(CODE_OF[response.statusCode]);
  expect(Object.keys(body).every((key) => ['message', 'code', 'errors'].includes(key))).toBe(true);
}

const TOO_BIG = '2147483648';

describe('ids of 2^31 and more', () => {
  const routes: ['GET' | 'POST' | 'PATCH', string, TestUser, object?][] = [
    ['GET', `/api/projects/${TOO_BIG}`, owner],
    ['PATCH', `/api/projects/${TOO_BIG}/status`, owner, { status: 'paused' }],
    [
      'POST',
      `/api/projects/${TOO_BIG}/bids`,
      developer,
      { amount: 5, timeline: 5, message: 'A perfectly good bid message here.' },
    ],
    ['GET', `/api/bids/${TOO_BIG}`, owner],
    ['POST', `/api/bids/${TOO_BIG}/accept`, owner],
    ['POST', `/api/bids/${TOO_BIG}/conversations`, owner],
    ['POST', `/api/bids/${TOO_BIG}/pay`, owner],
    ['GET', `/api/channels/${TOO_BIG}`, owner],
    ['GET', `/api/threads/${TOO_BIG}/messages`, owner],
    ['POST', `/api/threads/${TOO_BIG}/messages`, owner, { content: 'Hello there' }],
    ['GET', `/api/messages/${TOO_BIG}`, owner],
    ['GET', `/api/payments/${TOO_BIG}`, owner],
    ['GET', `/api/projects/${TOO_BIG}/milestones`, owner],
    ['POST', `/api/milestones/${TOO_BIG}/approve`, owner],
    ['GET', `/api/projects/${TOO_BIG}/reviews`, owner],
    ['PATCH', `/api/reviews/${TOO_BIG}`, owner, { rating: 5, comment: 'Great work' }],
    ['PATCH', `/api/notifications/${TOO_BIG}/read`, owner],
    ['GET', `/api/users/${TOO_BIG}/projects`, owner],
    ['GET', '/api/projects/99999999999999999999', owner],
  ];
  it.each(routes)('%s %s is refused', async (method, url, who, payload) => {
    expectRefused(await request(method, url, who, payload));
  });

  it('in a body: a bid naming project 2^31 is refused and stores nothing', async () => {
    const response = await request('POST', `/api/projects/${project!.id}/bids`, developer, {
      amount: 5,
      timeline: 5,
      message: 'A perfectly good bid message here.',
      projectId: 2 ** 31,
    });
    expectRefused(response);
    expect(await db.select().from(bids).where(eq(bids.projectId, project!.id))).toHaveLength(1);
  });
});

describe('cursors', () => {
  const cursor = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = new Date().toISOString();
  const bad = {
    'an id of 2^31': cursor([now, 2 ** 31]),
    'a fractional id': cursor([now, 1.5]),
    'a year past 9999': cursor(['+275760-09-13T00:00:00.000Z', 1]),
    'a year before 1': cursor(['-271821-04-20T00:00:00.000Z', 1]),
    'the year 0': cursor(['0000-01-01T00:00:00.000Z', 1]),
    'a rank no real holds': cursor([now, 1, 1e300]),
    'an object': cursor({ createdAt: now } as unknown as unknown[]),
  };
  const lists = [
    '/api/projects',
    '/api/projects?q=react',
    '/api/developers',
    `/api/users/${owner.user.id}/projects`,
    `/api/users/${owner.user.id}/notifications`,
    `/api/users/${owner.user.id}/channels`,
    `/api/users/${owner.user.id}/payments`,
    `/api/threads/${threadId}/messages`,
  ];
  for (const [what, value] of Object.entries(bad)) {
    it.each(lists)(`${what}: %s answers 400 Invalid cursor`, async (list) => {
      const separator = list.includes('?') ? '&' : '?';
      const response = await request('GET', `${list}${separator}cursor=${value}`);
      expectRefused(response, [400]);
      expect(response.json().message).toBe('Invalid cursor');
    });
  }
});

describe('NUL characters', () => {
  it.each([
    '/api/projects?q=a%00b',
    '/api/projects?tech=Re%00act',
    '/api/developers?q=a%00b',
    '/api/developers/a%00b',
    '/api/developers/a%00b/stats',
    '/api/users/a%00b/reviews',
    '/api/users/a%00b/rating',
  ])('GET %s is refused', async (url) => {
    expectRefused(await request('GET', url));
  });

  it('in a bio (JSON or multipart), nothing changes', async () => {
    const url = `/api/users/${developer.user.id}/profile`;
    const json = await request('PATCH', url, developer, { bio: 'Finisher\u0000 of things' });
    expectRefused(json, [400]);
    expect(json.json().errors).toEqual({ bio: ['Text cannot contain the NUL character'] });

    const boundary = 'nul-boundary';
    const multipart = await app.inject({
      method: 'PATCH',
      url,
      headers: {
        cookie: developer.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="bio"\r\n\r\nFinisher\u0000 of things\r\n--${boundary}--\r\n`,
    });
    expectRefused(multipart, [400]);
    const [row] = await db.select().from(users).where(eq(users.id, developer.user.id));
    expect(row!.bio).toBeNull();
  });

  it('in a project name (JSON or multipart), nothing is stored', async () => {
    const data = {
      name: 'Nul\u0000 project',
      description: 'A description long enough for the rules of the spec, fifty characters or more.',
      techStack: ['React'],
      codeLink: 'https://github.com/example/repo',
      timeframe: '2 weeks',
    };
    expectRefused(await request('POST', '/api/projects', owner, data), [400]);
    const boundary = 'nul-boundary';
    const multipart = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: {
        cookie: owner.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="projectData"\r\n\r\n${JSON.stringify(data)}\r\n--${boundary}--\r\n`,
    });
    expectRefused(multipart, [400]);
    const mine = await db.select().from(projects).where(eq(projects.submitterId, owner.user.id));
    expect(mine).toHaveLength(1);
  });

  it('in a message, nothing is sent', async () => {
    const response = await request('POST', `/api/threads/${threadId}/messages`, owner, {
      content: 'Hello\u0000 there',
    });
    expectRefused(response, [400]);
    expect(response.json().errors).toEqual({ content: ['Text cannot contain the NUL character'] });
    const messages = await request('GET', `/api/threads/${threadId}/messages`);
    expect(messages.json()).toEqual([]);
  });

  it('in a bid message, a registration and a sign-in', async () => {
    expectRefused(
      await request('POST', `/api/projects/${project!.id}/bids`, developer, {
        amount: 5,
        timeline: 5,
        message: 'A perfectly good bid\u0000 message here.',
      }),
      [400],
    );
    expectRefused(
      await request('POST', '/api/register', null, {
        username: 'nul_user',
        email: 'nul@example.com',
        password: 'correct\u0000horse',
      }),
      [400],
    );
    expectRefused(
      await request('POST', '/api/login', null, {
        email: 'nul@example.com',
        password: 'correct\u0000horse',
      }),
      [400],
    );
  });
});

describe('role names every object inherits', () => {
  it.each(['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'])(
    'registering as %s is a 400 "Please select a role" and creates no account',
    async (role) => {
      const username = `role_${role.replace(/_/g, '')}`;
      const response = await request('POST', '/api/register', null, {
        username,
        email: `${username}@example.com`,
        password: 'correct-horse',
        role,
      });
      expectRefused(response, [400]);
      expect(response.json().errors).toEqual({ role: ['Please select a role'] });
      expect(await db.select().from(users).where(eq(users.username, username))).toEqual([]);
    },
  );
});

describe('dates', () => {
  it.each(['2024-02-30', '2023-02-29', '0000-01-01', '2024-04-31'])(
    'a milestone due on %s, a day that does not exist, is a 400 and adds nothing',
    async (dueDate) => {
      const paid = await paidProject(t, 1000);
      const response = await request(
        'POST',
        `/api/projects/${paid.project.id}/milestones`,
        paid.owner,
        {
          title: 'Design',
          amount: 100,
          dueDate,
        },
      );
      expectRefused(response, [400]);
      expect(response.json().errors).toEqual({ dueDate: ['Due date must be a date (YYYY-MM-DD)'] });
      expect(
        await db.select().from(milestones).where(eq(milestones.projectId, paid.project.id)),
      ).toEqual([]);
    },
  );
});

describe('web addresses other than http(s)', () => {
  const schemes = [
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com/build.zip',
  ];

  it.each(schemes)(
    'a delivery linking to %s is a 400 on its link and stores nothing',
    async (link) => {
      const paid = await paidProject(t, 300);
      const response = await request(
        'POST',
        `/api/projects/${paid.project.id}/deliveries`,
        paid.developer,
        { message: 'Everything is done, see the link.', link },
      );
      expectRefused(response, [400]);
      expect(response.json().errors).toEqual({ link: ['Please enter a valid URL'] });
      expect(
        await db.select().from(deliveries).where(eq(deliveries.projectId, paid.project.id)),
      ).toEqual([]);
    },
  );

  it('the same rule holds for every other address a client sends', async () => {
    const link = 'javascript:alert(1)';
    const refusals = await Promise.all([
      request('PATCH', `/api/users/${developer.user.id}/profile`, developer, { website: link }),
      request('POST', `/api/threads/${threadId}/messages`, owner, {
        content: 'See the attachment',
        attachments: [{ name: 'notes', url: link }],
      }),
      request('POST', '/api/projects', owner, {
        name: 'A project with a script for a repository',
        description:
          'A description long enough for the rules of the spec, fifty characters or more.',
        techStack: ['React'],
        codeLink: link,
        timeframe: '2 weeks',
      }),
    ]);
    for (const response of refusals) expectRefused(response, [400]);
    expect(refusals.map((response) => Object.keys(response.json().errors))).toEqual([
      ['website'],
      ['attachments.0.url'],
      ['codeLink'],
    ]);
  });
});

describe('numbers spelled otherwise than as numbers', () => {
  // What z.coerce (Number()) took: hex, a boolean, a one-element list, spaces, an exponent, text.
  const spellings: unknown[] = ['0x10', true, [5], ' 10', '1e1', '10'];
  const notNumbers = spellings.map((value) => [JSON.stringify(value), value] as const);

  it.each(notNumbers)(
    'a bid amount or timeline of %s is refused and stores nothing',
    async (_, value) => {
      const before = await db.select().from(bids).where(eq(bids.projectId, project!.id));
      const good = { amount: 10, timeline: 10, message: 'A perfectly good bid message here.' };
      for (const [field, message] of [
        ['amount', 'Amount must be positive'],
        ['timeline', 'Timeline must be positive'],
      ] as const) {
        const response = await request('POST', `/api/projects/${project!.id}/bids`, developer, {
          ...good,
          [field]: value,
        });
        expectRefused(response, [400]);
        expect(response.json().errors).toEqual({ [field]: [message] });
      }
      expect(await db.select().from(bids).where(eq(bids.projectId, project!.id))).toEqual(before);
    },
  );

  it.each(notNumbers)('a milestone amount of %s is refused', async (_, value) => {
    const response = await request('POST', `/api/projects/${project!.id}/milestones`, owner, {
      title: 'Design',
      amount: value,
    });
    expectRefused(response, [400]);
    expect(response.json().errors).toEqual({
      amount: ['Amount must be a positive whole number of dollars'],
    });
  });

  it.each([...notNumbers, ['"5"', '5'] as const])(
    'a review rating of %s is refused',
    async (_, value) => {
      const response = await request('POST', `/api/projects/${project!.id}/reviews`, owner, {
        rating: value,
        comment: 'A fair and detailed review of the work.',
      });
      expectRefused(response, [400]);
      expect(response.json().errors).toEqual({ rating: ['Choose a rating from 1 to 5 stars'] });
    },
  );

  const budgetMessage = 'Budget must be a whole number of dollars';
  const newProject = {
    name: 'A project with an odd budget',
    description: 'A description long enough for the rules of the spec, fifty characters or more.',
    techStack: ['React'],
    codeLink: 'https://github.com/example/repo',
    timeframe: '2 weeks',
  };
  const ownProjects = () =>
    db.select().from(projects).where(eq(projects.submitterId, owner.user.id));

  it.each(notNumbers)('a JSON budget of %s is refused and stores nothing', async (_, value) => {
    const before = await ownProjects();
    const response = await request('POST', '/api/projects', owner, {
      ...newProject,
      budget: value,
    });
    expectRefused(response, [400]);
    expect(response.json().errors).toEqual({ budget: [budgetMessage] });
    expect(await ownProjects()).toEqual(before);
  });

  it.each(['0x10', ' 10', '1e1', '10.0', '-5', 'true'])(
    'a multipart budget of "%s" is refused, in projectData or as a field of its own',
    async (value) => {
      const before = await ownProjects();
      const boundary = 'number-boundary';
      const part = (name: string, text: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`;
      for (const body of [
        part('projectData', JSON.stringify({ ...newProject, budget: value })),
        Object.entries({ ...newProject, techStack: '["React"]', budget: value })
          .map(([name, text]) => part(name, text))
          .join(''),
      ]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/projects',
          headers: {
            cookie: owner.cookie,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload: `${body}--${boundary}--\r\n`,
        });
        expectRefused(response, [400]);
        expect(response.json().errors).toEqual({ budget: [budgetMessage] });
      }
      expect(await ownProjects()).toEqual(before);
    },
  );

  it.each(['0x10', '%2010', '1e1', '10.0', '-5', '', 'true'])(
    'a query-string limit of "%s" is refused with its rule',
    async (value) => {
      for (const list of [
        '/api/projects',
        '/api/developers',
        `/api/users/${owner.user.id}/notifications`,
      ]) {
        const response = await request('GET', `${list}?limit=${value}`);
        expectRefused(response, [400]);
        expect(response.json().errors).toEqual({
          limit: ['limit must be a whole number from 1 to 100'],
        });
      }
      const technologies = await request('GET', `/api/projects/technologies?limit=${value}`);
      expect(technologies.json().errors).toEqual({
        limit: ['limit must be a whole number from 1 to 200'],
      });
    },
  );

  it.each(['0x10', '%2010', '1e1', '10.0'])('an id of "%s" in a path is refused', async (value) => {
    const response = await request('GET', `/api/projects/${value}`);
    expectRefused(response, [400]);
    expect(response.json().errors).toEqual({
      id: ['An id must be a whole number from 1 to 2147483647'],
    });
  });

  it('an id spelled as text in a JSON body is refused', async () => {
    const response = await request('POST', `/api/projects/${project!.id}/bids`, developer, {
      amount: 10,
      timeline: 10,
      message: 'A perfectly good bid message here.',
      projectId: `${project!.id}`,
    });
    expectRefused(response, [400]);
    expect(response.json().errors).toEqual({
      projectId: ['An id must be a whole number from 1 to 2147483647'],
    });
  });
});

describe('lone UTF-16 surrogates', () => {
  const message = 'Text must be valid Unicode (no unpaired surrogate)';
  // JSON's \ud800 escape, written out so the body carries the escape itself.
  const lone = (text: string) => JSON.stringify(text).replaceAll('LONE', '\\ud800');

  it('in a test notification (stored as jsonb), a 400 on the field and nothing stored', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: `{"title":"Hello","content":${lone('A lone LONE surrogate')},"type":"project"}`,
    });
    expectRefused(response, [400]);
    expect(response.json()).toEqual({
      message,
      code: 'invalid_input',
      errors: { content: [message] },
    });
    const mine = await request('GET', `/api/users/${owner.user.id}/notifications`);
    expect(mine.json().filter((n: { title: string }) => n.title === 'Hello')).toEqual([]);
  });

  it('in a bio, a location (a low surrogate alone) or a list entry, a 400 naming where', async () => {
    const url = `/api/users/${developer.user.id}/profile`;
    for (const [body, field] of [
      [`{"bio":${lone('Finisher LONE of things')}}`, 'bio'],
      [`{"location":"Lyon \\udc00"}`, 'location'],
      [`{"skills":["React",${lone('LONE')}]}`, 'skills.1'],
    ] as const) {
      const response = await app.inject({
        method: 'PATCH',
        url,
        headers: { cookie: developer.cookie, 'content-type': 'application/json' },
        payload: body,
      });
      expectRefused(response, [400]);
      expect(response.json().errors).toEqual({ [field]: [message] });
    }
    const [row] = await db.select().from(users).where(eq(users.id, developer.user.id));
    expect(row!.bio).toBeNull();
  });

  it('a pair (an emoji) is welcome', async () => {
    const response = await request('PATCH', `/api/users/${developer.user.id}/profile`, developer, {
      location: 'Lyon 🚲',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().location).toBe('Lyon 🚲');
  });

  it('in a query string, percent-encoded, stays text that was never decoded (no 500)', async () => {
    // %ED%A0%80 is how WTF-8 would spell U+D800: not UTF-8, so the parser keeps it as typed. A
    // lone surrogate never reaches a route from a URL; the validator's test covers it anyway
    // (src/server/core/validation.test.ts).
    const response = await request('GET', '/api/developers?q=%ED%A0%80');
    expect(response.statusCode).toBe(200);
  });

  it('in a multipart field (projectData), a 400 naming the field and nothing stored', async () => {
    const before = await db.select().from(projects).where(eq(projects.submitterId, owner.user.id));
    const data = JSON.stringify({
      name: 'Surrogate LONE project',
      description: 'A description long enough for the rules of the spec, fifty characters or more.',
      techStack: ['React'],
      codeLink: 'https://github.com/example/repo',
    }).replace('LONE', '\\ud800');
    const boundary = 'surrogate-boundary';
    const response = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: {
        cookie: owner.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="projectData"\r\n\r\n${data}\r\n--${boundary}--\r\n`,
    });
    expectRefused(response, [400]);
    expect(response.json().errors).toEqual({ name: [message] });
    expect(await db.select().from(projects).where(eq(projects.submitterId, owner.user.id))).toEqual(
      before,
    );
  });
});
