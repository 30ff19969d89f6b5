/**
 * Money arithmetic (money.md), in integer cents, shared so that the payment screen shows exactly
 * what the server charges. One currency: USD.
 */

/** The platform keeps 10% of the bid; the developer receives the rest (spec 1 and 9). */
export const PLATFORM_FEE_PERCENT = 10;
export const CURRENCY = 'usd';

/** a × b / c rounded half up, exact for any cents amounts (BigInt: the product can exceed 2^53). */
function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b) * 2n + BigInt(c);
  return Number(numerator / (BigInt(c) * 2n));
}

export interface PaymentSplit {
  /** What the owner pays: the bid in cents. */
  amount: number;
  platformFee: number;
  developerAmount: number;
}

/** The three amounts fixed when a payment is created (money.md, Amounts fixed at payment). */
export function splitPayment(bidDollars: number): PaymentSplit {
  const amount = bidDollars * 100;
  const platformFee = mulDivRoundHalfUp(amount, PLATFORM_FEE_PERCENT, 100);
  return { amount, platformFee, developerAmount: amount - platformFee };
}

/**
 * The developer's share of a release of `gross` cents, when `releasedBefore` gross and
 * `developerBefore` share were released earlier from a payment of `amount` with `developerAmount`
 * for the developer. Rounded on the running total (not per release), so the shares always sum to
 * round(released × developerAmount / amount): the release that empties the escrow takes exactly
 * what remains of developerAmount, and no share is ever negative or larger than its gross.
 */
export function developerShare(input: {
  gross: number;
  releasedBefore: number;
  developerBefore: number;
  amount: number;
  developerAmount: number;
}): number {
  const total = input.releasedBefore + input.gross;
  return mulDivRoundHalfUp(total, input.developerAmount, input.amount) - input.developerBefore;
}

/**
 * The one way an amount is written, on every screen, mail and notification: "$1,234.50",
 * thousands always separated. `withCents` false drops ".00" from a whole amount ("$900"); by
 * default an amount shows cents when it has them. A view that shows several amounts writes them
 * with one `moneyWriter`, so that where any has cents, all do ("$535.00" beside "$53.50").
 * Written without Intl: a browser's first Intl formatter loads its locale data in one long task
 * on a slow phone (docs/decisions/performance.md, "No Intl on the first render").
 */
export function formatCents(cents: number, withCents = hasCents(cents)): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = whole % 100;
  const fraction = withCents || rest !== 0 ? `.${String(rest).padStart(2, '0')}` : '';
  return `${cents < 0 ? '-' : ''}$${dollars}${fraction}`;
}

const hasCents = (cents: number) => Math.round(Math.abs(cents)) % 100 !== 0;

/** How one view writes its amounts (cents): all with cents when any of `amounts` has them. */
export function moneyWriter(amounts: readonly number[]): (cents: number) => string {
  const withCents = amounts.some(hasCents);
  return (cents) => formatCents(cents, withCents);
}
