import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** An amount as shared/money.ts's formatCents writes it: "$1,234" or "$1,234.50". */
const WRITTEN = /^-?\$\d{1,3}(,\d{3})*(\.\d{2})?$/;
/** Anything that looks like an amount, written well or not ("$1250", "$481.5"). */
const AMOUNT = /-?\$\d+(,\d+)*(\.\d+)?/g;

/**
 * What is wrong with the amounts of one text (a mail, a notification, a view): each is the one
 * formatter's, and where one of them has cents, all do. Empty when nothing is.
 */
export function moneyProblemsOf(text: string, where: string): string[] {
  const amounts = text.match(AMOUNT) ?? [];
  const problems = amounts
    .filter((amount) => !WRITTEN.test(amount))
    .map((amount) => `"${amount}" in ${where}`);
  const withCents = amounts.filter((amount) => amount.includes('.'));
  if (withCents.length > 0 && withCents.length < amounts.length)
    problems.push(`cents on some amounts only in ${where}: ${amounts.join(' ')}`);
  return problems;
}

/**
 * Every amount on the page (or in `root`: a dialog) is written by the one formatter (issue 35):
 * thousands separated, and in each view that lists amounts (a list of money lines, a bid's facts,
 * a notice, a table) either all show cents or none do. Returns the amounts found.
 */
export async function expectMoneyWrittenOneWay(page: Page, root?: Locator) {
  const scope = root ?? page.getByRole('main');
  const text = await scope.innerText();
  const amounts = text.match(AMOUNT) ?? [];
  for (const amount of amounts) expect(amount, `"${amount}" on ${page.url()}`).toMatch(WRITTEN);
  const views = await scope.locator('dl, table, [role="status"]').allInnerTexts();
  expect(views.flatMap((view) => moneyProblemsOf(view, page.url()))).toEqual([]);
  return amounts;
}
