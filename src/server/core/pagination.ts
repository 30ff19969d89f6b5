/**
 * Keyset pagination for every list (decisions.md, API conventions): the body is an array; the next
 * page is announced in `Link: <…>; rel="next"`. The cursor is opaque to clients: the sort key
 * (newest first: created_at then id) of the last row, so pages stay stable while rows are inserted.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_ID } from '@shared/contract/common.js';
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

/**
 * The cursor a client sent back, checked as strictly as any other input: it is only base64, so
 * anyone can write one. An id past what an id column holds, a date outside the years 1–9999, or
 * a rank (the search cursor's third entry) outside what a `real` holds would otherwise reach
 * PostgreSQL as an out-of-range error, a 500; each is a 400 'Invalid cursor' here.
 */
export function decodeCursor(raw: string | undefined): CreatedAtCursor | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length < 2 || parsed.length > 3) throw invalidCursor();
  const [createdAt, id, rank] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !ISO_TIME.test(createdAt)) throw invalidCursor();
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) throw invalidCursor();
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > MAX_ID) {
    throw invalidCursor();
  }
  if (rank !== undefined && !(typeof rank === 'number' && Math.abs(rank) <= MAX_REAL)) {
    throw invalidCursor();
  }
  return { createdAt: date, id };
}

/** What `encodeCursor` writes: `Date.toISOString()` of a year from 0001 to 9999. */
const ISO_TIME = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
/** The largest finite value of PostgreSQL's `real` (float4), which ranks are compared as. */
const MAX_REAL = 3.4028234663852886e38;

const invalidCursor = () => badRequest('Invalid cursor');

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
 * The cursors of pages read by one statement (db/read-batcher.ts), as PostgreSQL array literals
 * for `unnest($afterAt::timestamptz[], $afterId::int[])`; a first page starts after the end of
 * time, so it is the same query.
 */
export function cursorArrays(cursors: readonly (CreatedAtCursor | null)[]) {
  return {
    afterAt: `{${cursors.map((cursor) => cursor?.createdAt.toISOString() ?? 'infinity').join(',')}}`,
    afterId: `{${cursors.map((cursor) => cursor?.id ?? 0).join(',')}}`,
  };
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
  // Only the query is parsed (parsing a whole URL per page was costly); a request in absolute form
  // (`GET http://host/api/…`) keeps only its path, never a host the client wrote.
  const at = request.url.indexOf('?');
  const target = at === -1 ? request.url : request.url.slice(0, at);
  const path = /^\/(?!\/)/.test(target) ? target : new URL(target, 'http://placeholder').pathname;
  const params = new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
  params.delete('_t');
  params.set('cursor', nextCursor);
  params.set('limit', String(limit));
  reply.header('link', `<${path}?${params}>; rel="next"`);
}
