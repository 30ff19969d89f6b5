/**
 * The operator role and the /api/ops/ guard (issue 28; decisions.md, Operators): granted and
 * revoked only on the command line (never by registration or the profile), every /api/ops/ route
 * refusing everyone but an operator whose session passed the second factor, walked from the
 * route table; the audit log refusing UPDATE, DELETE and TRUNCATE. An operator's first
 * authenticator comes from the grant on the command line, never from the web (issue 36).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../src/shared/contract/auth-rules.js';
import { auditLog, projects, twoFactorCredentials, users } from '../../src/server/db/schema.js';
import { twoFactorKeys } from '../../src/server/features/auth/two-factor/two-factor-keys.js';
import {
  demoCode,
  demoTotpSecret,
  OperatorCommandError,
  setOperator,
} from '../../src/server/features/ops/operator-role.js';
import { Authenticator } from '../setup/authenticator.js';
import { PASSWORD, signUpOperator, signUpPlainOperator } from '../setup/operators.js';
import { createTestApp, sessionCookie, testConfig } from '../setup/test-app.js';

const test = await createTestApp();
const { app, db, signUp } = test;

const userRow = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

describe('the operator role', () => {
  it('is granted and revoked by email, each change audited as the command line', async () => {
    const who = await signUp();
    expect(await setOperator(db, who.user.email.toUpperCase(), true)).toEqual({
      changed: true,
      email: who.user.email,
    });
    expect((await userRow(who.user.id)).isOperator).toBe(true);
    expect(await setOperator(db, who.user.email, true)).toMatchObject({ changed: false });
    expect(await setOperator(db, who.user.email, false)).toMatchObject({ changed: true });
    expect((await userRow(who.user.id)).isOperator).toBe(false);

    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, who.user.id))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.operatorId, e.targetType])).toEqual([
      ['operator.grant', null, 'user'],
      ['operator.revoke', null, 'user'],
    ]);
    expect(entries[0]!.before).toEqual({ isOperator: false });
    expect(entries[0]!.after).toEqual({ isOperator: true });
  });

  it('enrols the first authenticator on the grant, never from the web with the password', async () => {
    const keys = twoFactorKeys(testConfig().sessionSecret);
    const plain = await signUpPlainOperator(test);
    for (const url of ['/api/account/two-factor/setup', '/api/account/two-factor/enable']) {
      const refused = await app.inject({
        method: 'POST',
        url,
        headers: { cookie: plain.cookie },
        payload: url.endsWith('setup') ? { currentPassword: PASSWORD } : { code: '123456' },
      });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.operatorOutOfBand);
    }
    const [none] = await db
      .select()
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, plain.user.id));
    expect(none).toBeUndefined();

    // The grant (again) enrols it; the code of that secret passes the sign-in's second step.
    const { enrolment } = await setOperator(db, plain.user.email, true, { keys });
    expect(enrolment?.recoveryCodes).toHaveLength(10);
    expect(enrolment?.uri).toContain(`secret=${enrolment!.secret}`);
    const password = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: plain.user.email, password: PASSWORD },
    });
    expect(password.json()).toEqual({ twoFactorRequired: true });
    const code = await app.inject({
      method: 'POST',
      url: '/api/login/two-factor',
      headers: { cookie: sessionCookie(password.cookies) },
      payload: { code: await new Authenticator(enrolment!.secret).next() },
    });
    expect(code.statusCode).toBe(200);
    const queue = await app.inject({
      url: '/api/ops/queue',
      headers: { cookie: sessionCookie(code.cookies) },
    });
    expect(queue.statusCode).toBe(200);

    // An account whose two-factor sign-in is on keeps its authenticator.
    expect((await setOperator(db, plain.user.email, true, { keys })).enrolment).toBeUndefined();
  });

  it('says so clearly for an unknown email', async () => {
    await expect(setOperator(db, 'nobody@example.com', true)).rejects.toThrow(
      new OperatorCommandError('No account has the email "nobody@example.com".'),
    );
  });

  it('cannot be taken by registering', async () => {
    const asOperator = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'wannabe-op',
        email: 'wannabe-op@example.com',
        password: 'correct-horse',
        role: 'operator',
      },
    });
    expect(asOperator.statusCode).toBe(400);
    expect(asOperator.json().errors.role).toBeDefined();
    expect(await db.select().from(users).where(eq(users.email, 'wannabe-op@example.com'))).toEqual(
      [],
    );

    const withFlag = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'sneaky-op',
        email: 'sneaky-op@example.com',
        password: 'correct-horse',
        role: 'creator',
        isOperator: true,
        is_operator: true,
      },
    });
    expect(withFlag.statusCode).toBe(201);
    expect(withFlag.json().isOperator).toBe(false);
    expect((await userRow(withFlag.json().id)).isOperator).toBe(false);
  });

  it('cannot be taken by a profile update', async () => {
    const who = await signUp();
    const update = await app.inject({
      method: 'PUT',
      url: `/api/users/${who.user.id}`,
      headers: { cookie: who.cookie },
      payload: { bio: 'Just a bio', isOperator: true, is_operator: true, role: 'operator' },
    });
    expect(update.statusCode).toBeLessThan(500);
    const row = await userRow(who.user.id);
    expect(row.isOperator).toBe(false);
    expect(row.role).toBe('creator');
    const me = await app.inject({ url: '/api/session', headers: { cookie: who.cookie } });
    expect(me.json().user.isOperator).toBe(false);
  });

  it("prints a demo account's current code, and no one else's", () => {
    const sessionSecret = testConfig().sessionSecret;
    const email = 'ops-test@demo.finishline.dev';
    const now = Date.now();
    const code = demoCode({ email, sessionSecret, production: false, now });
    const phone = new Authenticator(demoTotpSecret(sessionSecret, email));
    expect(code).toBe(phone.codeAt(Math.floor(now / 30_000)));
    expect(demoTotpSecret(sessionSecret, email)).toMatch(/^[A-Z2-7]{32}$/);
    expect(demoTotpSecret(sessionSecret, 'other@demo.finishline.dev')).not.toBe(
      demoTotpSecret(sessionSecret, email),
    );
    expect(() => demoCode({ email, sessionSecret, production: true })).toThrow(
      'refused in production',
    );
    expect(() =>
      demoCode({ email: 'someone@example.com', sessionSecret, production: false }),
    ).toThrow('demo accounts (@demo.finishline.dev) only');
  });
});

describe('every /api/ops/ route', () => {
  const opsRoutes = app.routeTable.routes.filter((route) => route.url.startsWith('/api/ops/'));

  it('is in the route table, each guarded by operator()', () => {
    expect(opsRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of opsRoutes) expect(route, route.url).toMatchObject({ operator: true });
  });

  it('answers 401 signed out and 403 to creators, developers and operators without the second factor', async () => {
    const creator = await signUp({ role: 'creator' });
    const developer = await signUp({ role: 'developer' });
    const plainOperator = await signUpPlainOperator(test);
    const operator = await signUpOperator(test);
    const target = await signUp();
    const [project] = await db
      .insert(projects)
      .values({
        name: 'Guarded',
        description: 'A project the guard test names.',
        submitterId: target.user.id,
      })
      .returning();
    for (const route of opsRoutes) {
      const id = route.url.startsWith('/api/ops/projects/') ? project!.id : target.user.id;
      const url = route.url.replace(':id', String(id));
      const ask = (cookie?: string) =>
        app.inject({
          method: route.method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          ...(route.method === 'POST' && { payload: { reason: 'testing the guard' } }),
        });
      const name = `${route.method} ${route.url}`;
      // HEAD answers without a body: its status is checked, the others' bodies too.
      const body = (response: { body: string; json(): unknown }) =>
        route.method === 'HEAD' ? undefined : response.json();
      const visitor = await ask();
      expect(visitor.statusCode, name).toBe(401);
      if (route.method !== 'HEAD') expect(visitor.json().code, name).toBe('unauthenticated');
      for (const who of [creator, developer]) {
        const refused = await ask(who.cookie);
        expect(refused.statusCode, name).toBe(403);
        if (route.method !== 'HEAD') {
          expect(body(refused)).toEqual({
            message: 'Only operators can open the operator console.',
            code: 'forbidden',
          });
        }
      }
      const without = await ask(plainOperator.cookie);
      expect(without.statusCode, name).toBe(403);
      if (route.method !== 'HEAD') expect(without.json().message, name).toMatch(/second factor/);
      if (route.method === 'GET' || route.method === 'HEAD') {
        // Past the guard: a 200, or the lookup's own 404 for a case this test has none of (a
        // dispute, a chargeback: ops-queue.test.ts reads real ones).
        const allowed = await ask(operator.cookie);
        const lookup = /^\/api\/ops\/(disputes|chargebacks)\//.test(route.url);
        expect(allowed.statusCode, `${name}: ${allowed.body}`).toBe(
          lookup && allowed.statusCode === 404 ? 404 : 200,
        );
        if (lookup && route.method === 'GET' && allowed.statusCode === 404) {
          expect(allowed.json().code, name).toBe('not_found');
        }
      }
    }
    // Nothing the refused requests asked for happened.
    expect((await userRow(target.user.id)).suspendedAt).toBeNull();
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, target.user.id))).toEqual(
      [],
    );
    // Five callers on every route (some twenty): more requests than a test usually makes.
  }, 90_000);

  it('refuses a write from another origin', async () => {
    const operator = await signUpOperator(test);
    const target = await signUp();
    const response = await app.inject({
      method: 'POST',
      url: `/api/ops/users/${target.user.id}/suspend`,
      headers: { cookie: operator.cookie, origin: 'https://evil.example' },
      payload: { reason: 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect((await userRow(target.user.id)).suspendedAt).toBeNull();
  });

  it('refuses a write without a reason', async () => {
    const operator = await signUpOperator(test);
    const target = await signUp();
    for (const payload of [{}, { reason: '   ' }]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/ops/users/${target.user.id}/suspend`,
        headers: { cookie: operator.cookie },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.reason).toEqual([
        'Write the reason for this action (it is kept in the audit log).',
      ]);
    }
    expect((await userRow(target.user.id)).suspendedAt).toBeNull();
  });
});

describe('operator writes', () => {
  it('are limited to 30 a minute per operator', async () => {
    const operator = await signUpOperator(test);
    const developer = await signUp({ role: 'developer' });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/ops/users/${developer.user.id}/payouts/${i % 2 === 0 ? 'hold' : 'release'}`,
        headers: { cookie: operator.cookie },
        payload: { reason: `attempt ${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // The refused one changed nothing and wrote no entry.
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, developer.user.id));
    expect(entries).toHaveLength(30);
  }, 60_000);
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const who = await signUp();
    await setOperator(db, who.user.email, true);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, who.user.id));
    expect(entry).toBeDefined();
    await expect(
      db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(still).toEqual(entry);
  });
});
