/**
 * Real time (issue 10): /ws accepts only a signed-in browser, listens only for the session's own
 * user, and pushes each event to the right people once its transaction has committed. Signing out
 * closes the socket; dead and slow sockets are dropped.
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { projects } from '../../src/server/db/schema.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';
import { openSocket } from '../setup/socket-client.js';

const { app, db, signUp } = await createTestApp({
  realtime: { heartbeatMs: 150, sessionCheckMs: 150, authTimeoutMs: 1000 },
});
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

// The shipped caps are 20 sockets per user and 100 per address; small ones here to reach them.
const capped = await createTestApp({ realtime: { maxSocketsPerUser: 2, maxSocketsPerAddress: 3 } });
const cappedUrl = await capped.app.listen({ port: 0, host: '127.0.0.1' });

const owner = await signUp({ role: 'creator' });
const developer = await signUp({ role: 'developer' });
const stranger = await signUp({ role: 'developer' });
const as = (who: TestUser) => ({ cookie: who.cookie });

async function conversation() {
  const [project] = await db
    .insert(projects)
    .values({
      name: 'Real-time project',
      description: 'A project the owner and the developer discuss while both are online.',
      techStack: ['Svelte'],
      submitterId: owner.user.id,
    })
    .returning();
  const bid = await app.inject({
    method: 'POST',
    url: `/api/projects/${project!.id}/bids`,
    headers: as(developer),
    payload: { amount: 200, timeline: 3, message: 'Happy to finish this one this week.' },
  });
  const channel = await app.inject({
    method: 'POST',
    url: `/api/bids/${bid.json().id}/conversations`,
    headers: as(owner),
  });
  return { project: project!, bidId: bid.json().id as number, channel: channel.json() };
}

describe('the /ws socket', () => {
  it('refuses the upgrade without a valid session cookie', async () => {
    await expect(openSocket(baseUrl, null)).rejects.toThrow('refused with 401');
    await expect(openSocket(baseUrl, 'finishline_session=forged')).rejects.toThrow(
      'refused with 401',
    );
  });

  it('refuses an upgrade from a page of another origin, as it refuses writes', async () => {
    const { port } = new URL(baseUrl);
    const siblings = [
      `http://127.0.0.1:${Number(port) + 1}`,
      `http://localhost:${port}`,
      'http://evil.example',
      'null',
    ];
    for (const origin of siblings) {
      await expect(openSocket(baseUrl, owner.cookie, { origin }), origin).rejects.toThrow(
        'refused with 403',
      );
      // The same rule as a write from there.
      const write = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...as(owner), origin, host: `127.0.0.1:${port}` },
      });
      expect(write.statusCode, origin).toBe(403);
    }
    // The app's own pages, and clients that send no Origin (not a browser), connect.
    const own = await openSocket(baseUrl, owner.cookie, { origin: baseUrl });
    own.auth(owner.user.id);
    await own.waitFor('auth_success');
    own.socket.close();
    const nonBrowser = await openSocket(baseUrl, owner.cookie);
    nonBrowser.socket.close();
  });

  it('ends the connection of a refused upgrade', async () => {
    const { port } = new URL(baseUrl);
    for (const origin of ['http://evil.example', baseUrl]) {
      // A refusal before the route (another origin) and one at it (no session cookie).
      const connection = connect(Number(port), '127.0.0.1');
      connection.write(
        'GET /ws HTTP/1.1\r\n' +
          `Host: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\n` +
          'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      let answer = '';
      connection.on('data', (chunk) => (answer += String(chunk)));
      await once(connection, 'close');
      expect(answer, origin).toMatch(/^HTTP\/1\.1 40[13] /);
    }
  });

  it('upgrades no other path: every one answers 404', async () => {
    for (const path of [
      '/',
      '/api/projects',
      '/api/session',
      '/healthz',
      '/no-such-path',
      '/ws/',
    ]) {
      await expect(openSocket(baseUrl, owner.cookie, { path }), path).rejects.toThrow(
        'refused with 404',
      );
    }
    // /ws itself still does.
    const socket = await openSocket(baseUrl, owner.cookie);
    socket.socket.close();
  });

  it('answers auth only for the session’s own user, and then pushes only that user’s events', async () => {
    const impostor = await openSocket(baseUrl, stranger.cookie);
    impostor.auth(owner.user.id);
    expect((await impostor.waitFor('auth_error')).message).toBe('Not your session');
    expect(await impostor.waitForClose()).toBe(4403);

    const ownerSocket = await openSocket(baseUrl, owner.cookie);
    ownerSocket.auth(owner.user.id);
    await ownerSocket.waitFor('auth_success');
    const strangerSocket = await openSocket(baseUrl, stranger.cookie);
    strangerSocket.auth(stranger.user.id);
    await strangerSocket.waitFor('auth_success');

    const { channel } = await conversation();
    const posted = await app.inject({
      method: 'POST',
      url: `/api/threads/${channel.threads[0].id}/messages`,
      headers: as(developer),
      payload: { content: 'Hi! I pushed the first fix.' },
    });
    const pushed = await ownerSocket.waitFor(
      'new_message',
      (m) => m.message.id === posted.json().id,
    );
    expect(pushed).toMatchObject({
      channelId: channel.id,
      thread: { id: channel.threads[0].id, title: 'General' },
      message: { content: 'Hi! I pushed the first fix.', senderId: developer.user.id },
    });
    await ownerSocket.waitFor('notification', (m) => m.notification.relatedId === posted.json().id);
    // A bid that arrived is pushed as 'changed' so the owner's open screens refetch.
    await ownerSocket.waitFor('changed', (m) => m.event === 'bid.created');

    // Whatever reached the owner, the stranger got none of it.
    expect(strangerSocket.received.map((m) => m.type)).toEqual(['auth_success']);
    impostor.socket.close();
    ownerSocket.socket.close();
    strangerSocket.socket.close();
  });

  it('closes the socket when its session signs out', async () => {
    const me = await signUp();
    const socket = await openSocket(baseUrl, me.cookie);
    socket.auth(me.user.id);
    await socket.waitFor('auth_success');
    await app.inject({ method: 'POST', url: '/api/logout', headers: as(me) });
    expect(await socket.waitForClose()).toBe(4440);
  });

  it('drops a socket that stops answering heartbeats, and one that never authenticates', async () => {
    const me = await signUp();
    const silent = await openSocket(baseUrl, me.cookie, { autoPong: false });
    silent.auth(me.user.id);
    await silent.waitFor('auth_success');
    expect(await silent.waitForClose()).toBe(1006);

    const mute = await openSocket(baseUrl, me.cookie);
    expect(await mute.waitForClose()).toBe(4401);
  });
});

describe('caps on sockets', () => {
  async function signedInSocket(who: TestUser) {
    const socket = await openSocket(cappedUrl, who.cookie);
    socket.auth(who.user.id);
    await socket.waitFor('auth_success');
    return socket;
  }

  it('closes a user’s oldest socket when they open one too many, and refuses an address past its share', async () => {
    const me = await capped.signUp();
    const someoneElse = await capped.signUp();
    const first = await signedInSocket(me);
    const second = await signedInSocket(me);
    const third = await signedInSocket(me);
    expect(await first.waitForClose()).toBe(4429);
    expect(first.socket.readyState).toBe(first.socket.CLOSED);
    expect([second.closeCode(), third.closeCode()]).toEqual([null, null]);

    // Every socket here comes from 127.0.0.1: two of mine and one more make three.
    const theirs = await signedInSocket(someoneElse);
    await expect(openSocket(cappedUrl, someoneElse.cookie)).rejects.toThrow('refused with 429');
    // A socket that closes makes room again.
    theirs.socket.close();
    await vi.waitFor(async () => {
      const again = await openSocket(cappedUrl, someoneElse.cookie);
      again.socket.close();
    });
    second.socket.close();
    third.socket.close();
  });
});
