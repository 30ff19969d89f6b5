/**
 * The operator role (decisions.md, Operators): granted and revoked only on the server's command
 * line (`npm run operator`), recorded in the audit log with no operator (the command line). The
 * grant also enrols the operator's first authenticator, out of band: the web never sets one up
 * for an operator, since a password alone would then be enough to pass the second factor.
 */
import { hkdfSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CommandLineError } from '../../command-line.js';
import { DEMO_EMAIL_DOMAIN } from '@shared/contract/ops-rules.js';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { twoFactorCredentials, users } from '../../db/schema.js';
import {
  replaceRecoveryCodes,
  newTotpSecret,
  totpCode,
  totpUri,
  type TwoFactorKeys,
} from '../auth/index.js';
import { appendAudit } from './audit.js';

/** A refusal of the operator command, said to the person at the command line (exit 1). */
export class OperatorCommandError extends CommandLineError {}

async function findByEmail(db: Queryable, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, isOperator: users.isOperator })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!user) throw new OperatorCommandError(`No account has the email "${email}".`);
  return user;
}

/** An operator's first authenticator, made on the command line and shown there once. */
export interface OperatorEnrolment {
  /** The TOTP secret (base32), for typing into an authenticator app. */
  secret: string;
  /** The otpauth:// URI an app takes as a link or QR code. */
  uri: string;
  recoveryCodes: string[];
}

export interface OperatorChange {
  changed: boolean;
  email: string;
  /** Set when the grant enrolled the account's first authenticator (it had none turned on). */
  enrolment?: OperatorEnrolment;
}

/**
 * Grants (true) or revokes (false) the role; `changed` false when the account already was so.
 * With `keys` (SESSION_SECRET's), a grant to an account without two-factor sign-in on also turns
 * it on with a new secret and recovery codes, returned for the command line to print: an
 * operator's first authenticator never comes from the web (docs/decisions/operators.md).
 */
export async function setOperator(
  db: Database,
  email: string,
  isOperator: boolean,
  { keys }: { keys?: TwoFactorKeys } = {},
): Promise<OperatorChange> {
  return db.transaction(async (tx) => {
    const found = await findByEmail(tx, email);
    const [locked] = await tx
      .select({ isOperator: users.isOperator })
      .from(users)
      .where(eq(users.id, found.id))
      .for('update');
    const enrolment =
      isOperator && keys ? await enrolFirstAuthenticator(tx, found, keys) : undefined;
    if (locked!.isOperator === isOperator) return { changed: false, email: found.email, enrolment };
    await tx.update(users).set({ isOperator }).where(eq(users.id, found.id));
    await appendAudit(tx, {
      operatorId: null,
      action: isOperator ? 'operator.grant' : 'operator.revoke',
      targetType: 'user',
      targetId: found.id,
      reason: `${isOperator ? 'Granted' : 'Revoked'} on the server's command line`,
      before: { isOperator: !isOperator },
      after: { isOperator },
      address: null,
    });
    return { changed: true, email: found.email, enrolment };
  });
}

/**
 * Turns two-factor sign-in on with a new secret unless it is on already (then the account keeps
 * its authenticator, and undefined is returned). Replaces a setup started on the web and never
 * confirmed.
 */
async function enrolFirstAuthenticator(
  tx: Transaction,
  user: { id: number; email: string },
  keys: TwoFactorKeys,
): Promise<OperatorEnrolment | undefined> {
  const [credential] = await tx
    .select({ enabledAt: twoFactorCredentials.enabledAt })
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, user.id))
    .for('update');
  if (credential?.enabledAt) return undefined;
  const secret = newTotpSecret();
  const values = {
    encryptedSecret: keys.sealSecret(user.id, secret),
    enabledAt: new Date(),
    lastUsedStep: null,
  };
  await tx
    .insert(twoFactorCredentials)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: twoFactorCredentials.userId, set: values });
  const recoveryCodes = await replaceRecoveryCodes(tx, user.id, keys);
  return { secret, uri: totpUri(secret, user.email), recoveryCodes };
}

/**
 * A demo account's TOTP secret, derived from SESSION_SECRET and its email (HKDF), so that
 * `npm run operator -- code` needs no database: it runs while the app holds the embedded one
 * (PGlite has one owner). The seed enrols the demo operator with it. Demo accounts only.
 */
export function demoTotpSecret(sessionSecret: string, email: string): string {
  const bytes = Buffer.from(
    hkdfSync('sha256', sessionSecret, 'finishline', `demo two-factor secret of ${email}`, 20),
  );
  return base32(bytes);
}

/** RFC 4648 base32 without padding, as authenticator apps take a secret. */
function base32(bytes: Buffer): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/**
 * The code a demo account's authenticator would show now, so that a newcomer can sign in as the
 * demo operator without a phone. Only for @demo.finishline.dev accounts, never in production.
 */
export function demoCode(options: {
  email: string;
  sessionSecret: string;
  production: boolean;
  now?: number;
}): string {
  if (options.production) {
    throw new OperatorCommandError('`operator code` is refused in production.');
  }
  const email = options.email.trim().toLowerCase();
  if (!email.endsWith(DEMO_EMAIL_DOMAIN)) {
    throw new OperatorCommandError(
      `\`operator code\` prints codes of demo accounts (${DEMO_EMAIL_DOMAIN}) only.`,
    );
  }
  return totpCode(demoTotpSecret(options.sessionSecret, email), options.now ?? Date.now());
}
