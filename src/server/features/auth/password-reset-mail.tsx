/** Account mail: always sent, whatever the person's email settings (decisions.md, "Email"). */
import { formatDuration } from '../../core/mail/format.js';
import { ButtonLink, MailHeading, MailLayout, Paragraph } from '../../core/mail/layout.js';
import { siteLinks } from '../../core/mail/links.js';
import { renderMail, type MailContext } from '../../core/mail/render.js';

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
