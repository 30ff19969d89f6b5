/** Profile editing (issue 5): PATCH /api/users/{id}/profile as JSON and as multipart with an avatar. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { LocalDirectoryStorage } from '../../src/server/core/uploads/index.js';
import { users } from '../../src/server/db/schema.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

const patch = (who: TestUser | null, payload: object, id = who?.user.id ?? 1) =>
  app.inject({
    method: 'PATCH',
    url: `/api/users/${id}/profile`,
    headers: who ? { cookie: who.cookie } : {},
    payload,
  });

async function stored(id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('who may edit', () => {
  it('refuses visitors with 401', async () => {
    const response = await patch(null, { bio: 'hello' }, 1);
    expect(response.statusCode).toBe(401);
  });

  it("refuses editing someone else's profile with 403, before looking at the body", async () => {
    const me = await signUp({ role: 'developer' });
    const other = await signUp({ role: 'developer' });
    for (const payload of [{ bio: 'I was here' }, { username: 'x' }]) {
      const response = await patch(me, payload, other.user.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You can only edit your own profile');
    }
    expect((await stored(other.user.id)).bio).toBeNull();
    expect((await patch(me, { bio: 'x' }, 999_999)).statusCode).toBe(403);
  });
});

describe('validation', () => {
  const cases: [string, object, string, string][] = [
    ['short username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['blank username', { username: '   ' }, 'username', 'Username must be at least 3 characters'],
    ['invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email'],
    ['website not a URL', { website: 'my site' }, 'website', 'Please enter a valid URL'],
    ['script URL', { githubUrl: 'javascript:alert(1)' }, 'githubUrl', 'Please enter a valid URL'],
    ['ftp URL', { linkedinUrl: 'ftp://example.com/me' }, 'linkedinUrl', 'Please enter a valid URL'],
    [
      'host-less URL',
      { twitterUrl: 'https://localhost' },
      'twitterUrl',
      'Please enter a valid URL',
    ],
    ['number URL', { website: 42 }, 'website', 'Please enter a valid URL'],
    [
      'negative rate',
      { hourlyRate: -5 },
      'hourlyRate',
      'Hourly rate must be a whole number of 0 or more',
    ],
    [
      'fractional rate',
      { hourlyRate: 12.5 },
      'hourlyRate',
      'Hourly rate must be a whole number of 0 or more',
    ],
    [
      'text rate',
      { hourlyRate: 'fifty' },
      'hourlyRate',
      'Hourly rate must be a whole number of 0 or more',
    ],
    [
      'huge rate',
      { hourlyRate: 3_000_000_000 },
      'hourlyRate',
      'Hourly rate must be at most 100000',
    ],
    [
      'negative years',
      { yearsOfExperience: -1 },
      'yearsOfExperience',
      'Years of experience must be a whole number of 0 or more',
    ],
    [
      'too many years',
      { yearsOfExperience: 81 },
      'yearsOfExperience',
      'Years of experience must be at most 80',
    ],
    ['long bio', { bio: 'x'.repeat(2001) }, 'bio', 'Bio must be at most 2000 characters'],
    [
      'long location',
      { location: 'x'.repeat(101) },
      'location',
      'Location must be at most 100 characters',
    ],
    ['skills not a list', { skills: 'React' }, 'skills', 'Must be a list of text entries'],
    [
      'skills with a number',
      { skills: ['React', 3] },
      'skills.1',
      'Must be a list of text entries',
    ],
    [
      'long skill',
      { skills: ['x'.repeat(51)] },
      'skills.0',
      'Each entry must be at most 50 characters',
    ],
    [
      'too many skills',
      { skills: Array.from({ length: 31 }, (_, i) => `skill ${i}`) },
      'skills',
      'Add at most 30 skills',
    ],
    [
      'too many frameworks',
      { frameworks: Array.from({ length: 31 }, (_, i) => `fw ${i}`) },
      'frameworks',
      'Add at most 30 frameworks',
    ],
    ['unknown language', { languages: ['cobol'] }, 'languages.0', 'Choose languages from the list'],
    [
      'GitHub project not a URL',
      { githubProjects: ['my repo'] },
      'githubProjects.0',
      'Please enter a valid URL',
    ],
    [
      'too many GitHub projects',
      { githubProjects: Array.from({ length: 21 }, (_, i) => `https://github.com/a/r${i}`) },
      'githubProjects',
      'Add at most 20 GitHub projects',
    ],
    ['available as text', { available: 'yes' }, 'available', 'Availability must be true or false'],
    [
      'avatar from an address',
      { avatarUrl: 'https://evil.example/pixel.gif' },
      'avatarUrl',
      'Upload an image to change your avatar',
    ],
  ];

  it.each(cases)(
    'refuses %s with the message, storing nothing',
    async (_, payload, field, message) => {
      const me = await signUp({ role: 'developer' });
      const before = await stored(me.user.id);
      const response = await patch(me, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe(message);
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(body.errors[field][0]).toBe(message);
      expect(await stored(me.user.id)).toEqual(before);
    },
  );

  it('reports every invalid field at once', async () => {
    const me = await signUp({ role: 'developer' });
    const response = await patch(me, { username: 'ab', email: 'x', website: 'nope' });
    expect(response.json().errors).toEqual({
      username: ['Username must be at least 3 characters'],
      email: ['Please enter a valid email'],
      website: ['Please enter a valid URL'],
    });
  });
});

describe('updating', () => {
  it('saves every field, cleaned, and returns the updated user without secrets', async () => {
    const me = await signUp({ role: 'developer' });
    const response = await patch(me, {
      username: '  ada_lovelace ',
      email: ' Ada@Example.COM ',
      currentPassword: 'correct-horse',
      bio: '  Finishes what others start.  ',
      location: 'London',
      website: 'https://ada.dev',
      githubUrl: 'https://github.com/ada',
      linkedinUrl: '',
      twitterUrl: null,
      skills: [' React ', '', 'react', 'Node.js', 'REACT'],
      languages: ['TypeScript', 'rust', 'typescript'],
      frameworks: ['Fastify', ' fastify', 'Next.js'],
      githubProjects: ['https://github.com/ada/engine', ' https://github.com/ada/engine ', ''],
      hourlyRate: 95,
      yearsOfExperience: 0,
      available: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/password|argon2/i);
    expect(response.json()).toMatchObject({
      id: me.user.id,
      username: 'ada_lovelace',
      email: 'ada@example.com',
      role: 'developer',
      bio: 'Finishes what others start.',
      location: 'London',
      website: 'https://ada.dev',
      githubUrl: 'https://github.com/ada',
      linkedinUrl: null,
      twitterUrl: null,
      skills: ['React', 'Node.js'],
      languages: ['typescript', 'rust'],
      frameworks: ['Fastify', 'Next.js'],
      githubProjects: ['https://github.com/ada/engine'],
      hourlyRate: 95,
      yearsOfExperience: 0,
      available: false,
      avatarUrl: null,
    });

    const row = await stored(me.user.id);
    expect(row).toMatchObject({
      username: 'ada_lovelace',
      email: 'ada@example.com',
      skills: ['React', 'Node.js'],
      hourlyRate: 95,
      available: false,
    });
    // The session stays valid and the current user reflects the change.
    const current = await app.inject({ url: '/api/user', headers: { cookie: me.cookie } });
    expect(current.json()).toMatchObject({ username: 'ada_lovelace', email: 'ada@example.com' });
    // The public profile now reads the new username.
    expect((await app.inject({ url: '/api/developers/ada_lovelace' })).statusCode).toBe(200);
  });

  it('changes only the fields sent; null and empty text clear optional fields', async () => {
    const me = await signUp({ role: 'developer' });
    await patch(me, { bio: 'Old bio', location: 'Paris', hourlyRate: 50, skills: ['Go'] });
    const response = await patch(me, { location: '', hourlyRate: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bio: 'Old bio',
      location: null,
      hourlyRate: null,
      skills: ['Go'],
    });
    // An empty body changes nothing and returns the user as they are.
    const empty = await patch(me, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().bio).toBe('Old bio');
  });

  it('ignores fields that are not profile fields (role, onboarding, payment ids)', async () => {
    const me = await signUp({ role: 'creator' });
    const response = await patch(me, {
      bio: 'Owner of things',
      role: 'developer',
      onboardingComplete: true,
      stripeConnectId: 'acct_forged',
      passwordHash: 'forged',
      id: 12345,
    });
    expect(response.statusCode).toBe(200);
    const row = await stored(me.user.id);
    expect(row).toMatchObject({
      id: me.user.id,
      role: 'creator',
      onboardingComplete: false,
      stripeConnectId: null,
      bio: 'Owner of things',
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a username taken by someone else, ignoring case (409)', async () => {
    const taken = await signUp({ username: 'GraceHopper' });
    const me = await signUp();
    const response = await patch(me, { username: 'gracehopper' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'That username is already taken',
      code: 'already_taken',
      errors: { username: ['That username is already taken'] },
    });
    expect((await stored(me.user.id)).username).toBe(me.user.username);
    // Changing the case of one's own name is allowed.
    const own = await patch(taken, { username: 'gracehopper' });
    expect(own.statusCode).toBe(200);
    expect(own.json().username).toBe('gracehopper');
  });

  it('refuses an email used by someone else (409), accepts keeping its own', async () => {
    const taken = await signUp();
    const me = await signUp();
    const response = await patch(me, {
      email: taken.user.email.toUpperCase(),
      currentPassword: 'correct-horse',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'already_taken',
      errors: { email: ['An account with this email already exists'] },
    });
    expect((await patch(me, { email: me.user.email, bio: 'same email' })).statusCode).toBe(200);
  });

  it('accepts the current avatar unchanged and removes it with null or empty', async () => {
    const me = await signUp({ role: 'developer' });
    await db
      .update(users)
      .set({ avatarUrl: '/uploads/avatars/existing.png' })
      .where(eq(users.id, me.user.id));
    const same = await patch(me, { avatarUrl: '/uploads/avatars/existing.png', bio: 'hi' });
    expect(same.statusCode).toBe(200);
    expect(same.json().avatarUrl).toBe('/uploads/avatars/existing.png');
    const removed = await patch(me, { avatarUrl: '' });
    expect(removed.json().avatarUrl).toBeNull();
    expect((await stored(me.user.id)).avatarUrl).toBeNull();
  });
});

describe('multipart with an avatar', () => {
  const storedAvatars = () => {
    const { root } = app.uploads.storage as LocalDirectoryStorage;
    try {
      return readdirSync(path.join(root, 'avatars')).sort();
    } catch {
      return [];
    }
  };

  const png = (color = '#3366cc') =>
    sharp({ create: { width: 300, height: 300, channels: 3, background: color } })
      .png()
      .toBuffer();

  async function multipart(parts: Record<string, string | { data: Buffer; filename: string }>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(parts)) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([new Uint8Array(value.data)]), value.filename);
    }
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return {
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    };
  }

  const patchForm = async (
    who: TestUser,
    parts: Parameters<typeof multipart>[0],
    id = who.user.id,
  ) => {
    const { payload, headers } = await multipart(parts);
    return app.inject({
      method: 'PATCH',
      url: `/api/users/${id}/profile`,
      headers: { ...headers, cookie: who.cookie },
      payload,
    });
  };

  it('stores the avatar and the fields (lists JSON-encoded, numbers and booleans as text)', async () => {
    const me = await signUp({ role: 'developer' });
    const response = await patchForm(me, {
      avatar: { data: await png(), filename: 'me.png' },
      bio: 'Form bio',
      website: '',
      skills: JSON.stringify(['Go', ' go ', 'Rust']),
      languages: JSON.stringify(['go']),
      githubProjects: JSON.stringify(['https://github.com/me/x']),
      hourlyRate: '70',
      yearsOfExperience: '',
      available: 'false',
    });
    expect(response.json().message).toBeUndefined();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      bio: 'Form bio',
      website: null,
      skills: ['Go', 'Rust'],
      languages: ['go'],
      githubProjects: ['https://github.com/me/x'],
      hourlyRate: 70,
      yearsOfExperience: null,
      available: false,
    });
    expect(body.avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.png$/);
    expect((await stored(me.user.id)).avatarUrl).toBe(body.avatarUrl);

    const served = await app.inject({ url: body.avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Only the avatar itself is kept (no unused thumbnail).
    expect(storedAvatars()).toContain(body.avatarUrl.split('/').pop());
    expect(storedAvatars().filter((name) => name.includes('-thumb'))).toEqual([]);
  });

  it('replacing an avatar removes the old file', async () => {
    const me = await signUp({ role: 'developer' });
    const first = (
      await patchForm(me, { avatar: { data: await png(), filename: 'a.png' } })
    ).json();
    const second = (
      await patchForm(me, { avatar: { data: await png('#cc3366'), filename: 'b.png' } })
    ).json();
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect(storedAvatars()).toContain(second.avatarUrl.split('/').pop());
    expect(storedAvatars()).not.toContain(first.avatarUrl.split('/').pop());
    expect((await app.inject({ url: first.avatarUrl })).statusCode).toBe(404);
  });

  it('a form without a file updates the fields and keeps the avatar', async () => {
    const me = await signUp({ role: 'developer' });
    const first = (
      await patchForm(me, { avatar: { data: await png(), filename: 'a.png' } })
    ).json();
    const response = await patchForm(me, { location: 'Lisbon' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ location: 'Lisbon', avatarUrl: first.avatarUrl });
  });

  it('validates form fields with the same messages, and stores no file', async () => {
    const me = await signUp({ role: 'developer' });
    const before = storedAvatars();
    const cases: [Record<string, string>, string, string][] = [
      [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
      [{ skills: 'React, Go' }, 'skills', 'Must be a list of text entries'],
      [{ hourlyRate: 'lots' }, 'hourlyRate', 'Hourly rate must be a whole number of 0 or more'],
      [{ hourlyRate: '-3' }, 'hourlyRate', 'Hourly rate must be a whole number of 0 or more'],
      [{ available: 'maybe' }, 'available', 'Availability must be true or false'],
      [{ twitterUrl: 'javascript:alert(1)' }, 'twitterUrl', 'Please enter a valid URL'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await patchForm(me, {
        ...fields,
        avatar: { data: await png(), filename: 'a.png' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message,
        code: 'invalid_input',
        errors: { [field]: [message] },
      });
    }
    expect(storedAvatars()).toEqual(before);
  });

  it('refuses a file that is not an image (415) and one over 5242880 bytes (413)', async () => {
    const me = await signUp({ role: 'developer' });
    const before = storedAvatars();
    const text = await patchForm(me, {
      avatar: { data: Buffer.from('#!/bin/sh\necho hi\n'), filename: 'avatar.png' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/^File type must be /);

    const big = Buffer.concat([await png(), Buffer.alloc(5_242_880)]);
    const large = await patchForm(me, { avatar: { data: big, filename: 'big.png' } });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('File is larger than 5242880 bytes');

    expect(storedAvatars()).toEqual(before);
    expect((await stored(me.user.id)).avatarUrl).toBeNull();
  });

  it('removes the uploaded file when the change is refused (username taken)', async () => {
    await signUp({ username: 'taken_name' });
    const me = await signUp({ role: 'developer' });
    const before = storedAvatars();
    const response = await patchForm(me, {
      username: 'Taken_Name',
      avatar: { data: await png(), filename: 'a.png' },
    });
    expect(response.statusCode).toBe(409);
    expect(storedAvatars()).toEqual(before);
  });

  it("refuses a form for someone else's profile with 403", async () => {
    const me = await signUp({ role: 'developer' });
    const other = await signUp({ role: 'developer' });
    const before = storedAvatars();
    const response = await patchForm(
      me,
      { bio: 'x', avatar: { data: await png(), filename: 'a.png' } },
      other.user.id,
    );
    expect(response.statusCode).toBe(403);
    expect(storedAvatars()).toEqual(before);
  });
});
