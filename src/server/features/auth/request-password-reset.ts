import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Command } from '../../core/domain.js';
import type { Mail } from '../../core/mail/index.js';
import { passwordResetTokens, users } from '../../db/schema.js';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** More links than this per account within a link's lifetime are not sent (no mail bombing). */
export const RESET_LINKS_PER_ACCOUNT = 3;

/** What the table stores: a token of 256 random bits needs no slow hash, only a one-way one. */
export const hashResetToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

export interface RequestPasswordReset {
  email: string;
  /** The site's origin for the link: PUBLIC_URL (always, when mail leaves the machine). */
  siteUrl: string;
}

/**
 * Issues a single-use reset link for the account with this email and returns the mail that
 * carries it, or null when there is no such account (or it has enough live links already). The
 * caller answers the same either way, so the endpoint never tells whether an email is registered.
 */
export async function requestPasswordReset({
  tx,
  input,
}: Command<RequestPasswordReset, null>): Promise<Mail | null> {
  const [user] = await tx
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (!user) return null;

  const now = new Date();
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, user.id), lte(passwordResetTokens.expiresAt, now)));
  const live = await tx
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, user.id))
    .limit(RESET_LINKS_PER_ACCOUNT);
  if (live.length >= RESET_LINKS_PER_ACCOUNT) return null;

  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordResetTokens).values({
    id: hashResetToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
  });
  const link = `${input.siteUrl}/reset-password?token=${token}`;
  return {
    to: user.email,
    subject: 'Reset your Finishline password',
    text: [
      `Hello ${user.username},`,
      '',
      'Someone (we hope you) asked to reset the password of your Finishline account.',
      'Open this link within 1 hour to choose a new password:',
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}
