import { CheckCircle2, ExternalLink, PackageCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { createDeliverySchema, Delivery } from '@shared/contract/milestones';
import { formatCents } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useFormatDate } from '@web/lib/format';
import {
  useApproveDelivery,
  useDeliveries,
  useRequestDeliveryChanges,
  useSubmitDelivery,
} from '../api/deliveries';
import { RequestChangesDialog } from './request-changes-dialog';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { toastFailure } from '@web/lib/failure-toast';

/**
 * Delivery of a paid project (its owner and developer): the developer marks the work delivered
 * with a message and an optional link; the owner approves it, which completes the project and
 * releases what Finishline holds, or asks for changes. Approving is the only way to complete.
 */
export function DeliveryCard({
  project,
  viewer,
  heldCents,
  developerUsername,
  dispute = null,
  evidence,
}: {
  project: { id: number; status: string; name: string };
  viewer: 'owner' | 'developer';
  /** What is still held for the project (the developer's share is 90% of it). */
  heldCents: number;
  developerUsername: string;
  /**
   * The project's dispute, from the page (decisions.md, Held money): while one is open the
   * automatic approval waits; a settled or decided one split the money instead of an approval.
   */
  dispute?: 'open' | 'closed' | null;
  /**
   * What was read of a delivery's commit (the delivery-evidence feature's panel, from the page):
   * shown under the waiting delivery, and under the one sent back until the next.
   */
  evidence?: (delivery: Delivery) => ReactNode;
}) {
  const deliveries = useDeliveries(project.id);
  const completed = project.status === 'completed';
  const latest = deliveries.data?.[0];
  const waiting = latest?.status === 'submitted' ? latest : null;

  return (
    <Card role="region" aria-labelledby="delivery-heading">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <h2 id="delivery-heading" className="text-lg font-semibold leading-snug">
          Delivery
        </h2>
        {completed ? (
          <Badge tone="success">{dispute === 'closed' ? 'Settled' : 'Approved'}</Badge>
        ) : waiting ? (
          <Badge tone="warning">Waiting for approval</Badge>
        ) : (
          <PackageCheck aria-hidden className="size-5 text-muted-foreground" />
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {deliveries.isPending ? (
          <Skeleton className="h-24" />
        ) : deliveries.isError ? (
          <LoadError
            message="Couldn't load the delivery."
            onRetry={() => void deliveries.refetch()}
          />
        ) : completed ? (
          <p className="flex items-start gap-2 text-sm">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {dispute === 'closed'
              ? 'A dispute settled how the held money was split. The project is complete.'
              : latest?.approvedAutomatically
                ? 'The delivery got no answer in time and was approved automatically. The project is complete.'
                : 'The owner approved the delivery. The project is complete and the money has been released.'}
          </p>
        ) : (
          <>
            {waiting && (
              <DeliveryNote delivery={waiting} viewer={viewer} disputeOpen={dispute === 'open'} />
            )}
            {waiting && evidence?.(waiting)}
            {!waiting && latest?.status === 'changes_requested' && latest.changesNote && (
              <div className="rounded-md border border-warning/40 bg-warning-soft p-3 text-sm">
                <p className="font-semibold">Changes requested</p>
                <p className="mt-1 whitespace-pre-line break-words">{latest.changesNote}</p>
              </div>
            )}
            {!waiting && latest?.status === 'changes_requested' && evidence?.(latest)}
            {viewer === 'developer' ? (
              !waiting && <DeliveryForm projectId={project.id} />
            ) : (
              <OwnerActions
                projectId={project.id}
                waiting={waiting}
                heldCents={heldCents}
                developerUsername={developerUsername}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function DeliveryNote({
  delivery,
  viewer,
  disputeOpen,
}: {
  delivery: Delivery;
  viewer: 'owner' | 'developer';
  disputeOpen: boolean;
}) {
  const formatDate = useFormatDate();
  return (
    <div className="space-y-2 rounded-md bg-muted p-3 text-sm">
      <p className="font-semibold">
        {viewer === 'developer' ? 'You delivered' : 'Delivered'} on {formatDate(delivery.createdAt)}
      </p>
      <p className="whitespace-pre-line break-words">{delivery.message}</p>
      {delivery.repository && (
        <p className="text-muted-foreground wrap-anywhere">
          Code:{' '}
          {delivery.ref ? (
            <code className="font-mono" title={delivery.ref}>
              {/^[0-9a-f]{40}$/.test(delivery.ref) ? delivery.ref.slice(0, 7) : delivery.ref}
            </code>
          ) : (
            'the default branch'
          )}{' '}
          of {delivery.repository}
        </p>
      )}
      {delivery.link && (
        <a
          href={delivery.link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
        >
          Open the delivered work <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
      <p className="text-xs text-muted-foreground">
        {disputeOpen
          ? 'Automatic approval waits while the dispute is open.'
          : `Approved automatically on ${formatDate(delivery.autoApproveAt)} if the owner does not answer.`}
      </p>
    </div>
  );
}

type DeliveryFields = z.input<typeof createDeliverySchema>;
const SCHEMA = async () => (await import('@shared/contract/milestones')).createDeliverySchema;

function DeliveryForm({ projectId }: { projectId: number }) {
  const deliver = useSubmitDelivery(projectId);
  const form = useSchemaForm<DeliveryFields, z.output<typeof createDeliverySchema>>({
    schema: SCHEMA,
    failure: 'Failed to send the delivery',
    defaultValues: { message: '', link: '', repository: '', ref: '' },
  });
  const { errors } = form.formState;
  // mutateAsync, not mutate's callbacks: the delivery can reach this page live (and replace
  // this form with the delivery note) before the request itself has answered.
  const submit = form.handleSubmit(async (values) => {
    try {
      await deliver.mutateAsync(values);
      toast.success('Delivery sent', {
        description: 'The owner has been told and can approve it now.',
      });
      form.reset();
    } catch (error) {
      form.fail(error);
    }
  });
  return (
    <form onSubmit={submit} {...form.formProps} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Finished? Tell the owner what you delivered. They approve it to release your payment.
      </p>
      <FormField label="What did you deliver?" error={errors.message?.message}>
        <Textarea rows={4} {...form.register('message')} />
      </FormField>
      <FormField
        label="Link (optional)"
        hint="A pull request, a release or a demo."
        error={errors.link?.message}
      >
        <Input type="url" placeholder="https://" {...form.register('link')} />
      </FormField>
      <FormField
        label="Branch, tag or commit (optional)"
        hint="The code Finishline reads and compares with where the work began. Empty: the default branch."
        error={errors.ref?.message}
      >
        <Input autoComplete="off" spellCheck={false} {...form.register('ref')} />
      </FormField>
      <FormField
        label="Repository (optional)"
        hint="Your fork, if the work is not in the project's repository."
        error={errors.repository?.message}
      >
        <Input type="url" placeholder="https://" {...form.register('repository')} />
      </FormField>
      <Button type="submit" disabled={deliver.isPending} className="w-full">
        {deliver.isPending ? 'Sending...' : 'Mark as delivered'}
      </Button>
    </form>
  );
}

function OwnerActions({
  projectId,
  waiting,
  heldCents,
  developerUsername,
}: {
  projectId: number;
  waiting: Delivery | null;
  heldCents: number;
  developerUsername: string;
}) {
  const approve = useApproveDelivery(projectId);
  const requestChanges = useRequestDeliveryChanges();
  // mutateAsync, not mutate's callbacks: the completed project replaces these controls first.
  const approveNow = async () => {
    try {
      const { released } = await approve.mutateAsync();
      toast.success('Delivery approved', {
        description: `${formatCents(released)} is released to ${developerUsername}.`,
      });
    } catch (error) {
      toastFailure('Failed to approve the delivery', error);
    }
  };
  const sendBack = (note: string) =>
    requestChanges
      .mutateAsync({ deliveryId: waiting!.id, note })
      .then(() =>
        toast.success('Changes requested', { description: 'The developer has been told.' }),
      )
      .catch((error: unknown) => {
        toastFailure('Failed to request changes', error);
        throw error;
      });

  return (
    <div className="space-y-3">
      {!waiting && (
        <p className="text-sm text-muted-foreground">
          {developerUsername} has not marked the work delivered yet. Approve it when you are
          satisfied: the project completes and the money is released.
        </p>
      )}
      <div className="flex flex-col gap-2">
        <ConfirmDialog
          trigger={
            // Primary once something was delivered; before that approving is possible but not
            // the next step, so it is not the page's main button (issue 35).
            <Button variant={waiting ? 'primary' : 'secondary'} disabled={approve.isPending}>
              {approve.isPending ? 'Approving...' : 'Approve delivery'}
            </Button>
          }
          title="Approve the delivery?"
          description={`The project will be completed and the ${formatCents(heldCents)} Finishline holds for it will be released: ${developerUsername} receives 90%, the platform keeps 10%. This cannot be undone.`}
          confirmLabel="Approve and release"
          onConfirm={() => void approveNow()}
        />
        {waiting && (
          <RequestChangesDialog
            trigger={<Button variant="secondary">Request changes</Button>}
            title="Request changes"
            description="The delivery goes back to the developer with your note."
            pending={requestChanges.isPending}
            onSubmit={sendBack}
          />
        )}
      </div>
    </div>
  );
}
