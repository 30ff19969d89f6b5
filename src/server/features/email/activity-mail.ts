/**
 * Activity mail (decisions.md, "Email"; docs/decisions/email.md): each feature registers which of
 * its events mail whom (`app.email.activityMail`, as it registers its jobs), and the email
 * feature queues and sends them. The job is enqueued in the transaction of the event
 * (app.events.onEmit), so a mail job exists iff the change committed; it renders and sends after
 * the commit, retried by the job system when the SMTP server fails, and the change stands.
 */
import type { EmailCategory } from '@shared/contract/email-preferences-rules.js';
import type { EventData, EventType } from '@shared/events.js';
import type { PublishedEvent } from '../../core/events/index.js';
import { enqueue } from '../../core/jobs/index.js';
import type { RenderedMail } from '../../core/mail/render.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { wantsEmail } from './preferences.js';

export const ACTIVITY_MAIL_JOB = 'mail.activity';

export interface Recipient {
  id: number;
  username: string;
  email: string;
}

/** What an activity mail is rendered with, when its job runs. */
export interface ActivityMailContext {
  db: Queryable;
  siteUrl: string;
  recipient: Recipient;
  unsubscribeUrl: string;
}

/** One event's activity mail, as the feature that emits the event registers it. */
export interface ActivityMail<T extends EventType> {
  /** The email setting that turns it off (email-preferences-rules.ts). */
  category: EmailCategory;
  /**
   * Of the users the event notifies, those it mails (by default all of them); in the event's
   * transaction.
   */
  recipients?(tx: Transaction, data: EventData[T], notified: number[]): Promise<number[]>;
  /** The mail for one recipient, when the job runs; null when there is none for them (any more). */
  render(context: ActivityMailContext, data: EventData[T]): Promise<RenderedMail | null>;
}

export interface ActivityMailPayload {
  eventId: number;
  eventType: EventType;
  data: EventData[EventType];
  userId: number;
}

/** The registered activity mails: at most one per event type. */
export function activityMails() {
  const mails = new Map<EventType, ActivityMail<EventType>>();
  return {
    add<T extends EventType>(type: T, mail: ActivityMail<T>) {
      if (mails.has(type)) throw new Error(`Activity mail for ${type} is registered twice`);
      mails.set(type, mail);
    },
    get: (type: EventType) => mails.get(type),
    /** Which events mail, and their categories (docs, tests). */
    categories: () => new Map([...mails].map(([type, mail]) => [type, mail.category])),
    /**
     * In the event's transaction: one mail job per user it mails, unless that user has the
     * category turned off now (the job checks again when it sends).
     */
    async enqueue(tx: Transaction, event: PublishedEvent) {
      const mail = mails.get(event.type);
      if (!mail) return;
      const notified = [...new Set(event.notifications.map((n) => n.userId))];
      const recipients = mail.recipients
        ? await mail.recipients(tx, event.data, notified)
        : notified;
      for (const userId of recipients) {
        if (!(await wantsEmail(tx, userId, mail.category))) continue;
        const payload: ActivityMailPayload = {
          eventId: event.id,
          eventType: event.type,
          data: event.data,
          userId,
        };
        await enqueue(tx, ACTIVITY_MAIL_JOB, payload, {
          uniqueKey: `${ACTIVITY_MAIL_JOB}:${event.id}:${userId}`,
        });
      }
    },
  };
}

export type ActivityMails = ReturnType<typeof activityMails>;
