/**
 * Several instances on one PostgreSQL database (issue 8, items 3 and 4): two instances starting
 * together on an empty database migrate it once and seed it once, and an event committed through
 * one reaches the other's subscribers. PGlite has a single owner, so this runs on PostgreSQL only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { App } from '../../src/server/core/types.js';
import { emit, type PublishedEvent } from '../../src/server/core/events/index.js';
import { MIGRATIONS_DIR, openDatabase } from '../../src/server/db/client.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoIfEmpty } from '../../src/server/seed/demo.js';
import { users } from '../../src/server/db/schema.js';
import { withAdminClient, withDatabase } from '../setup/golden-database.js';
import { openSocket } from '../setup/socket-client.js';
import { sessionCookie, testConfig } from '../setup/test-app.js';

const url = inject('testDatabaseUrl');

describe.runIf(url).sequential('two instances on one empty PostgreSQL database', () => {
  const name = `finishline_instances_${randomBytes(6).toString('hex')}`;
  const apps: App[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await withAdminClient(url, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  });

  it('migrate once, seed once, and hear each other’s events', async () => {
    await withAdminClient(url, (client) => client.query(`CREATE DATABASE ${name}`));
    const start = async () => {
      const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name) });
      await database.migrate();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-instance-'));
      const app = await buildApp({ config: testConfig({ dataDir }), database, logger: false });
      apps.push(app);
      await seedDemoIfEmpty(database);
      await app.ready();
      return app;
    };
    // Both start at the same moment, as two processes behind a load balancer would.
    const [first, second] = await Promise.all([start(), start()]);

    const applied = (await first!.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { count: number }[] };
    const migrationFiles = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql'));
    expect(applied.rows[0]!.count).toBe(migrationFiles.length);
    const [seeded] = await first!.db.select({ count: sql<number>`count(*)::int` }).from(users);
    // The demo's members and its operator (DEMO_OPERATOR), each once.
    expect(seeded!.count).toBe(DEMO_USERS.length + 1);

    const heardBySecond: PublishedEvent[] = [];
    second!.events.subscribe((event) => {
      heardBySecond.push(event);
    });
    const published = await first!.transaction((tx) =>
      emit(tx, { type: 'project.created', data: { projectId: 1 } }),
    );
    await vi.waitFor(() => expect(heardBySecond.map((event) => event.id)).toEqual([published.id]));
    expect(await second!.inject({ url: '/api/developers' }).then((r) => r.statusCode)).toBe(200);
  });

  it('pushes a message posted through one instance to a socket held by the other', async () => {
    const [first, second] = apps;
    const signIn = async (email: string) => {
      const response = await first!.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      return { user: response.json(), cookie: sessionCookie(response.cookies) };
    };
    const maya = await signIn('maya@demo.finishline.dev');
    const sam = await signIn('sam@demo.finishline.dev');
    const bids = await first!.inject({
      url: `/api/users/${sam.user.id}/bids`,
      headers: { cookie: sam.cookie },
    });
    const bid = bids.json().find((b: { status: string }) => b.status === 'accepted');
    const channel = (
      await first!.inject({
        method: 'POST',
        url: `/api/bids/${bid.id}/conversations`,
        headers: { cookie: maya.cookie },
      })
    ).json();

    // Sam's browser is connected to the second instance; Maya's request lands on the first.
    const socket = await openSocket(
      await second!.listen({ port: 0, host: '127.0.0.1' }),
      sam.cookie,
    );
    socket.auth(sam.user.id);
    await socket.waitFor('auth_success');
    const posted = await first!.inject({
      method: 'POST',
      url: `/api/threads/${channel.threads[0].id}/messages`,
      headers: { cookie: maya.cookie },
      payload: { content: 'Can you share a preview link today?' },
    });
    expect(posted.statusCode).toBe(201);
    const pushed = await socket.waitFor('new_message', (m) => m.message.id === posted.json().id);
    expect(pushed.message.content).toBe('Can you share a preview link today?');
    await socket.waitFor('notification', (m) => m.notification.relatedId === posted.json().id);
    socket.socket.close();
  });
});
