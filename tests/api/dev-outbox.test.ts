/**
 * The development outbox holds live reset links: it answers only requests from this machine, by
 * the connection's own address (a proxy's X-Forwarded-For is believed only to narrow it down).
 * To anyone else it does not exist (issue 24), nor under a Host that is not a loopback name
 * (DNS rebinding, issue 36).
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';

const { app, signUp } = await createTestApp();
// Behind a proxy on this machine: every connection comes from loopback.
const proxied = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });

const outbox = (target: typeof app, remoteAddress: string, headers: Record<string, string> = {}) =>
  target.inject({ url: '/api/dev/outbox', remoteAddress, headers });

const absent = await app.inject({ url: '/api/dev/no-such-thing' });

describe('the development outbox', () => {
  it('answers connections from a loopback address', async () => {
    const me = await signUp();
    await app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: me.user.email },
    });
    await app.jobs.runDue();
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      const response = await outbox(app, address);
      expect(response.statusCode, address).toBe(200);
      expect(response.json()[0].to).toBe(me.user.email);
    }
  });

  it('returns both parts of a mail, and null for the HTML of a text-only one', async () => {
    const me = await signUp();
    await app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: me.user.email },
    });
    await app.jobs.runDue();
    await app.mail.send({ to: me.user.email, subject: 'Text only', text: 'Nothing else.' });

    const [textOnly, reset] = (await outbox(app, '127.0.0.1')).json();
    expect(textOnly).toMatchObject({ subject: 'Text only', text: 'Nothing else.', html: null });
    const link = /http:\/\/\S+\/reset-password\?token=\S+/.exec(reset.text)?.[0];
    expect(link).toBeDefined();
    expect(reset.html).toContain(`href="${link}"`);
  });

  it('does not exist for any other address, whatever the headers say', async () => {
    expect(absent.statusCode).toBe(404);
    for (const address of ['203.0.113.9', '::ffff:203.0.113.9', '2001:db8::1', '10.0.0.1']) {
      const response = await outbox(app, address, {
        'x-forwarded-for': '127.0.0.1',
        host: 'localhost:5000',
      });
      expect(response.statusCode, address).toBe(404);
      expect(response.body).toBe(absent.body);
    }
  });

  it('answers only loopback names in Host: a rebound foreign name gets nothing', async () => {
    for (const host of ['localhost', 'localhost:5000', '127.0.0.1:5000', '[::1]:5000']) {
      expect((await outbox(app, '127.0.0.1', { host })).statusCode, host).toBe(200);
    }
    for (const host of ['evil.example', 'evil.example:5000', '127.0.0.1.evil.example']) {
      const response = await outbox(app, '127.0.0.1', { host });
      expect(response.statusCode, host).toBe(404);
      expect(response.body).toBe(absent.body);
    }
  });

  it('behind a trusted proxy, answers only when the client it names is local too', async () => {
    expect((await outbox(proxied.app, '127.0.0.1')).statusCode).toBe(200);
    expect(
      (await outbox(proxied.app, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode,
    ).toBe(200);
    const visitor = await outbox(proxied.app, '127.0.0.1', { 'x-forwarded-for': '198.51.100.7' });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).toBe(absent.body);
  });
});
