import { Skeleton } from '@web/components/ui/skeleton';
import OpsDisputePage from '@web/features/ops/routes/dispute-page';
import { lazyPart } from '@web/lib/lazy-part';

const EvidenceBody = lazyPart(
  'ops-delivery-evidence',
  async () =>
    (await import('@web/features/delivery-evidence/components/delivery-evidence')).EvidenceBody,
  <Skeleton className="h-24" />,
);

/**
 * The operators' dispute page (the ops feature's) with what was read of each delivery's code
 * (issue 39: the diff, the flags in plain words, the checks, staleness), so that a decision
 * weighs the code beside the words of both sides. The record carries the evidence; this only
 * draws it with the delivery-evidence feature's words.
 */
export default function OpsDisputeWithEvidencePage() {
  return (
    <OpsDisputePage
      deliveryCode={(delivery) => <EvidenceBody evidence={delivery.evidence} viewer="operator" />}
    />
  );
}
