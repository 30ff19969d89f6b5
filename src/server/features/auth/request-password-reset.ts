import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Command } from '../../core/domain.js';
import type { PasswordResetMailProps } from './password-reset-mail.js';
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

/** Who gets the reset mail and what it says (templates/account.tsx, passwordResetMail). */
export interface PasswordResetLetter {
  to: string;
  mail: PasswordResetMailProps;
}

/**
 * Issues a single-use reset link for the account with this email and returns the mail that
 * carries it, or null when there is no such account (or it has enough live links already). The
 * caller answers the same either way, so the endpoint never tells whether an email is registered.
 * The caller renders the mail after commit: the transaction need not wait for it.
 */
export async function requestPasswordReset({
  tx,
  input,
}: Command<RequestPasswordReset, null>): Promise<PasswordResetLetter | null> {
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
  return {
    to: user.email,
    mail: {
      siteUrl: input.siteUrl,
      recipientName: user.username,
      token,
      validMinutes: RESET_LINK_TTL_MS / 60_000,
    },
  };
}
