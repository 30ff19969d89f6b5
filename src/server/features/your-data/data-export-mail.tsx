/** Account mail: always sent, whatever the person's email settings (decisions.md, "Email"). */
import { ButtonLink, MailHeading, MailLayout, Paragraph } from '../../core/mail/layout.js';
import { siteLinks } from '../../core/mail/links.js';
import { renderMail, type MailContext } from '../../core/mail/render.js';

export interface DataExportReadyMailProps extends MailContext {
  /** How many days the download works. */
  validDays: number;
}

/** The user's data export is built; the download itself needs their session (never a link's token). */
export function DataExportReadyMail({
  siteUrl,
  recipientName,
  validDays,
}: DataExportReadyMailProps) {
  return (
    <MailLayout
      siteUrl={siteUrl}
      preview={`Download it within ${validDays} days.`}
      reason="you asked Finishline for a copy of your data. Account emails like this one are always sent."
    >
      <MailHeading>Your data is ready</MailHeading>
      <Paragraph>Hello {recipientName},</Paragraph>
      <Paragraph>
        The copy of your Finishline data you asked for is ready: one zip archive with your profile,
        projects, bids, messages, payments and the rest, and a README saying what each file holds.
        Sign in and download it from the Your data tab of your profile within {validDays} days.
      </Paragraph>
      <ButtonLink href={siteLinks(siteUrl).yourData}>Open Your data</ButtonLink>
      <Paragraph muted>If you did not ask for this, change your password.</Paragraph>
    </MailLayout>
  );
}

export const dataExportReadyMail = (props: DataExportReadyMailProps) =>
  renderMail('Your Finishline data is ready', <DataExportReadyMail {...props} />);
