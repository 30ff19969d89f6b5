import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DisputedMoney } from '@shared/contract/disputes-rules';
import type { PaymentView } from '@shared/contract/payments';
import { formatCents, moneyWriter } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useOpenDispute, useProjectDisputes } from '../api/disputes';
import { DISPUTE_STATUS_LABELS, isDisputeOpen } from './dispute-words';
import { ProposalForm } from './proposal-form';
import { TimeLeft } from './time-left';
import { toastFailure } from '@web/lib/failure-toast';

/**
 * The project page's dispute card for its owner and developer (decisions.md, Held money): the open
 * dispute (or the last one) with a link to its page, and "Open a dispute" while a paid project
 * holds money and none is open.
 */
export function ProjectDisputeCard({
  projectId,
  canOpen,
  payment,
}: {
  projectId: number;
  /** The project is paid and still holds money. */
  canOpen: boolean;
  /** The project's payment: what a new dispute's proposal splits. */
  payment: PaymentView | null;
}) {
  const disputes = useProjectDisputes(projectId);
  if (disputes.isPending) return <Skeleton className="h-32" />;
  if (disputes.isError)
    return <LoadError message="Could not load the disputes" onRetry={() => disputes.refetch()} />;
  const latest = disputes.data[0] ?? null;
  const latestMoney = moneyWriter(
    latest ? [latest.held, latest.proposedRelease, latest.release ?? 0] : [],
  );
  const open = latest && isDisputeOpen(latest.status) ? latest : null;
  if (!latest && !canOpen) return null;

  return (
    <Card role="region" aria-labelledby="project-dispute-title">
      <CardHeader>
        <h2 id="project-dispute-title" className="flex items-center gap-2 text-lg font-semibold">
          <Scale aria-hidden className="size-5" /> Dispute
        </h2>
        <CardDescription>
          {open
            ? 'The held money waits until this dispute ends.'
            : 'Disagree about the work or the money? Propose how to split what Finishline holds; the other side can accept, counter or ask an operator.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {latest && (
          <div className="space-y-1">
            <p className="font-semibold">{DISPUTE_STATUS_LABELS[latest.status]}</p>
            {open ? (
              <p>
                Standing proposal: release {latestMoney(latest.proposedRelease)} of the{' '}
                {latestMoney(latest.held)} held.
              </p>
            ) : (
              <p>
                Released {latestMoney(latest.release ?? 0)} of the {latestMoney(latest.held)} held.
              </p>
            )}
            {open && latest.deadline && (
              <p className="text-muted-foreground">
                Deadline: <TimeLeft deadline={latest.deadline} />
              </p>
            )}
            <Button asChild variant={open ? 'primary' : 'secondary'} className="mt-2 w-full">
              <Link to={`/disputes/${latest.id}`}>View dispute</Link>
            </Button>
          </div>
        )}
        {!open && canOpen && payment && (
          <OpenDisputeDialog projectId={projectId} money={disputedMoneyOf(payment)} />
        )}
      </CardContent>
    </Card>
  );
}

/** A new dispute starts from what the payment holds and has released so far. */
const disputedMoneyOf = (payment: PaymentView): DisputedMoney => ({
  held: payment.held,
  amount: payment.amount,
  developerAmount: payment.developerAmount,
  releasedBefore: { gross: payment.released, developer: payment.releasedToDeveloper },
});

function OpenDisputeDialog({ projectId, money }: { projectId: number; money: DisputedMoney }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDispute = useOpenDispute(projectId);
  const navigate = useNavigate();
  return (
    <Dialog open={dialogOpen} onOpenChange={setDialogOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full">
          Open a dispute
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Open a dispute"
        description={`Finishline holds ${formatCents(money.held)} for this project. Propose how much of it to release to the developer; the rest is refunded to the owner. Nothing moves until the other side answers or the deadline passes.`}
      >
        <ProposalForm
          money={money}
          withReason
          submitLabel="Open the dispute"
          pending={openDispute.isPending}
          onCancel={() => setDialogOpen(false)}
          onSubmit={async ({ amount, message, link, reason }) => {
            let dispute;
            try {
              dispute = await openDispute.mutateAsync({
                reason: reason ?? 'other',
                proposedRelease: amount,
                message,
                evidenceLinks: link,
              });
            } catch (error) {
              toastFailure('Could not open the dispute', error);
              throw error;
            }
            toast.success('Dispute opened', { description: 'The other side has been told.' });
            setDialogOpen(false);
            void navigate(`/disputes/${dispute.id}`);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
