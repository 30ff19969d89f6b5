import { FileText, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import type { PaymentView } from '@shared/contract/payments';
import { moneyWriter } from '@shared/money';
import { EmptyState } from '@web/components/ui/empty-state';
import { useFormatDate } from '@web/lib/format';
import { ChargebackNotice } from './chargeback-notice';
import { MoneyRows } from './money-rows';
import { PaymentStatusBadge } from './payment-status-badge';

/** An owner's payments: each with the project, the developer, the fee and where the money is. */
export function PaymentHistoryList({ payments }: { payments: PaymentView[] }) {
  const formatDate = useFormatDate();
  if (payments.length === 0) {
    return (
      <EmptyState
        icon={Receipt}
        title="No payments yet"
        description="When you pay for an accepted bid, the payment and where its money is show here."
      />
    );
  }
  return (
    <ul className="space-y-4">
      {payments.map((payment) => (
        <li key={payment.id}>
          <article
            aria-label={`Payment for ${payment.projectName}`}
            className="rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-5"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="break-words font-semibold">
                  <Link to={`/projects/${payment.projectId}`} className="hover:underline">
                    {payment.projectName}
                  </Link>
                </h3>
                <p className="text-sm text-muted-foreground">
                  {payment.developerUsername} · {formatDate(payment.createdAt)}
                </p>
              </div>
              <PaymentStatusBadge payment={payment} />
            </div>
            {payment.chargeback && (
              <ChargebackNotice className="mt-3" chargeback={payment.chargeback} viewer="owner" />
            )}
            <PaymentRows payment={payment} />
            {payment.receipts.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Receipts">
                {payment.receipts.map((receipt) => (
                  <li key={receipt.number}>
                    <Link
                      to={`/receipts/${receipt.number}`}
                      className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
                    >
                      <FileText aria-hidden className="size-4" />
                      {receipt.kind === 'payment' ? 'Receipt' : 'Refund receipt'} {receipt.number}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

function PaymentRows({ payment }: { payment: PaymentView }) {
  const money = moneyWriter([
    payment.amount,
    payment.platformFee,
    payment.held,
    payment.released,
    payment.refunded,
    payment.chargedBack,
  ]);
  return (
    <MoneyRows
      className="mt-3"
      rows={[
        { label: 'Paid', value: money(payment.amount) },
        { label: 'Includes platform fee (10%)', value: money(payment.platformFee), muted: true },
        { label: 'Held by Finishline', value: money(payment.held) },
        { label: 'Released to the developer (before the fee)', value: money(payment.released) },
        { label: 'Refunded to you', value: money(payment.refunded) },
        ...(payment.chargedBack > 0
          ? [{ label: 'Taken back by a chargeback', value: money(payment.chargedBack) }]
          : []),
      ]}
    />
  );
}
