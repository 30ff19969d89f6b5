import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.js';
import { createTestApp, sessionCookie } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

const register = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/register', payload });

describe('registration', () => {
  it('refuses bad input with the spec messages and stores nothing', async () => {
    const response = await register({
      username: 'ab',
      email: 'not-an-email',
      password: '12345',
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: ['Username must be at least 3 characters'],
      email: ['Please enter a valid email'],
      password: ['Password must be at least 6 characters'],
      role: ['Please select a role'],
    });
    expect(await db.select().from(users)).toHaveLength(0);
  });

  it('creates a creator by default, signs them in and never returns the password', async () => {
    const response = await register({
      username: 'ada',
      email: 'Ada@Example.com',
      password: 'secret1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toMatch(/secret1|password|argon2/i);
    expect(response.json()).toMatchObject({
      username: 'ada',
      email: 'ada@example.com',
      role: 'creator',
    });

    const [stored] = await db.select().from(users).where(eq(users.username, 'ada'));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);

    const cookie = response.cookies.find((c) => c.name === 'finishline_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const me = await app.inject({
      url: '/api/user',
      headers: { cookie: sessionCookie(response.cookies) },
    });
    expect(me.json().username).toBe('ada');
  });

  it('accepts the role aliases submitter and finisher', async () => {
    const finisher = await register({
      username: 'fin1',
      email: 'fin1@example.com',
      password: 'secret1',
      role: 'finisher',
    });
    const submitter = await register({
      username: 'sub1',
      email: 'sub1@example.com',
      password: 'secret1',
      role: 'submitter',
    });
    expect(finisher.json().role).toBe('developer');
    expect(submitter.json().role).toBe('creator');
  });

  it('answers 409 for a taken username (any case) or email', async () => {
    await register({ username: 'grace', email: 'grace@example.com', password: 'secret1' });
    const sameName = await register({
      username: 'GRACE',
      email: 'other@example.com',
      password: 'secret1',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('That username is already taken');
    const sameEmail = await register({
      username: 'grace2',
      email: 'GRACE@example.com',
      password: 'secret1',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('An account with this email already exists');
  });

  it('lets exactly one of two simultaneous sign-ups with one username win', async () => {
    const results = await Promise.all(
      [1, 2].map((n) =>
        register({ username: 'racer', email: `racer${n}@example.com`, password: 'secret1' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password, with the same message for a wrong password or unknown email', async () => {
    const { user } = await signUp({ email: 'login@example.com', password: 'right-password' });
    const ok = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'login@example.com', password: 'right-password' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().id).toBe(user.id);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'login@example.com', password: 'wrong-password' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('supports the older /api/auth/login and /api/auth/register paths', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'legacy', email: 'legacy@example.com', password: 'secret1' },
    });
    expect(created.statusCode).toBe(201);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'legacy@example.com', password: 'secret1' },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('ends the session on logout: the old cookie no longer works', async () => {
    const { cookie } = await signUp();
    expect((await app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({ url: '/api/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Authentication required. Please log in.');
  });

  it('ignores a forged session cookie', async () => {
    const response = await app.inject({
      url: '/api/user',
      headers: { cookie: 'finishline_session=forged' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('request hygiene', () => {
  it('refuses a write from another origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example', host: 'localhost:5000' },
      payload: { email: 'a@b.co', password: 'secret1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Cross-origin request refused');
  });

  it('accepts a write from its own origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'http://localhost:5000', host: 'localhost:5000' },
      payload: { username: 'sameorigin', email: 'same@example.com', password: 'secret1' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('sends security headers, CSP included', async () => {
    const response = await app.inject({ url: '/api/user' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('describes the API as an OpenAPI document at /api/docs', async () => {
    const response = await app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/register'].post).toBeDefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });
});
