/**
 * Activity mail about the work on a paid project: milestones added, completed and approved, a
 * delivery sent, changes requested, and the owner's reminder before an automatic approval.
 */
import { formatCents } from '@shared/money.js';
import { excerpt, formatDay, formatMoment } from '../../core/mail/format.js';
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

const TOPIC = 'milestones and deliveries';

interface MilestoneFacts {
  projectId: number;
  projectTitle: string;
  milestoneTitle: string;
  amountCents: number;
  /** Who took the step: the owner who added or approved it, the developer who completed it. */
  actorName: string;
}

/** Each step tells the other side (decisions.md, "Milestones, completion, reviews"). */
type MilestoneStep =
  | { step: 'added'; dueDate: string | null }
  | { step: 'completed'; autoApproveAt: Date }
  | { step: 'approved'; automatically: boolean };

export type MilestoneMailProps = ActivityMailContext & MilestoneFacts & MilestoneStep;

const MILESTONE_SUBJECTS: Record<MilestoneStep['step'], string> = {
  added: 'New milestone',
  completed: 'Milestone completed',
  approved: 'Milestone approved',
};

export function MilestoneMail(props: MilestoneMailProps) {
  const rows = [
    { label: 'Milestone', value: props.milestoneTitle },
    { label: 'Amount', value: formatCents(props.amountCents) },
  ];
  if (props.step === 'added' && props.dueDate) {
    rows.push({ label: 'Due', value: formatDay(props.dueDate) });
  }
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`${MILESTONE_SUBJECTS[props.step]}: ${props.milestoneTitle}`}
      reason={`you work on “${props.projectTitle}” on Finishline.`}
      unsubscribe={{ url: props.unsubscribeUrl, topic: TOPIC }}
    >
      <MailHeading>
        {MILESTONE_SUBJECTS[props.step]} on “{props.projectTitle}”
      </MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      {props.step === 'added' ? (
        <Paragraph>
          {props.actorName} added the milestone “{props.milestoneTitle}” to “{props.projectTitle}
          ”. Mark it completed when it is done; {props.actorName} then approves it, and its share is
          released to you.
        </Paragraph>
      ) : props.step === 'completed' ? (
        <Paragraph>
          {props.actorName} marked the milestone “{props.milestoneTitle}” completed. Review it, then
          approve it (this releases {formatCents(props.amountCents)} to {props.actorName}) or send
          it back with a note. Without an answer it is approved automatically on{' '}
          {formatMoment(props.autoApproveAt)}.
        </Paragraph>
      ) : (
        <Paragraph>
          {props.automatically
            ? `The milestone “${props.milestoneTitle}” was approved automatically: the owner did not answer in time.`
            : `${props.actorName} approved the milestone “${props.milestoneTitle}”.`}{' '}
          Its {formatCents(props.amountCents)} is released; you will get an email when your share is
          sent.
        </Paragraph>
      )}
      <SummaryRows rows={rows} />
      <ButtonLink href={siteLinks(props.siteUrl).projectMilestones(props.projectId)}>
        {props.step === 'completed' ? 'Review the milestone' : 'Open the milestones'}
      </ButtonLink>
    </MailLayout>
  );
}

export const milestoneMail = (props: MilestoneMailProps) =>
  renderMail(
    `${MILESTONE_SUBJECTS[props.step]} on “${props.projectTitle}”: ${props.milestoneTitle}`,
    <MilestoneMail {...props} />,
  );

export interface DeliverySentMailProps extends ActivityMailContext {
  projectId: number;
  projectTitle: string;
  developerName: string;
  /** The developer's message with the delivery. */
  message: string;
  autoApproveAt: Date;
  /** What approving releases: everything the project still holds. */
  heldCents: number;
}

export function DeliverySentMail(props: DeliverySentMailProps) {
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`Review it before ${formatDay(props.autoApproveAt)}: approve it, or request changes.`}
      reason={`you posted “${props.projectTitle}” on Finishline.`}
      unsubscribe={{ url: props.unsubscribeUrl, topic: TOPIC }}
    >
      <MailHeading>“{props.projectTitle}” was delivered</MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>{props.developerName} delivered the project and wrote:</Paragraph>
      <Quote text={excerpt(props.message)} />
      <Paragraph>
        Approve the delivery to complete the project and release the {formatCents(props.heldCents)}{' '}
        still held to {props.developerName}, or request changes with a note. Without an answer it is
        approved automatically on {formatMoment(props.autoApproveAt)}.
      </Paragraph>
      <ButtonLink href={siteLinks(props.siteUrl).projectMilestones(props.projectId)}>
        Review the delivery
      </ButtonLink>
    </MailLayout>
  );
}

export const deliverySentMail = (props: DeliverySentMailProps) =>
  renderMail(
    `${props.developerName} delivered “${props.projectTitle}”`,
    <DeliverySentMail {...props} />,
  );

export interface ChangesRequestedMailProps extends ActivityMailContext {
  projectId: number;
  projectTitle: string;
  ownerName: string;
  /** The owner's note. */
  note: string;
  /** The milestone sent back, or null for the delivery. */
  milestoneTitle: string | null;
}

export function ChangesRequestedMail(props: ChangesRequestedMailProps) {
  const what = props.milestoneTitle ? `the milestone “${props.milestoneTitle}”` : 'your delivery';
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`${props.ownerName} sent ${what} back with a note.`}
      reason={`you are the developer of “${props.projectTitle}” on Finishline.`}
      unsubscribe={{ url: props.unsubscribeUrl, topic: TOPIC }}
    >
      <MailHeading>Changes requested on “{props.projectTitle}”</MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>
        {props.ownerName} asked for changes to {what} and wrote:
      </Paragraph>
      <Quote text={excerpt(props.note)} />
      <Paragraph>
        {props.milestoneTitle
          ? 'Mark the milestone completed again once the changes are made.'
          : 'Deliver again once the changes are made.'}
      </Paragraph>
      <ButtonLink href={siteLinks(props.siteUrl).projectMilestones(props.projectId)}>
        Open the project
      </ButtonLink>
    </MailLayout>
  );
}

export const changesRequestedMail = (props: ChangesRequestedMailProps) =>
  renderMail(`Changes requested on “${props.projectTitle}”`, <ChangesRequestedMail {...props} />);

export interface AutoApprovalReminderMailProps extends ActivityMailContext {
  projectId: number;
  projectTitle: string;
  developerName: string;
  /** The milestone waiting, or null for the delivery. */
  milestoneTitle: string | null;
  approvesAt: Date;
  /** What the approval releases to the developer (before the fee). */
  releaseCents: number;
}

export function AutoApprovalReminderMail(props: AutoApprovalReminderMailProps) {
  const what = props.milestoneTitle
    ? `The milestone “${props.milestoneTitle}”`
    : `${props.developerName}'s delivery`;
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`Approved automatically on ${formatDay(props.approvesAt)} unless you answer.`}
      reason={`you posted “${props.projectTitle}” on Finishline.`}
      unsubscribe={{ url: props.unsubscribeUrl, topic: 'reminders' }}
    >
      <MailHeading>Approved automatically soon</MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>
        {what} on “{props.projectTitle}” is approved automatically on{' '}
        {formatMoment(props.approvesAt)} unless you answer before then. The approval releases{' '}
        {formatCents(props.releaseCents)} to {props.developerName}.
      </Paragraph>
      <Paragraph>
        Review it now: approve it, or request changes with a note if something is missing.
      </Paragraph>
      <ButtonLink href={siteLinks(props.siteUrl).projectMilestones(props.projectId)}>
        Review it now
      </ButtonLink>
    </MailLayout>
  );
}

export const autoApprovalReminderMail = (props: AutoApprovalReminderMailProps) =>
  renderMail(
    `Reminder: “${props.projectTitle}” is approved automatically on ${formatDay(props.approvesAt)}`,
    <AutoApprovalReminderMail {...props} />,
  );
