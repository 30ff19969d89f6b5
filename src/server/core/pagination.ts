/**
 * Keyset pagination for every list (decisions.md, API conventions): the body is an array; the next
 * page is announced in `Link: <…>; rel="next"`. The cursor is opaque to clients: the sort key
 * (newest first: created_at then id) of the last row, so pages stay stable while rows are inserted.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

export interface CreatedAtCursor {
  createdAt: Date;
  id: number;
}

export function encodeCursor(cursor: CreatedAtCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString(
    'base64url',
  );
}

export function decodeCursor(raw: string | undefined): CreatedAtCursor | null {
  if (!raw) return null;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as [
      string,
      number,
    ];
    const date = new Date(createdAt);
    if (Number.isNaN(date.getTime()) || !Number.isInteger(id)) throw new Error('bad cursor');
    return { createdAt: date, id };
  } catch {
    throw badRequest('Invalid cursor');
  }
}

/** Rows strictly after the cursor in "newest first" order; use with ORDER BY created_at DESC, id DESC. */
export function afterCursor(
  createdAt: PgColumn,
  id: PgColumn,
  cursor: CreatedAtCursor | null,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`;
}

/**
 * Takes rows fetched with `limit + 1`, returns the page, and sets the Link header when a next
 * page exists. The extra row only tells that there is more; it is not returned.
 */
export function sendPage<T extends { createdAt: Date; id: number }, V>(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: T[],
  limit: number,
  toView: (row: T) => V,
): V[] {
  const page = rows.slice(0, limit);
  if (rows.length > limit) setNextLink(request, reply, encodeCursor(page[page.length - 1]!), limit);
  return page.map(toView);
}

/** Announces the next page as the same request with `cursor` (and without the client's `_t`). */
export function setNextLink(
  request: FastifyRequest,
  reply: FastifyReply,
  nextCursor: string | null,
  limit: number,
) {
  if (!nextCursor) return;
  const url = new URL(request.url, 'http://placeholder');
  url.searchParams.delete('_t');
  url.searchParams.set('cursor', nextCursor);
  url.searchParams.set('limit', String(limit));
  reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
}
