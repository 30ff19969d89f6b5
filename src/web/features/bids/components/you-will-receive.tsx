import { moneyWriter, PLATFORM_FEE_PERCENT, splitPayment } from '@shared/money';

/**
 * What a developer would be paid for the rate they are typing: the bid less the platform's fee,
 * by the same split the payment uses (shared/money.ts), so nothing about the fee is a surprise.
 */
export function YouWillReceive({ rate }: { rate: unknown }) {
  const dollars = Number(rate);
  const valid = rate !== '' && Number.isSafeInteger(dollars) && dollars > 0;
  const split = valid ? splitPayment(dollars) : null;
  const money = split ? moneyWriter([split.amount, split.developerAmount]) : null;
  return (
    <p aria-live="polite" className="text-sm text-muted-foreground">
      {split && money
        ? `You'll receive ${money(split.developerAmount)} of ${money(split.amount)}: Finishline keeps ${PLATFORM_FEE_PERCENT}%.`
        : `You'll receive ${100 - PLATFORM_FEE_PERCENT}% of your rate: Finishline keeps ${PLATFORM_FEE_PERCENT}%.`}
    </p>
  );
}
