import { CreditCard, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import type { PaymentView } from '@shared/contract/payments';
import { moneyWriter, splitPayment } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { ChargebackNotice } from './chargeback-notice';
import { MoneyRows } from './money-rows';
import { PaymentStatusBadge } from './payment-status-badge';

/**
 * The project page's money card, for its owner and its developer (the server gives the payment to
 * them only): what was paid, what Finishline holds, what has been released or refunded; the
 * owner's way to pay while the accepted bid waits for it.
 */
export function ProjectPaymentCard({
  payment,
  acceptedBid,
  viewer,
}: {
  payment: PaymentView | null;
  /** The bid the owner accepted, while it waits for payment or has been paid. */
  acceptedBid: { id: number; amount: number | null; developerUsername: string } | null;
  viewer: 'owner' | 'developer';
}) {
  const owner = viewer === 'owner';
  const payPath = acceptedBid && `/payment/bid/${acceptedBid.id}`;
  const waiting = !payment || payment.status === 'pending';

  return (
    <Card role="region" aria-labelledby="project-payment-heading">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <h2 id="project-payment-heading" className="text-lg font-semibold leading-snug">
          Payment
        </h2>
        {payment ? (
          <PaymentStatusBadge payment={payment} />
        ) : (
          <Wallet aria-hidden className="size-5 text-muted-foreground" />
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {waiting ? (
          <>
            {acceptedBid?.amount != null && <AcceptedBidRows amount={acceptedBid.amount} />}
            <p className="text-sm text-muted-foreground">
              {owner
                ? payment
                  ? 'Your checkout is open. Finish paying to start the work.'
                  : `Pay for ${acceptedBid?.developerUsername ?? 'the developer'}'s bid to start the work. Finishline holds the money until you approve the delivery.`
                : 'Waiting for the owner to pay. Once paid, Finishline holds the money until the owner approves your delivery.'}
            </p>
            {owner && payPath && (
              <Button asChild className="w-full">
                <Link to={payPath}>
                  <CreditCard aria-hidden />{' '}
                  {payment ? 'Continue to payment' : 'Proceed to Payment'}
                </Link>
              </Button>
            )}
          </>
        ) : (
          <>
            {payment.chargeback && (
              <ChargebackNotice chargeback={payment.chargeback} viewer={viewer} />
            )}
            <PaidRows payment={payment} owner={owner} />
            {/* After a chargeback took what was held, its notice says where the money is. */}
            {!(payment.held === 0 && payment.chargedBack > 0) && (
              <p className="text-sm text-muted-foreground">
                {payment.held === 0 && payment.refunded > 0 && payment.released > 0
                  ? // A settlement or an operator's decision split it: both parts, as they went.
                    owner
                    ? 'The money was split: part was released to the developer, the rest went back to your card.'
                    : 'The money was split: part was released to you, the rest went back to the owner.'
                  : payment.held > 0
                    ? owner
                      ? 'Finishline holds this money until you approve the delivery.'
                      : 'Held for you until the owner approves your delivery.'
                    : payment.refunded > 0
                      ? owner
                        ? 'What was still held went back to your card.'
                        : 'What was still held went back to the owner.'
                      : owner
                        ? 'Everything has been released to the developer.'
                        : 'Everything has been released to you.'}
              </p>
            )}
            {!owner && (
              <Button asChild variant="secondary" className="w-full">
                <Link to="/payments">See your earnings</Link>
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function AcceptedBidRows({ amount }: { amount: number }) {
  const split = splitPayment(amount);
  const money = moneyWriter([split.amount, split.developerAmount]);
  return (
    <MoneyRows
      rows={[
        { label: 'Accepted bid', value: money(split.amount) },
        { label: 'Developer receives (90%)', value: money(split.developerAmount), muted: true },
      ]}
    />
  );
}

function PaidRows({ payment, owner }: { payment: PaymentView; owner: boolean }) {
  const money = moneyWriter([
    payment.amount,
    payment.platformFee,
    payment.developerAmount,
    payment.held,
    payment.released,
    payment.refunded,
    payment.chargedBack,
  ]);
  return (
    <MoneyRows
      rows={[
        { label: owner ? 'You paid' : 'Owner paid', value: money(payment.amount) },
        { label: 'Platform fee (10%)', value: money(payment.platformFee), muted: true },
        // The whole share only while nothing went back to the owner or the bank.
        ...(payment.refunded === 0 && payment.chargedBack === 0
          ? [{ label: 'Developer’s share (90%)', value: money(payment.developerAmount) }]
          : []),
        { label: 'Held by Finishline', value: money(payment.held) },
        { label: 'Released (before the fee)', value: money(payment.released) },
        ...(payment.refunded > 0 ? [{ label: 'Refunded', value: money(payment.refunded) }] : []),
        ...(payment.chargedBack > 0
          ? [{ label: 'Taken back by a chargeback', value: money(payment.chargedBack) }]
          : []),
      ]}
    />
  );
}
