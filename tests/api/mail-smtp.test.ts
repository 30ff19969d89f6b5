/**
 * The mail seam over real SMTP (issue 29): a mail server (smtp-server) runs in this test and
 * mailparser reads what arrives. A rendered template arrives with its text and HTML parts and the
 * extra headers it was given; its rendering may still be running when it is handed over, and one that fails to
 * render is logged without taking the caller down.
 */
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { Mail } from '../../src/server/core/mail/index.js';
import { mailTo } from '../../src/server/core/mail/render.js';
import { newBidMail } from '../../src/server/features/bids/bid-mail.js';
import { startSmtpServer } from '../setup/smtp-server.js';
import { createTestApp } from '../setup/test-app.js';

const { url: smtpUrl, received, nextMail } = await startSmtpServer();

const { app, expectServerErrors, serverLog } = await createTestApp({
  config: {
    smtpUrl,
    mailFrom: 'Finishline <no-reply@finishline.test>',
    publicUrl: 'https://finishline.test',
  },
});

/**
 * The header as it was written on the wire, unfolded (mailparser turns List-* headers into
 * objects; a long header is folded over lines).
 */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/\r?\n[ \t]+/g, ' ');

const unsubscribe = {
  'List-Unsubscribe':
    '<https://finishline.test/unsubscribe/abc>, <mailto:unsubscribe@finishline.test?subject=abc>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};

describe('mail over SMTP', () => {
  it('delivers a rendered template: text part, HTML part and the extra headers', async () => {
    const arriving = nextMail();
    await app.mail.send(
      mailTo(
        'ada@example.com',
        newBidMail({
          siteUrl: app.siteUrl,
          recipientName: 'ada',
          unsubscribeUrl: 'https://finishline.test/unsubscribe/abc',
          projectId: 7,
          projectTitle: 'Inventory app',
          developerName: 'grace',
          amountCents: 120_000,
          timelineDays: 14,
          message: 'I can start on Monday.',
        }),
        unsubscribe,
      ),
    );
    const mail = await arriving;

    expect(mail.subject).toBe('New bid on “Inventory app”');
    expect(mail.text).toContain('Amount: $1,200');
    expect(mail.text).toContain('Review the bids:\nhttps://finishline.test/projects/7?tab=bids');
    expect(mail.html).toContain('href="https://finishline.test/projects/7?tab=bids"');
    expect(mail.html).toContain('$1,200');
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe(
      `List-Unsubscribe: ${unsubscribe['List-Unsubscribe']}`,
    );
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });

  it('sends a text-only mail without an HTML part or extra headers', async () => {
    const arriving = nextMail();
    await app.mail.send({ to: 'ada@example.com', subject: 'Plain', text: 'Only text.' });
    const mail = await arriving;
    expect(mail.text?.trim()).toBe('Only text.');
    expect(mail.html).toBe(false);
    expect(rawHeader(mail, 'List-Unsubscribe')).toBeUndefined();
  });

  it('takes a mail still rendering and delivers it once it is ready', async () => {
    let finishRendering!: (mail: Mail) => void;
    const rendering = new Promise<Mail>((resolve) => (finishRendering = resolve));
    const before = received.length;

    // Handed over at once: the caller never waits for the template.
    await app.mail.send(rendering);
    expect(received.length).toBe(before);

    const arriving = nextMail();
    finishRendering({ to: 'ada@example.com', subject: 'Rendered later', text: 'Ready.' });
    expect((await arriving).subject).toBe('Rendered later');
  });

  it('logs a mail that cannot be rendered, sends nothing and keeps going', async () => {
    expectServerErrors();
    const before = received.length;
    await app.mail.send(Promise.reject(new Error('template exploded')));
    await app.mail.idle();
    expect(received.length).toBe(before);
    expect(serverLog().some((line) => line.includes('mail could not be rendered'))).toBe(true);
  });
});
