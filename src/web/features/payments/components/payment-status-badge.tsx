import type { PaymentView } from '@shared/contract/payments';
import { Badge } from '@web/components/ui/badge';
import { paymentState } from '../payment-status';

export function PaymentStatusBadge({ payment }: { payment: PaymentView }) {
  const { label, tone } = paymentState(payment);
  return <Badge tone={tone}>{label}</Badge>;
}
