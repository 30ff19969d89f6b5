/**
 * The development outbox: without SMTP_URL mail is stored rather than sent (core/mail), and
 * this lists it, newest first, for the /dev/outbox page. Registered only outside production:
 * the mail holds live reset links.
 */
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema, pageQuerySchema } from '@shared/contract/common.js';
import { outboxMailSchema } from '@shared/contract/dev-outbox.js';
import { afterCursor, decodeCursor, sendPage } from '../../core/pagination.js';
import type { App } from '../../core/types.js';
import { mailOutbox } from '../../db/schema.js';

export async function devOutboxRoutes(app: App) {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail the app would have sent (development only, when SMTP_URL is unset)',
        querystring: pageQuerySchema,
        response: { 200: z.array(outboxMailSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .where(afterCursor(mailOutbox.createdAt, mailOutbox.id, decodeCursor(cursor)))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit + 1);
      return sendPage(request, reply, rows, limit, (row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.bodyText,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
}
