import { Download } from 'lucide-react';
import type { CurrentUser } from '@shared/contract/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { formatFileSize, useFormatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useDataExport, useStartDataExport } from '../api/data-export';
import { toastFailure } from '@web/lib/failure-toast';

/**
 * "Download your data" (docs/decisions/your-data.md): one archive of everything Finishline holds
 * about the user, built in the background (a notification and a mail say when), downloadable
 * here for 7 days; a new one once a day.
 */
export function DownloadDataCard({ user }: { user: CurrentUser }) {
  const formatDate = useFormatDate();
  const status = useDataExport(user.id);
  const start = useStartDataExport(user.id);
  const latest = status.data?.export ?? null;
  const next = status.data?.nextExportAt ?? null;
  const ask = () =>
    start.mutate(undefined, {
      onSuccess: () =>
        toast.success('Preparing your archive', {
          description: 'We will notify you and send you an email when it is ready.',
        }),
      onError: (error) => toastFailure('Your archive was not started', error),
    });

  return (
    <Card role="region" aria-labelledby="download-data-heading">
      <CardHeader>
        <CardTitle id="download-data-heading">Download your data</CardTitle>
        <CardDescription>
          One zip archive of everything Finishline holds about you: your profile, projects, bids,
          milestones and deliveries, messages, notifications, reviews, payments, receipts and
          payouts, saved searches, email settings, reports and sign-in history, as JSON files with a
          README saying what each holds, and the files you uploaded.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isPending ? (
          <Spinner label="Loading your data export" />
        ) : status.isError ? (
          <LoadError
            message={errorMessage(status.error, "Couldn't load your data export.")}
            onRetry={() => void status.refetch()}
          />
        ) : latest?.status === 'building' ? (
          <Spinner
            showLabel
            className="justify-start"
            label="Preparing your archive. We will notify you and send you an email when it is ready."
          />
        ) : latest?.status === 'ready' && latest.downloadUrl ? (
          <div className="space-y-2">
            <Button asChild>
              <a href={latest.downloadUrl} download>
                <Download aria-hidden /> Download archive
                {latest.size !== null && ` (${formatFileSize(latest.size)})`}
              </a>
            </Button>
            <p className="text-sm text-muted-foreground">
              Ready since {formatDate(latest.readyAt!)}; the link works for you only, until{' '}
              {formatDate(latest.expiresAt!)}.
            </p>
          </div>
        ) : latest?.status === 'expired' ? (
          <p className="text-sm text-muted-foreground">
            Your last archive expired on {formatDate(latest.expiresAt!)}.
          </p>
        ) : null}
        {!status.isPending && !status.isError && latest?.status !== 'building' && (
          <div className="space-y-2">
            <Button
              variant={latest?.status === 'ready' ? 'secondary' : 'primary'}
              onClick={ask}
              disabled={start.isPending || next !== null}
            >
              {start.isPending ? 'Starting...' : 'Prepare a new archive'}
            </Button>
            {next !== null && (
              <p className="text-sm text-muted-foreground">
                One archive a day: you can ask for a new one from {formatDate(next)}.
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
