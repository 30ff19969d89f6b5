/**
 * Activity mail, its preferences and unsubscribing (issue 29; decisions.md, "Email";
 * docs/decisions/email.md). Mail jobs are enqueued in the transaction of the event that causes
 * them (app.events.onEmit) and sent by the job system (core/jobs) after the commit.
 */
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { EmailCategory } from '@shared/contract/email-preferences-rules.js';
import type { EventType } from '@shared/events.js';
import type { RenderedMail } from '../../core/mail/render.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import {
  ACCOUNT_MAIL_JOB,
  accountMails,
  type AccountMail,
  type AccountMailPayload,
} from './account-mail.js';
import {
  ACTIVITY_MAIL_JOB,
  activityMails,
  type ActivityMail,
  type ActivityMailPayload,
  type Recipient,
} from './activity-mail.js';
import { emailRoutes } from './email-routes.js';
import { wantsEmail } from './preferences.js';
import { unsubscribeTokens } from './unsubscribe-tokens.js';

// The email feature's face (docs/decisions/boundaries.md): the features that mail register
// their mail through app.email and these types.
export { ACCOUNT_MAIL_JOB, type AccountMail, type AccountMailOut } from './account-mail.js';
export {
  ACTIVITY_MAIL_JOB,
  type ActivityMail,
  type ActivityMailContext,
  type Recipient,
} from './activity-mail.js';
export { wantsEmail } from './preferences.js';

/** unsubscribe@ the domain of MAIL_FROM (or of the site): the default List-Unsubscribe mailto. */
export function unsubscribeMailbox(config: { mailFrom?: string; siteUrl: string }) {
  const domain =
    /@([^>\s]+)>?\s*$/.exec(config.mailFrom ?? '')?.[1] ?? new URL(config.siteUrl).hostname;
  return `unsubscribe@${domain}`;
}

/** What a mailed template gets to know: who it goes to and their unsubscribe address. */
export interface ActivityMailRender {
  (context: {
    db: Database;
    siteUrl: string;
    recipient: Recipient;
    unsubscribeUrl: string;
  }): Promise<RenderedMail | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    email: {
      /**
       * Renders and delivers one activity mail of `category` to `userId` with the unsubscribe
       * headers (RFC 8058), unless they turned the category off; `render` may return null to send
       * nothing. Throws when the SMTP server refuses (a job then retries). Features above email
       * (saved searches' digests) mail through this.
       */
      sendActivity(
        userId: number,
        category: EmailCategory,
        kind: string,
        render: ActivityMailRender,
      ): Promise<void>;
      /**
       * Registers the activity mail of one event type: the feature that emits the event says
       * whom it mails, under which setting, and what it says (activity-mail.ts). At start, in the
       * feature's plugin, as it defines its jobs.
       */
      activityMail<T extends EventType>(type: T, mail: ActivityMail<T>): void;
      /** Registers one kind of account mail (account-mail.ts): its events and its rendering. */
      accountMail<P extends AccountMailPayload>(kind: P['mail'], mail: AccountMail<P>): void;
      /** Which events send activity mail, under which setting (as registered). */
      activityMailCategories(): Map<EventType, EmailCategory>;
    };
  }
}

export interface EmailOptions {
  /** The app secret (SESSION_SECRET): unsubscribe tokens are signed under a key derived from it. */
  secret: string;
  /** The mailbox of List-Unsubscribe's mailto (UNSUBSCRIBE_MAILTO). */
  unsubscribeMailto: string;
}

export const emailPlugin = fp(
  async (app, options: EmailOptions) => {
    const tokens = unsubscribeTokens(options.secret);
    const site = app.siteUrl.replace(/\/+$/, '');

    /**
     * Renders and delivers one activity mail to `userId`, if they still want its category. A
     * delivery failure throws, and the job retries with a growing delay.
     */
    const sendActivity = async (
      userId: number,
      category: EmailCategory,
      kind: string,
      render: ActivityMailRender,
    ) => {
      const [recipient] = await app.db
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (!recipient || !(await wantsEmail(app.db, userId, category))) return;
      const token = tokens.create({ userId, category });
      const unsubscribeUrl = `${site}/unsubscribe/${token}`;
      const rendered = await render({
        db: app.db,
        siteUrl: app.siteUrl,
        recipient,
        unsubscribeUrl,
      });
      if (!rendered) return;
      const mailto = `mailto:${options.unsubscribeMailto}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
      await app.mail.deliver(
        {
          to: recipient.email,
          ...rendered,
          headers: {
            'List-Unsubscribe': `<${unsubscribeUrl}>, <${mailto}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        kind,
      );
    };

    const activity = activityMails();
    const account = accountMails();
    app.decorate('email', {
      sendActivity,
      activityMail: activity.add,
      accountMail: account.add,
      activityMailCategories: activity.categories,
    });

    app.events.onEmit(async (tx, event) => {
      await activity.enqueue(tx, event);
      await account.enqueue(tx, event);
    });

    app.jobs.define(ACTIVITY_MAIL_JOB, {
      async run(payload: ActivityMailPayload) {
        // An event no longer mailed (a job queued before that changed) sends nothing.
        const mail = activity.get(payload.eventType);
        if (!mail) return;
        await sendActivity(payload.userId, mail.category, payload.eventType, (context) =>
          mail.render(context, payload.data),
        );
      },
    });

    // Receipts, payout statements, dispute steps: account mail, always sent, no unsubscribe headers.
    app.jobs.define(ACCOUNT_MAIL_JOB, {
      async run(payload: AccountMailPayload) {
        const mail = await account.render(app.db, app.siteUrl, payload);
        if (!mail) return;
        await app.mail.deliver({ to: mail.to, ...mail.rendered }, payload.mail);
      },
    });
  },
  // Registered before the features that mail, which register their mail with it.
  { name: 'email', dependencies: ['events', 'jobs', 'mail'] },
);

/** The email settings and unsubscribe pages and routes (registered where the routes are). */
export const emailPagesPlugin = fp(
  async (app, options: { secret: string }) => {
    await app.register(emailRoutes, { tokens: unsubscribeTokens(options.secret) });
  },
  { name: 'email-pages', dependencies: ['email', 'sessions'] },
);
