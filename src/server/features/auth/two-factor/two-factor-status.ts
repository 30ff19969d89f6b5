import { and, count, eq, isNull } from 'drizzle-orm';
import type { TwoFactorStatus } from '@shared/contract/auth.js';
import type { Query } from '../../../core/domain.js';
import { recoveryCodes, twoFactorCredentials, type UserRow } from '../../../db/schema.js';
import type { Queryable } from '../../../db/client.js';

/** Whether the user signs in with a second factor. */
export async function hasTwoFactor(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: twoFactorCredentials.enabledAt })
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, userId))
    .limit(1);
  return Boolean(row?.enabledAt);
}

/** What the Security tab shows: on or off, since when, and how many recovery codes are left. */
export async function twoFactorStatus({
  db,
  actor,
}: Query<null, UserRow>): Promise<TwoFactorStatus> {
  const [credential] = await db
    .select({ enabledAt: twoFactorCredentials.enabledAt })
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, actor.id))
    .limit(1);
  if (!credential?.enabledAt) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, actor.id), isNull(recoveryCodes.usedAt)));
  return {
    enabled: true,
    enabledAt: credential.enabledAt.toISOString(),
    recoveryCodesLeft: left?.n ?? 0,
  };
}
