import { ArrowLeft, Printer, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ReceiptView } from '@shared/contract/payments';
import { moneyWriter, PLATFORM_FEE_PERCENT } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { useFormatDate } from '@web/lib/format';
import { useReceipt } from '../api/receipt';
import { MoneyRows } from '../components/money-rows';

/**
 * /receipts/{number} (protected): a numbered receipt of a payment or refund, for its payer (and
 * operators), laid out to print: the print stylesheet (Tailwind's `print:` variants here and on
 * the page frame) leaves out the header, the footer and the buttons, and draws it in black on
 * white without the card's shadow. Anyone else gets "Receipt not found", as the API says 404.
 */
export default function ReceiptPage() {
  const { number = '' } = useParams();
  const receipt = useReceipt(number);

  if (receipt.isPending) {
    return (
      <div className="container-page max-w-2xl py-8 sm:py-10">
        <div role="status" aria-label="Loading the receipt">
          <Skeleton className="h-[28rem] rounded-lg" />
        </div>
      </div>
    );
  }
  if (receipt.isError) {
    const missing = receipt.error instanceof ApiError && receipt.error.code === 'not_found';
    return (
      <div className="container-page max-w-2xl py-16">
        <h1 className="sr-only">Receipt</h1>
        {missing ? (
          <EmptyState
            icon={SearchX}
            title="Receipt not found"
            description={`There is no receipt ${number} of yours. Your receipts are listed with your payments.`}
            action={
              <Button asChild>
                <Link to="/payments">Go to your payments</Link>
              </Button>
            }
          />
        ) : (
          <LoadError message="Couldn't load this receipt." onRetry={() => void receipt.refetch()} />
        )}
      </div>
    );
  }
  return <ReceiptDocument receipt={receipt.data} />;
}

function ReceiptDocument({ receipt }: { receipt: ReceiptView }) {
  const formatDate = useFormatDate();
  const payment = receipt.kind === 'payment';
  const money = moneyWriter([receipt.amount, receipt.fee]);
  const title = payment ? 'Receipt' : 'Refund receipt';
  return (
    <div className="container-page max-w-2xl py-8 sm:py-10 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="link" className="h-auto px-0">
          <Link to="/payments">
            <ArrowLeft aria-hidden /> Payments
          </Link>
        </Button>
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden /> Print
        </Button>
      </div>
      <article
        aria-labelledby="receipt-title"
        className="rounded-lg border border-border bg-surface p-6 shadow-sm sm:p-8 print:rounded-none print:border-0 print:bg-white print:p-0 print:text-black print:shadow-none"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-border pb-6 print:border-black">
          <div>
            <p className="flex items-center gap-2 text-lg font-bold">
              <span
                aria-hidden
                className="inline-flex size-7 items-center justify-center rounded-md bg-primary text-sm text-primary-foreground print:border print:border-black print:bg-white print:text-black"
              >
                F
              </span>
              Finishline
            </p>
            <p className="mt-1 text-sm text-muted-foreground print:text-black">
              The marketplace for unfinished software
            </p>
          </div>
          <div className="sm:text-right">
            <h1 id="receipt-title" className="text-2xl font-bold">
              {title}
            </h1>
            <p className="font-mono text-sm tabular-nums">{receipt.number}</p>
          </div>
        </header>

        <dl className="grid gap-4 py-6 text-sm sm:grid-cols-2">
          <Fact label="Date">{formatDate(receipt.issuedAt)}</Fact>
          <Fact label={payment ? 'Paid by' : 'Refunded to'}>{receipt.payerUsername}</Fact>
          <Fact label="Project">
            <Link
              to={`/projects/${receipt.projectId}`}
              className="break-words hover:underline print:no-underline"
            >
              {receipt.projectName}
            </Link>
          </Fact>
          <Fact label="Developer">{receipt.developerUsername}</Fact>
        </dl>

        <MoneyRows
          className="border-t border-border print:border-black"
          rows={
            payment
              ? [
                  { label: 'Project price', value: money(receipt.amount) },
                  {
                    label: `Includes Finishline fee (${PLATFORM_FEE_PERCENT}%)`,
                    value: money(receipt.fee),
                    muted: true,
                  },
                  { label: 'Amount paid', value: money(receipt.amount), total: true },
                ]
              : [
                  { label: 'Finishline fee kept', value: money(receipt.fee), muted: true },
                  { label: 'Amount refunded', value: money(receipt.amount), total: true },
                ]
          }
        />

        <p className="mt-6 text-sm text-muted-foreground print:text-black">
          {payment
            ? `Finishline holds the payment and releases it to ${receipt.developerUsername} as the work is approved. All amounts in ${receipt.currency}.`
            : `Returned to the card the payment was made with. All amounts in ${receipt.currency}.`}
        </p>
      </article>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground print:text-black">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
