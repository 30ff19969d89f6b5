/** Activity mail about bids: a new bid (to the owner), accepted or not chosen (to the developer). */
import { formatCents } from '@shared/money.js';
import { excerpt, plural } from '../../core/mail/format.js';
import {
  ButtonLink,
  MailHeading,
  MailLayout,
  Paragraph,
  Quote,
  SummaryRows,
} from '../../core/mail/layout.js';
import { siteLinks } from '../../core/mail/links.js';
import { renderMail, type ActivityMailContext } from '../../core/mail/render.js';

export interface NewBidMailProps extends ActivityMailContext {
  projectId: number;
  projectTitle: string;
  developerName: string;
  amountCents: number;
  timelineDays: number;
  message: string;
}

export function NewBidMail(props: NewBidMailProps) {
  const links = siteLinks(props.siteUrl);
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`${props.developerName} offers to finish it for ${formatCents(props.amountCents)}.`}
      reason={`you posted “${props.projectTitle}” on Finishline.`}
      unsubscribe={{ url: props.unsubscribeUrl, topic: 'new bids' }}
    >
      <MailHeading>New bid on “{props.projectTitle}”</MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>
        {props.developerName} placed a bid on your project “{props.projectTitle}”.
      </Paragraph>
      <SummaryRows
        rows={[
          { label: 'Developer', value: props.developerName },
          { label: 'Amount', value: formatCents(props.amountCents) },
          { label: 'Timeline', value: plural(props.timelineDays, 'day') },
        ]}
      />
      <Quote text={excerpt(props.message)} />
      <ButtonLink href={links.projectBids(props.projectId)}>Review the bids</ButtonLink>
      <Paragraph muted>
        Nothing is charged until you accept a bid and pay; Finishline then holds the money until you
        approve the work.
      </Paragraph>
    </MailLayout>
  );
}

export const newBidMail = (props: NewBidMailProps) =>
  renderMail(`New bid on “${props.projectTitle}”`, <NewBidMail {...props} />);

export interface BidAcceptedMailProps extends ActivityMailContext {
  projectId: number;
  projectTitle: string;
  ownerName: string;
  amountCents: number;
}

export function BidAcceptedMail(props: BidAcceptedMailProps) {
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`${props.ownerName} chose you to finish it. Next, they pay.`}
      reason={`you bid on “${props.projectTitle}” on Finishline.`}
      unsubscribe={{ url: props.unsubscribeUrl, topic: 'your bids' }}
    >
      <MailHeading>Your bid was accepted</MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>
        {props.ownerName} accepted your bid of {formatCents(props.amountCents)} on “
        {props.projectTitle}”.
      </Paragraph>
      <Paragraph>
        Next, {props.ownerName} pays through Finishline, which holds the money until the work is
        approved. We will email you when the payment is confirmed: wait for it before you start.
      </Paragraph>
      <ButtonLink href={siteLinks(props.siteUrl).project(props.projectId)}>
        Open the project
      </ButtonLink>
    </MailLayout>
  );
}

export const bidAcceptedMail = (props: BidAcceptedMailProps) =>
  renderMail(`Your bid on “${props.projectTitle}” was accepted`, <BidAcceptedMail {...props} />);

export interface BidNotChosenMailProps extends ActivityMailContext {
  projectTitle: string;
  /** The owner's reason, when they gave one. */
  reason?: string | null;
}

export function BidNotChosenMail(props: BidNotChosenMailProps) {
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview="The owner chose another bid. Other projects are waiting for someone to finish them."
      reason={`you bid on “${props.projectTitle}” on Finishline.`}
      unsubscribe={{ url: props.unsubscribeUrl, topic: 'your bids' }}
    >
      <MailHeading>Your bid was not chosen</MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>
        The owner of “{props.projectTitle}” chose another bid this time. Thank you for offering to
        finish it.
      </Paragraph>
      {props.reason ? (
        <>
          <Paragraph muted>The owner wrote:</Paragraph>
          <Quote text={excerpt(props.reason)} />
        </>
      ) : null}
      <ButtonLink href={siteLinks(props.siteUrl).browseProjects}>Browse open projects</ButtonLink>
    </MailLayout>
  );
}

export const bidNotChosenMail = (props: BidNotChosenMailProps) =>
  renderMail(`Your bid on “${props.projectTitle}” was not chosen`, <BidNotChosenMail {...props} />);
