import type { Dispute } from '@shared/contract/disputes';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDisputeEvidence } from '@web/features/delivery-evidence/api/evidence';
import DisputePage from '@web/features/disputes/routes/dispute-page';
import { useDeliveries } from '@web/features/milestones/api/deliveries';
import { lazyPart } from '@web/lib/lazy-part';

const DeliveryEvidencePanel = lazyPart(
  'dispute-delivery-evidence',
  async () =>
    (await import('@web/features/delivery-evidence/components/delivery-evidence'))
      .DeliveryEvidencePanel,
  <Skeleton className="h-24" />,
);
const RecordedDeliveryEvidencePanel = lazyPart(
  'dispute-recorded-evidence',
  async () =>
    (await import('@web/features/delivery-evidence/components/delivery-evidence'))
      .RecordedDeliveryEvidencePanel,
  <Skeleton className="h-24" />,
);

/**
 * The dispute page (the disputes feature's) with the record of the delivered code (issue 39), so
 * that a dispute has more than words on both sides: the latest delivery's evidence as it was when
 * the dispute opened, or, for a dispute older than that record, the latest delivery's now.
 */
export default function DisputeWithEvidencePage() {
  return (
    <DisputePage deliveryEvidence={(dispute) => <LatestDeliveryEvidence dispute={dispute} />} />
  );
}

function LatestDeliveryEvidence({ dispute }: { dispute: Dispute }) {
  const record = useDisputeEvidence(dispute.id);
  const viewer = dispute.viewerSide === 'developer' ? 'developer' : 'owner';
  if (record.isPending) return <Skeleton className="h-24" />;
  if (record.isError) {
    return (
      <LoadError
        message="Couldn't load the record of the delivered code."
        onRetry={() => void record.refetch()}
      />
    );
  }
  if (record.data) return <RecordedDeliveryEvidencePanel record={record.data} viewer={viewer} />;
  return <LiveDeliveryEvidence dispute={dispute} viewer={viewer} />;
}

function LiveDeliveryEvidence({
  dispute,
  viewer,
}: {
  dispute: Dispute;
  viewer: 'owner' | 'developer';
}) {
  const deliveries = useDeliveries(dispute.projectId);
  const latest = deliveries.data?.[0];
  if (deliveries.isPending) return <Skeleton className="h-24" />;
  if (deliveries.isError) {
    return (
      <LoadError
        message="Couldn't load the project's deliveries."
        onRetry={() => void deliveries.refetch()}
      />
    );
  }
  if (!latest) {
    return <p className="text-sm text-muted-foreground">No delivery was made for this project.</p>;
  }
  return <DeliveryEvidencePanel deliveryId={latest.id} viewer={viewer} />;
}
