/**
 * The forgotten-password flow end to end through real SMTP: a mail server (smtp-server) runs in
 * this test, the app is configured with SMTP_URL, and the link is read out of the received mail.
 */
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema.js';
import { startSmtpServer } from '../setup/smtp-server.js';
import { createTestApp, sessionCookie } from '../setup/test-app.js';

const { url: smtpUrl, received, nextMail } = await startSmtpServer();

const { app, db, signUp } = await createTestApp({
  config: {
    smtpUrl,
    mailFrom: 'Finishline <no-reply@finishline.test>',
    publicUrl: 'https://finishline.test',
  },
});

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('forgotten password over SMTP', () => {
  it('mails a link that sets a new password once and signs every session out', async () => {
    const me = await signUp({ password: 'first-password' });
    const otherDevice = sessionCookie((await login(me.user.email, 'first-password')).cookies);

    const arriving = nextMail();
    const requested = await app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: me.user.email.toUpperCase() },
    });
    expect(requested.statusCode).toBe(202);
    await app.jobs.runDue();
    const mail = await arriving;

    expect(mail.from?.value[0]).toMatchObject({
      name: 'Finishline',
      address: 'no-reply@finishline.test',
    });
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(me.user.email);
    expect(mail.subject).toBe('Reset your Finishline password');
    // The link is on the configured public origin, never on the request's Host header.
    const link = /https:\/\/finishline\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      mail.text ?? '',
    );
    expect(link).not.toBeNull();
    expect(mail.text).toContain('Open this link within 1 hour to choose a new password:');
    // The HTML part carries the same link, as a button and written out.
    expect(mail.html).toContain(`href="${link![0]}"`);
    expect(mail.html).toContain(`>${link![0]}</a>`);
    // Nothing was kept in the outbox: with SMTP the mail (and its link) only leaves.
    expect(await db.select().from(mailOutbox)).toHaveLength(0);

    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token: link![1], newPassword: 'second-password' },
    });
    expect(confirmed.statusCode).toBe(200);

    for (const cookie of [me.cookie, otherDevice]) {
      expect((await app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    }
    expect((await login(me.user.email, 'first-password')).statusCode).toBe(401);
    expect((await login(me.user.email, 'second-password')).statusCode).toBe(200);

    const reused = await app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token: link![1], newPassword: 'third-password' },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('sends nothing for an email without an account, with the same answer', async () => {
    const before = received.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: 'nobody@finishline.test' },
    });
    expect(response.statusCode).toBe(202);
    await app.jobs.runDue();
    await app.mail.idle();
    expect(received.length).toBe(before);
  });
});
