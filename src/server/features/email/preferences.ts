/** A user's email switches (decisions.md, "Email"): a row in email_opt_outs means that category is off. */
import { and, eq } from 'drizzle-orm';
import { EMAIL_CATEGORIES, type EmailCategory } from '@shared/contract/email-preferences-rules.js';
import type { EmailPreference } from '@shared/contract/email-preferences.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { emailOptOuts } from '../../db/schema.js';

export async function emailPreferencesOf(
  db: Queryable,
  userId: number,
): Promise<EmailPreference[]> {
  const off = new Set(
    (
      await db
        .select({ category: emailOptOuts.category })
        .from(emailOptOuts)
        .where(eq(emailOptOuts.userId, userId))
    ).map((row) => row.category),
  );
  return EMAIL_CATEGORIES.map((category) => ({ category, enabled: !off.has(category) }));
}

export async function wantsEmail(db: Queryable, userId: number, category: EmailCategory) {
  const [row] = await db
    .select({ userId: emailOptOuts.userId })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, category)));
  return row === undefined;
}

/** Turns one category on or off; doing it twice changes nothing more. */
export async function setEmailPreference(
  tx: Transaction,
  userId: number,
  { category, enabled }: EmailPreference,
) {
  if (enabled) {
    await tx
      .delete(emailOptOuts)
      .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, category)));
  } else {
    await tx.insert(emailOptOuts).values({ userId, category }).onConflictDoNothing();
  }
}
