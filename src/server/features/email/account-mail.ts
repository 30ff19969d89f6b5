/**
 * Account mail (decisions.md, "Email": receipts, payout statements and dispute steps are account
 * mail, always sent, without an unsubscribe line; docs/decisions/email.md). Each feature
 * registers its kinds (`app.email.accountMail`): which events cause one, and how it is rendered.
 * Like activity mail, a job is enqueued in the transaction of the event (app.events.onEmit) and
 * renders and sends after the commit, retried when the SMTP server fails.
 */
import type { PublishedEvent } from '../../core/events/index.js';
import { enqueue } from '../../core/jobs/index.js';
import type { RenderedMail } from '../../core/mail/render.js';
import type { Queryable, Transaction } from '../../db/client.js';

export const ACCOUNT_MAIL_JOB = 'mail.account';

/** A job's payload: the kind of account mail, and what the kind needs to find its subject. */
export interface AccountMailPayload {
  mail: string;
}

/** The mail and its recipient, read when the job runs. */
export interface AccountMailOut {
  to: string;
  rendered: RenderedMail;
}

/** One kind of account mail, as the feature it belongs to registers it. */
export interface AccountMail<P extends AccountMailPayload> {
  /** The mails of this kind an event causes (none for most events). */
  of(event: PublishedEvent): P[];
  /** Each mail's job is queued once: its key, after `mail.account:`. */
  keyOf(payload: P): string;
  /** Read when the job runs; null when its subject is gone or it no longer applies. */
  render(db: Queryable, siteUrl: string, payload: P): Promise<AccountMailOut | null>;
}

/** The registered kinds of account mail. */
export function accountMails() {
  const kinds = new Map<string, AccountMail<AccountMailPayload>>();
  return {
    add<P extends AccountMailPayload>(kind: P['mail'], mail: AccountMail<P>) {
      if (kinds.has(kind)) throw new Error(`Account mail ${kind} is registered twice`);
      kinds.set(kind, mail);
    },
    /** In the event's transaction: the jobs that mail what it causes. */
    async enqueue(tx: Transaction, event: PublishedEvent) {
      for (const mail of kinds.values()) {
        for (const payload of mail.of(event)) {
          await enqueue(tx, ACCOUNT_MAIL_JOB, payload, {
            uniqueKey: `${ACCOUNT_MAIL_JOB}:${mail.keyOf(payload)}`,
          });
        }
      }
    },
    render(db: Queryable, siteUrl: string, payload: AccountMailPayload) {
      const mail = kinds.get(payload.mail);
      return mail ? mail.render(db, siteUrl, payload) : Promise.resolve(null);
    },
  };
}
