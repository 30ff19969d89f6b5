/**
 * Outgoing mail, one way for the whole app: `app.mail.send({ to, subject, text, html })`, the
 * parts coming from a template (templates/, rendered by render.ts). With SMTP_URL the mail goes
 * to that SMTP server (nodemailer) in the background, so a request never waits on, nor reveals by
 * its timing, a remote server or the rendering of its template; without it, the mail is kept in
 * the `mail_outbox` table, which development shows at /dev/outbox, so every flow works offline.
 */
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part: every mail has one (clients without HTML, screen readers, filters). */
  text: string;
  /** The HTML part, when the mail comes from a template. */
  html?: string;
  /** Extra headers, sent as they are (activity mail: List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface MailService {
  readonly transport: 'smtp' | 'outbox';
  /**
   * Hands the mail over: queued for the SMTP server, or stored in the outbox when it resolves.
   * The mail may still be rendering: SMTP waits for it in the background too.
   */
  send(mail: Mail | Promise<Mail>): Promise<void>;
  /** Resolves when every queued mail was delivered or given up (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailOptions {
  smtpUrl?: string;
  from?: string;
}

export const mailPlugin = fp(
  async (app, options: MailOptions) => {
    const pending = new Set<Promise<void>>();
    const idle = async () => {
      while (pending.size > 0) await Promise.all(pending);
    };

    if (!options.smtpUrl) {
      app.decorate('mail', {
        transport: 'outbox',
        async send(pendingMail: Mail | Promise<Mail>) {
          const mail = await pendingMail;
          await app.db.insert(mailOutbox).values({
            toAddress: mail.to,
            subject: mail.subject,
            bodyText: mail.text,
            bodyHtml: mail.html ?? null,
          });
        },
        idle,
      } satisfies MailService);
      return;
    }

    const transporter = nodemailer.createTransport(options.smtpUrl);
    const from = options.from;
    /** Never throws: a mail that cannot be rendered or delivered is logged, and the action stands. */
    const deliver = async (pendingMail: Mail | Promise<Mail>) => {
      let mail: Mail;
      try {
        mail = await pendingMail;
      } catch (err) {
        app.log.error({ err }, 'mail could not be rendered');
        return;
      }
      try {
        await transporter.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
      } catch (error) {
        // The body may hold a secret link: only who, what and why it failed are logged.
        const failure = error as { code?: string; responseCode?: number; message?: string };
        app.log.error(
          {
            subject: mail.subject,
            code: failure.code,
            responseCode: failure.responseCode,
            reason: failure.message,
          },
          'mail could not be delivered',
        );
      }
    };
    app.decorate('mail', {
      transport: 'smtp',
      async send(mail: Mail | Promise<Mail>) {
        const delivery = deliver(mail).finally(() => pending.delete(delivery));
        pending.add(delivery);
      },
      idle,
    } satisfies MailService);
    app.addHook('onClose', async () => {
      await idle();
      transporter.close();
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
