/**
 * The suppression list (docs/decisions/your-data.md): addresses of closed accounts, kept only
 * as a hash, to which no mail is sent. Registering with an address again takes it off.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { mailSuppressions } from '../../db/schema.js';

/** SHA-256 of the address as accounts store it (trimmed, lower case). */
export const emailHash = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/**
 * A closed account's own address (`closed-<id>@closed.invalid`): the reserved `.invalid` domain
 * (RFC 2606) receives nothing, so mail still due to the account (unread messages) is dropped.
 */
const CLOSED_DOMAIN = 'closed.invalid';
export const closedAccountEmail = (userId: number) => `closed-${userId}@${CLOSED_DOMAIN}`;

export async function isSuppressed(db: Queryable, address: string): Promise<boolean> {
  if (address.trim().toLowerCase().endsWith(`@${CLOSED_DOMAIN}`)) return true;
  const [row] = await db
    .select({ emailHash: mailSuppressions.emailHash })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.emailHash, emailHash(address)))
    .limit(1);
  return row !== undefined;
}

export async function suppress(db: Queryable, address: string): Promise<void> {
  await db
    .insert(mailSuppressions)
    .values({ emailHash: emailHash(address) })
    .onConflictDoNothing();
}

export async function unsuppress(db: Queryable, address: string): Promise<void> {
  await db.delete(mailSuppressions).where(eq(mailSuppressions.emailHash, emailHash(address)));
}
