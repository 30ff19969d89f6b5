/**
 * Outgoing mail, one way for the whole app: `app.mail.send({ to, subject, text })`. With
 * SMTP_URL the mail goes to that SMTP server (nodemailer) in the background, so a request never
 * waits on, nor reveals by its timing, a remote server; without it, the mail is kept in the
 * `mail_outbox` table, which development shows at /dev/outbox, so every flow works offline.
 */
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailService {
  readonly transport: 'smtp' | 'outbox';
  /** Hands the mail over: queued for the SMTP server, or stored in the outbox when it resolves. */
  send(mail: Mail): Promise<void>;
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
        async send(mail: Mail) {
          await app.db
            .insert(mailOutbox)
            .values({ toAddress: mail.to, subject: mail.subject, bodyText: mail.text });
        },
        idle,
      } satisfies MailService);
      return;
    }

    const transporter = nodemailer.createTransport(options.smtpUrl);
    const from = options.from;
    app.decorate('mail', {
      transport: 'smtp',
      async send(mail: Mail) {
        const delivery = transporter
          .sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
          .then(
            () => undefined,
            // The body may hold a secret link: only who, what and why it failed are logged.
            (error: { code?: string; responseCode?: number; message?: string }) => {
              app.log.error(
                {
                  subject: mail.subject,
                  code: error.code,
                  responseCode: error.responseCode,
                  reason: error.message,
                },
                'mail could not be delivered',
              );
            },
          )
          .finally(() => pending.delete(delivery));
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
