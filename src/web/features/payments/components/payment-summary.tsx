import { moneyWriter, PLATFORM_FEE_PERCENT, splitPayment } from '@shared/money';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { formatDays } from '@web/lib/format';
import { MoneyRows } from './money-rows';

/**
 * 'Payment Summary' (spec section 2): the project, the developer, the bid, the platform's 10% and
 * the total the owner pays (the bid itself); the developer receives the other 90%.
 */
export function PaymentSummary({
  projectName,
  developerUsername,
  amount,
  timeline,
  message,
}: {
  projectName: string;
  developerUsername: string;
  /** The bid, whole dollars. */
  amount: number;
  timeline: number;
  message: string | null;
}) {
  const split = splitPayment(amount);
  const money = moneyWriter([split.amount, split.platformFee, split.developerAmount]);
  // The spec shows the bid's message unless it is the placeholder 'yes'.
  const showMessage = message && message.trim().toLowerCase() !== 'yes';
  return (
    <Card role="region" aria-labelledby="payment-summary-heading">
      <CardHeader>
        <h2 id="payment-summary-heading" className="text-lg font-semibold leading-snug">
          Payment Summary
        </h2>
      </CardHeader>
      <CardContent className="space-y-4">
        <MoneyRows
          rows={[
            { label: 'Project', value: <span className="break-words">{projectName}</span> },
            { label: 'Developer', value: developerUsername },
            { label: 'Timeline', value: formatDays(timeline) },
            { label: 'Bid amount', value: money(split.amount) },
            {
              // The fee is part of the total, not added to it.
              label: `Includes platform fee (${PLATFORM_FEE_PERCENT}%)`,
              value: money(split.platformFee),
              muted: true,
            },
            { label: 'Total', value: money(split.amount), total: true },
          ]}
        />
        <p className="text-sm text-muted-foreground">
          Finishline holds your payment until you approve the delivery. The developer then receives{' '}
          {100 - PLATFORM_FEE_PERCENT}% ({money(split.developerAmount)}); the platform keeps the{' '}
          {PLATFORM_FEE_PERCENT}% fee.
        </p>
        {showMessage && (
          <figure className="rounded-md bg-muted p-3">
            <figcaption className="text-xs font-semibold text-muted-foreground">
              {developerUsername}&rsquo;s proposal
            </figcaption>
            <blockquote className="mt-1 whitespace-pre-line break-words text-sm">
              {message}
            </blockquote>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
