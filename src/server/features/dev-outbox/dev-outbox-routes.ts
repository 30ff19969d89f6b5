/**
 * The development outbox: without SMTP_URL mail is stored rather than sent (core/mail), and
 * this lists it, newest first, for the /dev/outbox page. The mail holds live reset links, so it
 * is registered only outside production, and answers only this machine (to anyone else it does
 * not exist): a development server reachable from the network must not hand out accounts.
 */
import { isIPv4 } from 'node:net';
import { desc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, pageQuerySchema } from '@shared/contract/common.js';
import { outboxMailSchema } from '@shared/contract/dev-outbox.js';
import { notFound } from '../../core/errors.js';
import { afterCursor, decodeCursor, sendPage } from '../../core/pagination.js';
import type { App } from '../../core/types.js';
import { mailOutbox } from '../../db/schema.js';

export async function devOutboxRoutes(app: App) {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        operationId: 'listOutboxMail',
        summary: 'Mail the app would have sent (development only, when SMTP_URL is unset)',
        querystring: pageQuerySchema,
        response: { 200: z.array(outboxMailSchema), 404: apiErrorSchema },
      },
      onRequest: async (request) => {
        if (!fromThisMachine(request)) throw notFound();
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
        html: row.bodyHtml,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
}

/**
 * The connection comes from a loopback address, and so does the client a trusted proxy names
 * (request.ip): a proxy on this machine would otherwise make every visitor look local. A header
 * alone never counts, since anyone can send one.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIPv4(ipv4) && ipv4.startsWith('127.');
}
