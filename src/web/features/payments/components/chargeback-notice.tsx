import { ShieldAlert } from 'lucide-react';
import type { ChargebackNotice as Chargeback } from '@shared/contract/payments';
import { formatCents } from '@shared/money';
import { cn } from '@web/lib/cn';
import { useFormatDate } from '@web/lib/format';

/**
 * A card chargeback as the owner or the developer reads it (decisions.md, Held money): the bank
 * disputed the payment, what is frozen, what happens next; once closed, the outcome.
 */
export function ChargebackNotice({
  chargeback,
  viewer,
  projectName,
  className,
}: {
  chargeback: Chargeback;
  viewer: 'owner' | 'developer';
  /** Named where the notice sits outside its project (the earnings page). */
  projectName?: string;
  className?: string;
}) {
  const formatDate = useFormatDate();
  const amount = formatCents(chargeback.amount);
  const on = projectName ? ` for “${projectName}”` : '';
  const open = chargeback.status === 'open';
  const closed = chargeback.closedAt ? formatDate(chargeback.closedAt) : '';
  const title = open
    ? viewer === 'owner'
      ? `Your bank disputed this card payment${on}`
      : `The owner’s bank disputed the card payment${on}`
    : chargeback.status === 'won'
      ? `The card chargeback${on} closed in Finishline’s favour`
      : `The card chargeback${on} closed: the bank kept the money`;
  const text = open
    ? viewer === 'owner'
      ? `The card network took back the ${amount} you paid. Until your bank decides, Finishline holds nothing for this project: nothing is released to the developer or refunded to you. Finishline answers the bank with the project’s record; you will be told the outcome here and in your notifications.`
      : `The card network took back the ${amount} the owner paid. Until the bank decides, nothing can be released to you for this project, and payouts not yet sent wait. Finishline answers the bank with the project’s record (your deliveries and messages count); you will be told the outcome here and in your notifications.`
    : chargeback.status === 'won'
      ? `On ${closed} the bank gave the ${amount} back: Finishline holds it for the project again, and it can be released as before.`
      : viewer === 'owner'
        ? `On ${closed} the bank decided for you: the ${amount} stays with your card and nothing is held for this project.`
        : `On ${closed} the bank returned the ${amount} to the owner: nothing is held for you on this project. If part was already released to you and not yet paid out, an operator may take it back; you will be told.`;
  return (
    <div
      role="status"
      aria-label="Card chargeback"
      className={cn(
        'flex items-start gap-3 rounded-md border p-3 text-sm',
        open ? 'border-warning bg-warning-soft' : 'border-border bg-muted',
        className,
      )}
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{title}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}
