/**
 * Closing a report (the queue and the reports page): the outcome its reporter is told, and the
 * reason kept in the audit log.
 */
import { REPORT_LIMITS, REPORT_MESSAGES } from '@shared/contract/safety-rules';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { useCloseReport } from '../api/ops-api';
import { ReasonDialog } from './reason-dialog';

export function CloseReportButton({ reportId, about }: { reportId: number; about: string }) {
  const close = useCloseReport();
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="secondary" aria-label={`Close report ${reportId} on ${about}`}>
          Close
        </Button>
      }
      title={`Close the report on ${about}`}
      description="The reporter gets a notification with the outcome. The reason stays in the audit log."
      confirmLabel="Close report"
      note={{
        label: 'Outcome',
        hint: 'The reporter reads this.',
        max: REPORT_LIMITS.outcomeMax,
        missing: REPORT_MESSAGES.outcome,
      }}
      onConfirm={async ({ reason, note }) => {
        await close.mutateAsync({ reportId, outcome: note ?? '', reason });
        toast.success('The report is closed; the reporter is told');
      }}
    />
  );
}
