/**
 * Dispute mail (decisions.md, "Held money"): each step of a dispute, to the other side, and the
 * reminder before a standing proposal executes, to the side that must answer. Account mail:
 * money is at stake, so it is always sent.
 */
import { DISPUTE_REASON_LABELS, type DisputeReason } from '@shared/contract/disputes-rules.js';
import { formatCents, moneyWriter, PLATFORM_FEE_PERCENT } from '@shared/money.js';
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
import { renderMail, type MailContext } from '../../core/mail/render.js';

/** The reason as the dispute page names it, inside a sentence. */
const reasonWords = (reason: DisputeReason) =>
  DISPUTE_REASON_LABELS[reason].replace(/^./, (first) => first.toLowerCase());

interface DisputeFacts {
  projectId: number;
  projectTitle: string;
  /** What the project still holds: the money the dispute is about. */
  heldCents: number;
}

/**
 * The step and what it carries. `releaseCents` is the part of the held money for the developer:
 * proposed (opened, countered) or executed (settled, decided); the rest goes back to the owner.
 */
type DisputeStep =
  | {
      step: 'opened';
      actorName: string;
      reason: DisputeReason;
      message: string;
      releaseCents: number;
      answerBy: Date;
    }
  | { step: 'countered'; actorName: string; message: string; releaseCents: number; answerBy: Date }
  | { step: 'escalated'; actorName: string; message: string }
  | { step: 'settled'; releaseCents: number }
  /** `message`: the operator's written reason, which both sides see. */
  | { step: 'decided'; message: string; releaseCents: number };

export type DisputeStepMailProps = MailContext & DisputeFacts & DisputeStep;

const HEADINGS: Record<DisputeStep['step'], string> = {
  opened: 'A dispute was opened',
  countered: 'A new proposal in the dispute',
  escalated: 'The dispute went to an operator',
  settled: 'The dispute is settled',
  decided: 'An operator decided the dispute',
};

/** How the held money would be (or was) split. */
function splitRows(heldCents: number, releaseCents: number, done: boolean) {
  const money = moneyWriter([heldCents, releaseCents, heldCents - releaseCents]);
  return [
    { label: 'Held by Finishline', value: money(heldCents) },
    {
      label: done ? 'Released to the developer' : 'To the developer',
      value: money(releaseCents),
    },
    {
      label: done ? 'Refunded to the owner' : 'Back to the owner',
      value: money(heldCents - releaseCents),
    },
  ];
}

const FEE_NOTE = `Finishline's ${PLATFORM_FEE_PERCENT}% fee applies to the developer's part only; nothing is charged on a refund.`;

export function DisputeStepMail(props: DisputeStepMailProps) {
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`${HEADINGS[props.step]} on “${props.projectTitle}”.`}
      reason={`you are a party to a dispute on “${props.projectTitle}” on Finishline. Dispute emails are always sent.`}
    >
      <MailHeading>
        {HEADINGS[props.step]} on “{props.projectTitle}”
      </MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <DisputeStepBody {...props} />
      <ButtonLink href={siteLinks(props.siteUrl).project(props.projectId)}>
        {props.step === 'opened' || props.step === 'countered'
          ? 'Answer the proposal'
          : 'Open the project'}
      </ButtonLink>
    </MailLayout>
  );
}

function DisputeStepBody(props: DisputeStepMailProps) {
  switch (props.step) {
    case 'opened':
    case 'countered':
      return (
        <>
          <Paragraph>
            {props.step === 'opened'
              ? `${props.actorName} opened a dispute about the money held for “${props.projectTitle}”: ${reasonWords(props.reason)}. They propose:`
              : `${props.actorName} answered with a new proposal:`}
          </Paragraph>
          <SummaryRows rows={splitRows(props.heldCents, props.releaseCents, false)} />
          <Paragraph>{props.actorName} wrote:</Paragraph>
          <Quote text={excerpt(props.message, 1000)} />
          <Paragraph>
            Answer by {formatMoment(props.answerBy)}: accept the proposal, make a counter-proposal,
            or ask a Finishline operator to decide. Without an answer, the proposal is carried out
            as it stands.
          </Paragraph>
          <Paragraph muted>{FEE_NOTE}</Paragraph>
        </>
      );
    case 'escalated':
      return (
        <>
          <Paragraph>
            {props.actorName} asked a Finishline operator to decide the dispute. The operator reads
            the whole record (proposals, messages and evidence) and decides how the{' '}
            {formatCents(props.heldCents)} held is split. You will get an email with the decision.
          </Paragraph>
          <Paragraph>{props.actorName} wrote:</Paragraph>
          <Quote text={excerpt(props.message, 1000)} />
        </>
      );
    case 'settled':
      return (
        <>
          <Paragraph>The proposal was accepted, and the held money was split as agreed:</Paragraph>
          <SummaryRows rows={splitRows(props.heldCents, props.releaseCents, true)} />
          <Paragraph muted>{FEE_NOTE}</Paragraph>
        </>
      );
    case 'decided':
      return (
        <>
          <Paragraph>
            A Finishline operator decided the dispute. The decision is final, and the held money was
            split:
          </Paragraph>
          <SummaryRows rows={splitRows(props.heldCents, props.releaseCents, true)} />
          <Paragraph>The operator&apos;s reason:</Paragraph>
          <Quote text={excerpt(props.message, 2000)} />
          <Paragraph muted>{FEE_NOTE}</Paragraph>
        </>
      );
  }
}

export const disputeStepMail = (props: DisputeStepMailProps) =>
  renderMail(`${HEADINGS[props.step]} on “${props.projectTitle}”`, <DisputeStepMail {...props} />);

export interface DisputeDeadlineReminderMailProps extends MailContext, DisputeFacts {
  /** Who made the standing proposal: the other side. */
  proposerName: string;
  releaseCents: number;
  answerBy: Date;
}

export function DisputeDeadlineReminderMail(props: DisputeDeadlineReminderMailProps) {
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`${props.proposerName}'s proposal is carried out on ${formatDay(props.answerBy)} unless you answer.`}
      reason={`you are a party to a dispute on “${props.projectTitle}” on Finishline. Dispute emails are always sent.`}
    >
      <MailHeading>Answer the dispute by {formatDay(props.answerBy)}</MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>
        {props.proposerName}&apos;s proposal in the dispute on “{props.projectTitle}” is carried out
        on {formatMoment(props.answerBy)} unless you answer before then:
      </Paragraph>
      <SummaryRows rows={splitRows(props.heldCents, props.releaseCents, false)} />
      <Paragraph>
        Accept it, make a counter-proposal, or ask a Finishline operator to decide.
      </Paragraph>
      <ButtonLink href={siteLinks(props.siteUrl).project(props.projectId)}>
        Answer the proposal
      </ButtonLink>
    </MailLayout>
  );
}

export const disputeDeadlineReminderMail = (props: DisputeDeadlineReminderMailProps) =>
  renderMail(
    `Answer by ${formatDay(props.answerBy)}: the dispute on “${props.projectTitle}”`,
    <DisputeDeadlineReminderMail {...props} />,
  );
