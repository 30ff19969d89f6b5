import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** An amount as shared/money.ts's formatCents writes it: "$1,234" or "$1,234.50". */
const WRITTEN = /^-?\$\d{1,3}(,\d{3})*(\.\d{2})?$/;
/** Anything that looks like an amount, written well or not ("$1250", "$481.5"). */
const AMOUNT = /-?\$\d+(,\d+)*(\.\d+)?/g;

/**
 * Every amount on the page is written by the one formatter (issue 35): thousands separated, and
 * in each view that lists amounts (a list of money lines, a bid's facts, a notice) either all
 * show cents or none do.
 */
export async function expectMoneyWrittenOneWay(page: Page) {
  const main = page.getByRole('main');
  const amounts = (await main.innerText()).match(AMOUNT) ?? [];
  for (const amount of amounts) expect(amount, `"${amount}" on ${page.url()}`).toMatch(WRITTEN);
  const views = await main.locator('dl, [role="status"]').allInnerTexts();
  for (const view of views) {
    const inView = view.match(AMOUNT) ?? [];
    const withCents = inView.filter((amount) => amount.includes('.'));
    if (withCents.length > 0)
      expect(
        withCents,
        `cents on some amounts only, on ${page.url()}: ${inView.join(' ')}`,
      ).toEqual(inView);
  }
  return amounts;
}
