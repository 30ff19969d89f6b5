/**
 * The development outbox: without SMTP_URL mail is stored rather than sent (core/mail), and
 * this lists it, newest first, for the /dev/outbox page. The mail holds live reset links, so it
 * is registered only outside production, and answers only this machine (to anyone else it does
 * not exist): a development server reachable from the network must not hand out accounts. The
 * Host must be a loopback name too: a page on another site whose name was rebound to 127.0.0.1
 * (DNS rebinding) reaches the server from this machine, but under its own name.
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
  return (
    isLoopback(request.socket.remoteAddress) &&
    isLoopback(request.ip) &&
    isLoopbackName(request.headers.host)
  );
}

/** `localhost`, a 127.x address or `[::1]`, with any port: the names the server listens on here. */
function isLoopbackName(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (name === 'localhost' || name === '[::1]') return true;
  return isIPv4(name) && name.startsWith('127.');
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIPv4(ipv4) && ipv4.startsWith('127.');
}
