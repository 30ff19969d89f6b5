/**
 * `npm run ledger:check` (money.md, Checks) finds every kind of disagreement: each corruption
 * below is made inside a transaction, checked, and rolled back.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../src/server/db/client.js';
import {
  ledgerEntries,
  ledgerTransactions,
  payments,
  releases,
} from '../../src/server/db/schema.js';
import { checkLedger } from '../../src/server/features/payments/ledger-check.js';
import { expectLedgerSound, paidProject } from '../setup/payments.js';
import { createTestApp } from '../setup/test-app.js';

const t = await createTestApp();
const { app, db } = t;

const { owner, project, paymentId } = await paidProject(t, 300);
await app.inject({
  method: 'POST',
  url: `/api/projects/${project.id}/approve-delivery`,
  headers: { cookie: owner.cookie },
});

class RollBack extends Error {}

/** The problems `checkLedger` reports after `corrupt`, which is then undone. */
async function problemsAfter(corrupt: (tx: Transaction) => Promise<unknown>) {
  let found: string[] = [];
  await db
    .transaction(async (tx) => {
      await corrupt(tx);
      found = (await checkLedger(tx)).map((problem) => problem.check);
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return found;
}

describe('the ledger check', () => {
  it('passes on a sound history', async () => {
    await expectLedgerSound(t);
  });

  it('finds an unbalanced transaction and an account below zero', async () => {
    const problems = await problemsAfter(async (tx) => {
      const [movement] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'release', reference: 'release:forged', paymentId })
        .returning();
      await tx.insert(ledgerEntries).values([
        { transactionId: movement!.id, account: `escrow:project:${project.id}`, amount: -500 },
        { transactionId: movement!.id, account: 'platform:fees', amount: 400 },
      ]);
    });
    expect(problems).toContain('ledger transaction does not sum to zero');
    expect(problems).toContain('escrow or payable account below zero');
  });

  it('finds a release the ledger does not agree with, and a sent release without a transfer', async () => {
    const problems = await problemsAfter(async (tx) => {
      await tx
        .update(releases)
        .set({ gross: 1, developerAmount: 1, fee: 0 })
        .where(eq(releases.paymentId, paymentId));
      await tx
        .update(releases)
        .set({ status: 'sent', transferId: 'tr_forged' })
        .where(eq(releases.paymentId, paymentId));
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'release whose ledger entries do not match it',
        'sent release without exactly one transfer, or a transfer for an unsent release',
        'platform fees differ from the releases’ fees',
        'closed project whose payment is neither fully released nor refunded',
      ]),
    );
  });

  it('finds a payment whose status or charge disagrees with its money', async () => {
    const problems = await problemsAfter(async (tx) => {
      await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, paymentId));
      await tx.execute(sql`update ledger_entries set amount = amount * 2
        where transaction_id in (select id from ledger_transactions where kind = 'charge' and payment_id = ${paymentId})`);
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'payment status disagrees with its refunds',
        'charged payment whose charge is not exactly its amount',
      ]),
    );
  });
});
