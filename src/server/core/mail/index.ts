/**
 * Outgoing mail, one way for the whole app: `app.mail.send({ to, subject, text, html })`, the
 * parts coming from a template (each feature's, beside it; layout.tsx and render.ts here). With SMTP_URL the mail goes
 * to that SMTP server (nodemailer) in the background, so a request never waits on, nor reveals by
 * its timing, a remote server or the rendering of its template; without it, the mail is kept in
 * the `mail_outbox` table, which development shows at /dev/outbox, so every flow works offline.
 */
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../../db/schema.js';
import { isSuppressed } from './suppressions.js';

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
  /**
   * Delivers the mail now and resolves once the SMTP server took it (or the outbox stored it);
   * throws when it could not, so that the job sending it retries later (activity mail).
   * `kind` names the mail in metrics.
   */
  deliver(mail: Mail, kind: string): Promise<void>;
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

    /** Counts the outcome of a delivery in metrics, and passes a failure on. */
    const counted = async (kind: string, delivery: Promise<unknown>) => {
      try {
        await delivery;
        app.metrics.mailDelivered(kind, 'sent');
      } catch (error) {
        app.metrics.mailDelivered(kind, 'failed');
        throw error;
      }
    };

    /** A closed account's address (suppressions.ts) gets nothing, by either transport. */
    const unlessSuppressed = async (mail: Mail, hand: (mail: Mail) => Promise<unknown>) => {
      if (!(await isSuppressed(app.db, mail.to))) await hand(mail);
    };

    if (!options.smtpUrl) {
      const store = (mail: Mail) =>
        unlessSuppressed(mail, (kept) =>
          app.db.insert(mailOutbox).values({
            toAddress: kept.to,
            subject: kept.subject,
            bodyText: kept.text,
            bodyHtml: kept.html ?? null,
            headers: kept.headers ?? null,
          }),
        );
      app.decorate('mail', {
        transport: 'outbox',
        async send(pendingMail: Mail | Promise<Mail>) {
          await store(await pendingMail);
        },
        deliver: (mail, kind) => counted(kind, store(mail)),
        idle,
      } satisfies MailService);
      return;
    }

    const transporter = nodemailer.createTransport(options.smtpUrl);
    /** What a failed delivery may log: who, what and why, never the body (it may hold a link). */
    const failureOf = (mail: Mail, error: unknown) => {
      const failure = error as { code?: string; responseCode?: number; message?: string };
      return {
        subject: mail.subject,
        code: failure.code,
        responseCode: failure.responseCode,
        reason: failure.message,
      };
    };
    const from = options.from;
    const sendMail = (mail: Mail) =>
      unlessSuppressed(mail, (sent) =>
        transporter.sendMail({
          from,
          to: sent.to,
          subject: sent.subject,
          text: sent.text,
          html: sent.html,
          headers: sent.headers,
        }),
      );
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
        await sendMail(mail);
      } catch (error) {
        // The body may hold a secret link: only who, what and why it failed are logged.
        app.log.error(failureOf(mail, error), 'mail could not be delivered');
      }
    };
    app.decorate('mail', {
      transport: 'smtp',
      deliver: (mail, kind) =>
        counted(
          kind,
          sendMail(mail).catch((error: unknown) => {
            app.log.warn(failureOf(mail, error), 'mail could not be delivered; will retry');
            throw new Error(`SMTP delivery failed: ${failureOf(mail, error).reason ?? 'unknown'}`);
          }),
        ),
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
  { name: 'mail', dependencies: ['database', 'metrics'] },
);
