/**
 * The operator role (decisions.md, Operators): granted and revoked only on the server's command
 * line (`npm run operator`), recorded in the audit log with no operator (the command line).
 */
import { eq, sql } from 'drizzle-orm';
import { DEMO_EMAIL_DOMAIN } from '@shared/contract/ops-rules.js';
import type { Database, Queryable } from '../../db/client.js';
import { twoFactorCredentials, users } from '../../db/schema.js';
import { totpCode } from '../auth/two-factor/totp.js';
import { twoFactorKeys } from '../auth/two-factor/two-factor-keys.js';
import { appendAudit } from './audit.js';

export class OperatorCommandError extends Error {}

async function findByEmail(db: Queryable, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, isOperator: users.isOperator })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!user) throw new OperatorCommandError(`No account has the email "${email}".`);
  return user;
}

/** Grants (true) or revokes (false) the role; false when the account already was so. */
export async function setOperator(
  db: Database,
  email: string,
  isOperator: boolean,
): Promise<{ changed: boolean; email: string }> {
  return db.transaction(async (tx) => {
    const found = await findByEmail(tx, email);
    const [locked] = await tx
      .select({ isOperator: users.isOperator })
      .from(users)
      .where(eq(users.id, found.id))
      .for('update');
    if (locked!.isOperator === isOperator) return { changed: false, email: found.email };
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
    return { changed: true, email: found.email };
  });
}

/**
 * The code a demo account's authenticator would show now, so that a newcomer can sign in as the
 * demo operator without a phone. Only for @demo.finishline.dev accounts, never in production.
 */
export async function demoCode(
  db: Database,
  options: { email: string; sessionSecret: string; production: boolean; now?: number },
): Promise<string> {
  if (options.production) {
    throw new OperatorCommandError('`operator code` is refused in production.');
  }
  const email = options.email.trim().toLowerCase();
  if (!email.endsWith(DEMO_EMAIL_DOMAIN)) {
    throw new OperatorCommandError(
      `\`operator code\` prints codes of demo accounts (${DEMO_EMAIL_DOMAIN}) only.`,
    );
  }
  const user = await findByEmail(db, email);
  const [credential] = await db
    .select()
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, user.id));
  if (!credential?.enabledAt) {
    throw new OperatorCommandError(`${user.email} has no two-factor sign-in turned on.`);
  }
  let secret: string;
  try {
    secret = twoFactorKeys(options.sessionSecret).openSecret(user.id, credential.encryptedSecret);
  } catch {
    throw new OperatorCommandError(
      'The stored secret does not open with this SESSION_SECRET (was it changed since the seed?).',
    );
  }
  return totpCode(secret, options.now ?? Date.now());
}
