import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { developerShare, formatCents, moneyWriter, splitPayment } from './money';

describe('money arithmetic', () => {
  it('splits a bid into the fee (10%, rounded half up) and the developer amount', () => {
    expect(splitPayment(500)).toEqual({
      amount: 50_000,
      platformFee: 5_000,
      developerAmount: 45_000,
    });
    expect(splitPayment(1)).toEqual({ amount: 100, platformFee: 10, developerAmount: 90 });
  });

  it('releases shares that never go negative, never exceed their gross, and sum exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 1, maxLength: 30 }),
        (bid, weights) => {
          const { amount, developerAmount } = splitPayment(bid);
          // Cut the amount into releases proportional to the weights, the last taking the rest.
          const total = weights.reduce((a, b) => a + b, 0);
          let releasedBefore = 0;
          let developerBefore = 0;
          weights.forEach((weight, index) => {
            const last = index === weights.length - 1;
            const gross = last
              ? amount - releasedBefore
              : Math.floor((amount - releasedBefore) * (weight / total));
            if (gross <= 0) return;
            const share = developerShare({
              gross,
              releasedBefore,
              developerBefore,
              amount,
              developerAmount,
            });
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(gross);
            releasedBefore += gross;
            developerBefore += share;
          });
          expect(releasedBefore).toBe(amount);
          expect(developerBefore).toBe(developerAmount);
        },
      ),
    );
  });

  it('formats cents as dollars', () => {
    expect(formatCents(90_000)).toBe('$900');
    expect(formatCents(123_450)).toBe('$1,234.50');
    // Written by hand (no Intl on the first render): the same text as Intl's currency format.
    for (const cents of [0, 5, 50, 99, 100, 101, 123_456_789, 100_000_000, -250, -123_450]) {
      const dollars = cents / 100;
      const intl = dollars.toLocaleString('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
      });
      expect(formatCents(cents)).toBe(intl);
    }
  });

  it('writes all amounts of a view with cents when any has them', () => {
    const money = moneyWriter([53_500, 5_350, 48_150]);
    expect([money(53_500), money(5_350), money(48_150)]).toEqual(['$535.00', '$53.50', '$481.50']);
    expect(moneyWriter([125_000, 90_000])(125_000)).toBe('$1,250');
    expect(formatCents(125_000, true)).toBe('$1,250.00');
  });
});
