/**
 * /ops/users/:id: a user's role and status, projects, bids, payments, what they are owed, open
 * sessions (revoke) and audit entries; suspend or reinstate, hold or release payouts.
 */
import { Link, useParams } from 'react-router';
import { moneyWriter } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { errorMessage } from '@web/lib/api-client';
import { PageSpinner } from '@web/components/ui/spinner';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useOpsUser, useUserAction, type UserAction } from '../api/ops-api';
import { AuditList } from '../components/audit-list';
import { ReasonDialog } from '../components/reason-dialog';
import { statusWords } from '../components/status-words';
import { USER_STATUS_TONES } from '../components/user-status';

export default function UserPage() {
  const id = Number(useParams().id);
  const user = useOpsUser(id);
  const action = useUserAction();
  if (user.isPending) return <PageSpinner />;
  if (user.isError) {
    return (
      <LoadError
        message={errorMessage(user.error, "Couldn't load this user.")}
        onRetry={() => void user.refetch()}
      />
    );
  }
  const data = user.data;
  // One writer for the page: where one amount (a bid, a payment, what is owed) has cents, all do.
  const money = moneyWriter([
    ...data.bids.map((bid) => bid.amount * 100),
    data.payableCents,
    ...data.payments.map((payment) => payment.amount),
  ]);
  const run =
    (name: UserAction, done: string, handle?: string) =>
    async ({ reason }: { reason: string }) => {
      await action.mutateAsync({ userId: id, action: name, reason, handle });
      toast.success(done);
    };

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-sm">
            <Link to="/ops/users" className="text-muted-foreground hover:underline">
              Users
            </Link>
          </p>
          <h2 className="text-xl font-bold">{data.username}</h2>
          <p className="text-muted-foreground">{data.email}</p>
          <p className="mt-2 flex flex-wrap gap-2">
            <Badge tone="outline">{data.role}</Badge>
            {data.isOperator && <Badge tone="primary">operator</Badge>}
            <Badge tone={USER_STATUS_TONES[data.status]} data-testid="user-status">
              {data.status}
            </Badge>
            {data.payoutsHeld && <Badge tone="warning">payouts held</Badge>}
            <Badge tone="neutral">two-factor {data.twoFactor ? 'on' : 'off'}</Badge>
          </p>
          {data.suspensionReason && (
            <p className="mt-2 text-sm">Suspended: {data.suspensionReason}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {data.status === 'closed' ? null : data.status === 'active' ? (
            <ReasonDialog
              trigger={<Button variant="destructive">Suspend</Button>}
              title={`Suspend ${data.username}`}
              description="They are signed out everywhere at once, their profile and open projects are hidden, their pending bids leave every list, and money held for them waits."
              confirmLabel="Suspend"
              destructive
              onConfirm={run('suspend', `${data.username} is suspended`)}
            />
          ) : (
            <ReasonDialog
              trigger={<Button>Reinstate</Button>}
              title={`Reinstate ${data.username}`}
              description="They can sign in again; their projects and profile are shown again and held payouts may go."
              confirmLabel="Reinstate"
              onConfirm={run('reinstate', `${data.username} is reinstated`)}
            />
          )}
          {data.status !== 'closed' && !data.isOperator && (
            <ReasonDialog
              trigger={<Button variant="destructive">Close account</Button>}
              title={`Close ${data.username}'s account`}
              description="On their request, under the same rules as their own close: refused while money, a payout or a dispute depends on it. They are signed out, their open projects cancelled and their pending bids withdrawn, and their name, email and profile removed for good."
              confirmLabel="Close account"
              destructive
              onConfirm={run('close', 'The account is closed')}
            />
          )}
          {data.role === 'developer' && data.status !== 'closed' && (
            <ReasonDialog
              trigger={
                <Button variant="secondary">
                  {data.payoutsHeld ? 'Release payouts' : 'Hold payouts'}
                </Button>
              }
              title={data.payoutsHeld ? 'Release payouts' : 'Hold payouts'}
              description={
                data.payoutsHeld
                  ? 'Releases waiting for this developer are sent again.'
                  : 'Releases to this developer wait until you release them.'
              }
              confirmLabel={data.payoutsHeld ? 'Release' : 'Hold'}
              onConfirm={run(
                data.payoutsHeld ? 'payouts/release' : 'payouts/hold',
                data.payoutsHeld ? 'Payouts released' : 'Payouts held',
              )}
            />
          )}
        </div>
      </header>

      {/* One column of the page's width on a phone: a long name is cut, not the card. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Section title={`Projects (${data.projects.length})`}>
          {data.projects.length === 0 ? (
            <p className="text-sm text-muted-foreground">No projects.</p>
          ) : (
            <ul className="divide-y divide-border">
              {data.projects.map((project) => (
                <li key={project.id} className="flex justify-between gap-3 py-2 text-sm">
                  <Link to={`/projects/${project.id}`} className="min-w-0 truncate hover:underline">
                    {project.name}
                  </Link>
                  <span className="shrink-0 text-muted-foreground">
                    {statusWords(project.status)}
                    {project.hidden && ' · hidden'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={`Bids (${data.bids.length})`}>
          {data.bids.length === 0 ? (
            <p className="text-sm text-muted-foreground">No bids.</p>
          ) : (
            <ul className="divide-y divide-border">
              {data.bids.map((bid) => (
                <li key={bid.id} className="flex justify-between gap-3 py-2 text-sm">
                  <Link
                    to={`/projects/${bid.projectId}`}
                    className="min-w-0 truncate hover:underline"
                  >
                    {bid.projectName}
                  </Link>
                  <span className="shrink-0 text-muted-foreground">
                    {money(bid.amount * 100)} · {statusWords(bid.status)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={`Payments (${data.payments.length})`}>
          <p className="mb-2 text-sm text-muted-foreground">
            Owed and not yet sent: {money(data.payableCents)}
          </p>
          {data.payments.length === 0 ? (
            <p className="text-sm text-muted-foreground">No payments.</p>
          ) : (
            <ul className="divide-y divide-border">
              {data.payments.map((payment) => (
                <li
                  key={`${payment.side}${payment.id}`}
                  className="flex justify-between gap-3 py-2 text-sm"
                >
                  <span className="min-w-0 truncate">
                    {payment.side === 'payer' ? 'Paid for' : 'Paid to them for'}{' '}
                    {payment.projectName}
                  </span>
                  <span className="shrink-0 text-muted-foreground">
                    {money(payment.amount)} · {statusWords(payment.status)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={`Sessions (${data.sessions.length})`}>
          {data.sessions.length === 0 ? (
            <p className="text-sm text-muted-foreground">No open sessions.</p>
          ) : (
            <ul className="divide-y divide-border">
              {data.sessions.map((session) => (
                <li
                  key={session.handle}
                  className="flex items-center justify-between gap-3 py-2 text-sm"
                >
                  <span>
                    Since {formatDate(session.createdAt)}
                    {session.secondFactor && ' · with a code'}
                  </span>
                  <ReasonDialog
                    trigger={
                      <Button size="sm" variant="secondary">
                        Revoke
                      </Button>
                    }
                    title="Revoke this session"
                    description="That browser is signed out at once."
                    confirmLabel="Revoke"
                    onConfirm={run('sessions/revoke', 'Session revoked', session.handle)}
                  />
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <Section title="Audit entries">
        <AuditList entries={data.audit} />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h3 className="text-base font-semibold">{title}</h3>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
