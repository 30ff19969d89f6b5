/**
 * Unsubscribe tokens (docs/decisions/email.md, "Preferences and unsubscribing"): who and which
 * category, signed with HMAC-SHA256 under a key derived from the app secret for this one purpose
 * (a token of another kind, signed with the same secret, never passes here). A token is good for
 * UNSUBSCRIBE_TOKEN_DAYS after the mail that carried it was sent; it says nothing secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_CATEGORIES, type EmailCategory } from '@shared/contract/email-preferences-rules.js';

export const UNSUBSCRIBE_TOKEN_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface UnsubscribeClaim {
  userId: number;
  category: EmailCategory;
}

export type TokenCheck =
  | ({ valid: true } & UnsubscribeClaim)
  | { valid: false; reason: 'malformed' | 'forged' | 'expired' };

export function unsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('finishline/unsubscribe/v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    create(claim: UnsubscribeClaim, now = new Date()): string {
      const issued = Math.floor(now.getTime() / 1000).toString(36);
      const body = `${claim.userId.toString(36)}.${claim.category}.${issued}`;
      return `${body}.${sign(body)}`;
    },
    check(token: string, now = new Date()): TokenCheck {
      const parts = token.split('.');
      if (parts.length !== 4) return { valid: false, reason: 'malformed' };
      const [user, category, issued, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${user}.${category}.${issued}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { valid: false, reason: 'forged' };
      }
      const userId = Number.parseInt(user, 36);
      const issuedAt = Number.parseInt(issued, 36) * 1000;
      if (
        !Number.isSafeInteger(userId) ||
        !(EMAIL_CATEGORIES as readonly string[]).includes(category) ||
        !Number.isFinite(issuedAt)
      ) {
        return { valid: false, reason: 'malformed' };
      }
      if (now.getTime() - issuedAt > UNSUBSCRIBE_TOKEN_DAYS * DAY_MS) {
        return { valid: false, reason: 'expired' };
      }
      return { valid: true, userId, category: category as EmailCategory };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
