import { Inbox, RefreshCw } from 'lucide-react';
import { Fragment } from 'react';
import type { OutboxMail } from '@shared/contract/dev-outbox';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError } from '@web/lib/api-client';
import { useOutbox } from '../api/outbox';

/**
 * /dev/outbox: without SMTP_URL the server keeps mail instead of sending it; this shows it, so
 * a developer can follow a reset link offline. The API behind it does not exist in production.
 */
export default function DevOutboxPage() {
  const outbox = useOutbox();
  return (
    <div className="container-page max-w-3xl py-10">
      <PageHeader
        title="Development outbox"
        subtitle="Mail the app would have sent. It is kept here because no SMTP server is configured (SMTP_URL)."
        actions={
          <Button variant="secondary" onClick={() => outbox.refetch()} disabled={outbox.isFetching}>
            <RefreshCw aria-hidden /> Refresh
          </Button>
        }
      />
      {outbox.isPending ? (
        <Spinner label="Loading mail..." showLabel />
      ) : outbox.isError ? (
        <EmptyState
          icon={Inbox}
          title="No outbox here"
          description={
            outbox.error instanceof ApiError && outbox.error.code === 'not_found'
              ? 'The outbox exists only in development; in production mail goes through SMTP.'
              : 'The outbox could not be loaded. Try again.'
          }
        />
      ) : outbox.data.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No mail yet"
          description="Mail the app sends shows up here."
        />
      ) : (
        <ol className="space-y-4" aria-label="Mail, newest first">
          {outbox.data.map((mail) => (
            <li key={mail.id}>
              <MailCard mail={mail} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function MailCard({ mail }: { mail: OutboxMail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span role="heading" aria-level={2}>
            {mail.subject}
          </span>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          To {mail.to} · {new Date(mail.createdAt).toLocaleString()}
        </p>
      </CardHeader>
      <CardContent>
        {mail.html === null ? (
          <MailText text={mail.text} />
        ) : (
          <Tabs defaultValue="text">
            <TabsList aria-label="Part of the mail">
              <TabsTrigger value="text">Text</TabsTrigger>
              <TabsTrigger value="html">HTML</TabsTrigger>
            </TabsList>
            <TabsContent value="text">
              <MailText text={mail.text} />
            </TabsContent>
            <TabsContent value="html">
              <MailHtml html={mail.html} subject={mail.subject} />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}

function MailText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      <Linkified text={text} />
    </p>
  );
}

/**
 * The HTML part as a mail client shows it. The frame is sandboxed without scripts and without
 * this origin (the mail cannot read the page or its cookies); its links open in a new tab.
 */
function MailHtml({ html, subject }: { html: string; subject: string }) {
  return (
    <iframe
      title={`HTML of the mail "${subject}"`}
      srcDoc={html}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      className="h-[36rem] w-full rounded-md border border-border bg-background"
    />
  );
}

/** Plain text with its web addresses as links (the text itself is never parsed as HTML). */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index % 2 === 1 ? (
        <a href={part} className="break-all font-medium text-primary underline">
          {part}
        </a>
      ) : (
        part
      )}
    </Fragment>
  ));
}
