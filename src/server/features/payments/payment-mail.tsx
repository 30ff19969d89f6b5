/**
 * Mail about money: a project paid and a release sent (activity mail), receipts and payout
 * statements (account mail: always sent, they are records). Amounts are integer cents.
 */
import { formatCents, moneyWriter, PLATFORM_FEE_PERCENT } from '@shared/money.js';
import { formatDay } from '../../core/mail/format.js';
import {
  ButtonLink,
  MailHeading,
  MailLayout,
  Paragraph,
  SummaryRows,
} from '../../core/mail/layout.js';
import { siteLinks } from '../../core/mail/links.js';
import { renderMail, type ActivityMailContext, type MailContext } from '../../core/mail/render.js';

const FEE_LABEL = `Finishline fee (${PLATFORM_FEE_PERCENT}%)`;

/** To the developer: the project is paid, the work can start. The payer's mail is the receipt. */
export interface PaymentReceivedMailProps extends ActivityMailContext {
  projectId: number;
  projectTitle: string;
  ownerName: string;
  /** What the owner paid: the bid. */
  amountCents: number;
  platformFeeCents: number;
  developerAmountCents: number;
}

export function PaymentReceivedMail(props: PaymentReceivedMailProps) {
  const money = moneyWriter([
    props.amountCents,
    props.platformFeeCents,
    props.developerAmountCents,
  ]);
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`${props.ownerName} paid ${money(props.amountCents)}: you can start.`}
      reason={`you are the developer of “${props.projectTitle}” on Finishline.`}
      unsubscribe={{ url: props.unsubscribeUrl, topic: 'payments' }}
    >
      <MailHeading>The project is paid: you can start</MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>
        {props.ownerName} paid {money(props.amountCents)} for “{props.projectTitle}”. Finishline
        holds the money and releases it to you as {props.ownerName} approves your work, so you can
        start now.
      </Paragraph>
      <SummaryRows
        rows={[
          { label: 'Project price', value: money(props.amountCents) },
          { label: FEE_LABEL, value: money(-props.platformFeeCents) },
          {
            label: 'Yours as the work is approved',
            value: money(props.developerAmountCents),
            total: true,
          },
        ]}
      />
      <ButtonLink href={siteLinks(props.siteUrl).projectMilestones(props.projectId)}>
        Open the project
      </ButtonLink>
    </MailLayout>
  );
}

export const paymentReceivedMail = (props: PaymentReceivedMailProps) =>
  renderMail(`“${props.projectTitle}” is paid: you can start`, <PaymentReceivedMail {...props} />);

interface Release {
  projectId: number;
  projectTitle: string;
  /** The milestone released, or null for the delivery (what was still held). */
  milestoneTitle: string | null;
  grossCents: number;
  feeCents: number;
  netCents: number;
}

const releasedFor = (release: Release) =>
  release.milestoneTitle
    ? `the milestone “${release.milestoneTitle}” of “${release.projectTitle}”`
    : `the delivery of “${release.projectTitle}”`;

export interface ReleaseSentMailProps extends ActivityMailContext, Release {}

export function ReleaseSentMail(props: ReleaseSentMailProps) {
  const money = moneyWriter([props.grossCents, props.feeCents, props.netCents]);
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`${money(props.netCents)} is on its way to your payout account.`}
      reason={`you are the developer of “${props.projectTitle}” on Finishline.`}
      unsubscribe={{ url: props.unsubscribeUrl, topic: 'payments' }}
    >
      <MailHeading>Your payout is on its way</MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>
        Finishline released the money for {releasedFor(props)} and sent {money(props.netCents)} to
        your payout account. Your bank shows it on your payout provider&apos;s schedule.
      </Paragraph>
      <SummaryRows
        rows={[
          { label: 'Released', value: money(props.grossCents) },
          { label: FEE_LABEL, value: money(-props.feeCents) },
          { label: 'Sent to you', value: money(props.netCents), total: true },
        ]}
      />
      <ButtonLink href={siteLinks(props.siteUrl).payments}>See your payments</ButtonLink>
    </MailLayout>
  );
}

export const releaseSentMail = (props: ReleaseSentMailProps) =>
  renderMail(
    `Payout on its way: ${formatCents(props.netCents)} for “${props.projectTitle}”`,
    <ReleaseSentMail {...props} />,
  );

export interface ReceiptMailProps extends MailContext {
  /** The receipt's number: FL-2026-000123. */
  number: string;
  kind: 'payment' | 'refund';
  issuedAt: Date;
  projectTitle: string;
  developerName: string;
  /** What was paid, or refunded. */
  amountCents: number;
  /** Finishline's fee in that amount (a refund: what Finishline kept, usually nothing). */
  feeCents: number;
}

export function ReceiptMail(props: ReceiptMailProps) {
  const money = moneyWriter([props.amountCents, props.feeCents]);
  const payment = props.kind === 'payment';
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`${payment ? 'Paid' : 'Refunded'}: ${money(props.amountCents)} for “${props.projectTitle}”.`}
      reason={`you ${payment ? 'made a payment' : 'received a refund'} on Finishline. Receipts are always sent.`}
    >
      <MailHeading>
        {payment ? 'Receipt' : 'Refund receipt'} {props.number}
      </MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>
        {payment
          ? `Thank you for your payment for “${props.projectTitle}”. Finishline holds it until you approve the work.`
          : `Finishline refunded ${money(props.amountCents)} of your payment for “${props.projectTitle}” to the card you paid with.`}{' '}
        Keep this receipt for your records.
      </Paragraph>
      <SummaryRows
        rows={[
          { label: 'Receipt number', value: props.number },
          { label: 'Date', value: formatDay(props.issuedAt) },
          { label: 'Project', value: props.projectTitle },
          { label: 'Developer', value: props.developerName },
          {
            label: payment ? `Includes ${FEE_LABEL}` : 'Finishline fee kept',
            value: money(props.feeCents),
          },
          {
            label: payment ? 'Amount paid' : 'Amount refunded',
            value: money(props.amountCents),
            total: true,
          },
        ]}
      />
      <ButtonLink href={siteLinks(props.siteUrl).receipt(props.number)}>
        View and print the receipt
      </ButtonLink>
    </MailLayout>
  );
}

export const receiptMail = (props: ReceiptMailProps) =>
  renderMail(
    `${props.kind === 'payment' ? 'Receipt' : 'Refund receipt'} ${props.number} for “${props.projectTitle}”`,
    <ReceiptMail {...props} />,
  );

export interface PayoutStatementMailProps extends MailContext, Release {
  ownerName: string;
  paidAt: Date;
}

export function PayoutStatementMail(props: PayoutStatementMailProps) {
  const money = moneyWriter([props.grossCents, props.feeCents, props.netCents]);
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`${money(props.netCents)} paid to you for “${props.projectTitle}”.`}
      reason="money was paid out to you on Finishline. Payout statements are always sent."
    >
      <MailHeading>Payout statement</MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>
        This statement records the payout for {releasedFor(props)}. Keep it for your records.
      </Paragraph>
      <SummaryRows
        rows={[
          { label: 'Date', value: formatDay(props.paidAt) },
          { label: 'Project', value: props.projectTitle },
          { label: 'For', value: props.milestoneTitle ?? 'The delivery' },
          { label: 'Client', value: props.ownerName },
          { label: 'Gross', value: money(props.grossCents) },
          { label: FEE_LABEL, value: money(-props.feeCents) },
          { label: 'Net paid to you', value: money(props.netCents), total: true },
        ]}
      />
      <ButtonLink href={siteLinks(props.siteUrl).payments}>See your earnings</ButtonLink>
    </MailLayout>
  );
}

export const payoutStatementMail = (props: PayoutStatementMailProps) =>
  renderMail(
    `Payout statement: ${formatCents(props.netCents)} for “${props.projectTitle}”`,
    <PayoutStatementMail {...props} />,
  );
