/**
 * The keys of two-factor sign-in, derived from SESSION_SECRET with HKDF (one per use): TOTP
 * secrets are stored encrypted (AES-256-GCM), so a copy of the database alone gives nobody a
 * second factor; recovery codes are stored as keyed hashes (HMAC-SHA-256). A new SESSION_SECRET
 * makes both unreadable (docs/decisions/operators.md, "Two-factor sign-in").
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

export interface TwoFactorKeys {
  /** The secret sealed for one user's row: it opens only there (the user id is authenticated). */
  sealSecret(userId: number, secret: string): string;
  openSecret(userId: number, sealed: string): string;
  /** The stored form of a recovery code, as normalizeRecoveryCode leaves it. */
  hashRecoveryCode(code: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function twoFactorKeys(sessionSecret: string): TwoFactorKeys {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', sessionSecret, 'finishline', purpose, 32));
  const secretKey = derive('two-factor secret');
  const recoveryKey = derive('recovery code');
  const associated = (userId: number) => Buffer.from(`two-factor secret of user ${userId}`);

  return {
    sealSecret(userId, secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secretKey, iv).setAAD(associated(userId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
    },
    openSecret(userId, stored) {
      const [version, payload] = stored.split('.');
      if (version !== VERSION || !payload) throw new Error('unknown two-factor secret format');
      const bytes = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', secretKey, bytes.subarray(0, IV_BYTES))
        .setAAD(associated(userId))
        .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
    hashRecoveryCode(code) {
      return createHmac('sha256', recoveryKey).update(code).digest('base64url');
    },
  };
}
