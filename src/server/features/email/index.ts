/**
 * Activity mail, its preferences and unsubscribing (issue 29; decisions.md, "Email";
 * docs/decisions/email.md). Mail jobs are enqueued in the transaction of the event that causes
 * them (app.events.onEmit) and sent by the job system (core/jobs) after the commit.
 */
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { EmailCategory } from '@shared/contract/email-preferences-rules.js';
import type { RenderedMail } from '../../core/mail/render.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { ACCOUNT_MAIL_JOB, enqueueAccountMail, renderAccountMail } from './account-mail.js';
import type { AccountMailPayload } from './account-mail.js';
import {
  ACTIVITY_MAIL_CATEGORY,
  ACTIVITY_MAIL_JOB,
  enqueueActivityMail,
  renderActivityMail,
  type ActivityMailPayload,
  type Recipient,
} from './activity-mail.js';
import { emailRoutes } from './email-routes.js';
import { wantsEmail } from './preferences.js';
import {
  enqueueUnreadMessagesMail,
  renderUnreadMessagesMail,
  UNREAD_MESSAGES_JOB,
  type UnreadMessagesPayload,
} from './unread-messages.js';
import { unsubscribeTokens } from './unsubscribe-tokens.js';

export { ACCOUNT_MAIL_JOB } from './account-mail.js';
export { ACTIVITY_MAIL_JOB } from './activity-mail.js';
export { UNREAD_MESSAGES_JOB } from './unread-messages.js';

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
    };
  }
}

export interface EmailOptions {
  /** The app secret (SESSION_SECRET): unsubscribe tokens are signed under a key derived from it. */
  secret: string;
  /** How long a message stays unread before it is mailed (MESSAGE_EMAIL_DELAY_SECONDS). */
  messageDelaySeconds: number;
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

    app.decorate('email', { sendActivity });

    app.events.onEmit(async (tx, event) => {
      await enqueueActivityMail(tx, event);
      await enqueueAccountMail(tx, event);
      await enqueueUnreadMessagesMail(tx, event, options.messageDelaySeconds);
    });

    app.jobs.define(ACTIVITY_MAIL_JOB, {
      run: (payload: ActivityMailPayload) =>
        sendActivity(
          payload.userId,
          ACTIVITY_MAIL_CATEGORY[payload.eventType],
          payload.eventType,
          (context) => renderActivityMail(context, payload),
        ),
    });
    app.jobs.define(UNREAD_MESSAGES_JOB, {
      run: (payload: UnreadMessagesPayload) =>
        sendActivity(payload.userId, 'message', 'message.unread', (context) =>
          renderUnreadMessagesMail(context, payload),
        ),
    });

    // Receipts and payout statements: account mail, always sent, no unsubscribe headers.
    app.jobs.define(ACCOUNT_MAIL_JOB, {
      async run(payload: AccountMailPayload) {
        const mail = await renderAccountMail(app.db, app.siteUrl, payload);
        if (!mail) return;
        await app.mail.deliver({ to: mail.to, ...mail.rendered }, payload.mail);
      },
    });

    await app.register(emailRoutes, { tokens });
  },
  { name: 'email', dependencies: ['events', 'jobs', 'mail', 'sessions'] },
);
