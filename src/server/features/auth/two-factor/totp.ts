/**
 * TOTP (RFC 6238) as every authenticator app reads it: SHA-1, six digits, 30-second steps.
 * Through `otpauth`; this module only fixes the parameters and says which time step a code is of.
 */
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Finishline';
/** A code of the step before or after the current one is accepted too (a clock a little off). */
const WINDOW = 1;

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app scans, naming the account by `label` (the email). */
export function totpUri(secret: string, label: string): string {
  return totpFor(secret, label).toString();
}

/** The time step `code` belongs to when it is right for `secret` around `now`, else null. */
export function totpStep(secret: string, code: string, now: number): number | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The code an authenticator app shows for `secret` at `now` (`npm run operator -- code`). */
export function totpCode(secret: string, now: number): string {
  return totpFor(secret).generate({ timestamp: now });
}
