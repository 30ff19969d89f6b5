import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import type { createReportSchema } from '@shared/contract/safety';
import {
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  type ReportTargetType,
} from '@shared/contract/safety-rules';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { FormActions } from '@web/components/ui/form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { RadioCard, RadioGroup } from '@web/components/ui/radio-group';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { toast } from '@web/lib/toast';
import { useCreateReport } from '../api/create-report';

type Fields = z.input<typeof createReportSchema>;

const SCHEMA = async () => (await import('@shared/contract/safety')).createReportSchema;

/**
 * 'Report' on a project, a public profile, a bid or a message (decisions.md, Reports and blocks):
 * a dialog with the reasons and optional details, checked with the server's schema. A second
 * report of the same thing while the first is open is refused with the server's words, shown in
 * the dialog.
 */
export function ReportButton({
  targetType,
  targetId,
  targetName,
  compact = false,
  className,
}: {
  targetType: ReportTargetType;
  targetId: number;
  /** What is reported, for the dialog's title and the button's accessible name ("Ada's bid"). */
  targetName: string;
  /** An icon-sized button (on a message). */
  compact?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const label = `Report ${REPORT_TARGET_LABELS[targetType]}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size={compact ? 'icon' : 'sm'}
          className={cn(compact && 'size-7', 'text-muted-foreground', className)}
          aria-label={`${label}: ${targetName}`}
        >
          <Flag aria-hidden />
          {!compact && 'Report'}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={label}
        description={`Tell our team what is wrong with ${targetName}. Reports are private: nobody else sees who sent one.`}
      >
        {open && (
          <ReportForm targetType={targetType} targetId={targetId} onDone={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({
  targetType,
  targetId,
  onDone,
}: {
  targetType: ReportTargetType;
  targetId: number;
  onDone: () => void;
}) {
  const reasonLabel = useId();
  const report = useCreateReport();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm<Fields, z.output<typeof createReportSchema>>({
    schema: SCHEMA,
    failure: 'Failed to send the report',
    defaultValues: { targetType, targetId, details: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await report.mutateAsync(values);
      toast.success('Report sent', { description: REPORT_MESSAGES.sent });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'already_reported') {
        setRefusal(error.message);
        return;
      }
      form.fail(error);
    }
  });

  return (
    <form onSubmit={submit} {...form.formProps} className="space-y-4">
      <div className="space-y-1.5">
        <p id={reasonLabel} className="text-sm font-medium">
          Reason
        </p>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={reasonLabel}
              aria-invalid={errors.reason ? true : undefined}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              className="gap-2"
            >
              {REPORT_REASONS.map((reason) => (
                <RadioCard
                  key={reason}
                  id={`${reasonLabel}-${reason}`}
                  value={reason}
                  label={REPORT_REASON_LABELS[reason].label}
                  description={REPORT_REASON_LABELS[reason].hint}
                />
              ))}
            </RadioGroup>
          )}
        />
        {errors.reason && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.reason.message}
          </p>
        )}
      </div>
      <FormField
        label="Details"
        hint={`Optional, except for "Something else" (up to ${REPORT_LIMITS.detailsMax.toLocaleString('en-US')} characters).`}
        error={errors.details?.message}
      >
        <Textarea rows={3} {...form.register('details')} />
      </FormField>
      {refusal && (
        <p role="alert" className="rounded-md bg-muted p-3 text-sm font-medium">
          {refusal}
        </p>
      )}
      <FormActions
        onCancel={onDone}
        pending={report.isPending}
        submitLabel="Send report"
        pendingLabel="Sending..."
      />
    </form>
  );
}
