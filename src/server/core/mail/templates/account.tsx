/** Account mail: always sent, whatever the person's email settings (decisions.md, "Email"). */
import { formatDuration } from '../format.js';
import { ButtonLink, MailHeading, MailLayout, Paragraph } from '../layout.js';
import { siteLinks } from '../links.js';
import { renderMail, type MailContext } from '../render.js';

export interface PasswordResetMailProps extends MailContext {
  /** The single-use token the link carries: the one secret this mail exists to deliver. */
  token: string;
  /** How long the link works. */
  validMinutes: number;
}

export function PasswordResetMail({
  siteUrl,
  recipientName,
  token,
  validMinutes,
}: PasswordResetMailProps) {
  return (
    <MailLayout
      siteUrl={siteUrl}
      preview={`Choose a new password within ${formatDuration(validMinutes)}.`}
      reason="someone asked to reset the password of your Finishline account. Account emails like this one are always sent."
    >
      <MailHeading>Reset your password</MailHeading>
      <Paragraph>Hello {recipientName},</Paragraph>
      <Paragraph>
        Someone (we hope you) asked to reset the password of your Finishline account. Open this link
        within {formatDuration(validMinutes)} to choose a new password:
      </Paragraph>
      <ButtonLink href={siteLinks(siteUrl).resetPassword(token)} showAddress>
        Choose a new password
      </ButtonLink>
      <Paragraph muted>
        The link works once. If you did not ask for this, ignore this email: your password stays as
        it is.
      </Paragraph>
    </MailLayout>
  );
}

export const passwordResetMail = (props: PasswordResetMailProps) =>
  renderMail('Reset your Finishline password', <PasswordResetMail {...props} />);

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
