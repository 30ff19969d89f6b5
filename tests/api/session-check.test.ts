/** GET /api/session, the web app's session check: always 200, the user or null. */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';

const { app, signUp } = await createTestApp();

describe('GET /api/session', () => {
  it('answers a visitor with null, not a refusal', async () => {
    const response = await app.inject({ url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    // GET /api/user keeps its contract: 401 when signed out (spec section 7).
    expect((await app.inject({ url: '/api/user' })).statusCode).toBe(401);
  });

  it('answers a signed-in user with what GET /api/user says, never stored', async () => {
    const who = await signUp({ role: 'developer' });
    const session = await app.inject({ url: '/api/session', headers: { cookie: who.cookie } });
    const user = await app.inject({ url: '/api/user', headers: { cookie: who.cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: user.json() });
    expect(session.headers['cache-control']).toBe('private, no-store');
  });
});
