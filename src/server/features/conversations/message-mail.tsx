/**
 * Activity mail: messages of one conversation still unread a while after they were sent, in one
 * mail per conversation (decisions.md, "Email").
 */
import { excerpt, formatMoment, plural } from '../../core/mail/format.js';
import { ButtonLink, MailHeading, MailLayout, Paragraph, Quote } from '../../core/mail/layout.js';
import { siteLinks } from '../../core/mail/links.js';
import { renderMail, type ActivityMailContext } from '../../core/mail/render.js';

/** More unread messages than this are counted, not quoted: the conversation has them all. */
export const MESSAGES_PER_MAIL = 10;

export interface UnreadMessage {
  senderName: string;
  sentAt: Date;
  body: string;
}

export interface NewMessagesMailProps extends ActivityMailContext {
  channelId: number;
  /** The other participant. */
  counterpartName: string;
  projectTitle: string;
  /** Oldest first. */
  messages: UnreadMessage[];
}

export function NewMessagesMail(props: NewMessagesMailProps) {
  const shown = props.messages.slice(0, MESSAGES_PER_MAIL);
  const more = props.messages.length - shown.length;
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`${props.counterpartName}: ${excerpt(props.messages[0]?.body ?? '', 90)}`}
      reason={`you have a conversation about “${props.projectTitle}” on Finishline and did not read these messages yet.`}
      unsubscribe={{ url: props.unsubscribeUrl, topic: 'new messages' }}
    >
      <MailHeading>New messages from {props.counterpartName}</MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>
        You have {plural(props.messages.length, 'unread message')} in your conversation about “
        {props.projectTitle}”:
      </Paragraph>
      {shown.map((message, index) => (
        <div key={index}>
          <Paragraph muted>
            <strong>{message.senderName}</strong> · {formatMoment(message.sentAt)}
          </Paragraph>
          <Quote text={excerpt(message.body, 1000)} />
        </div>
      ))}
      {more > 0 ? (
        <Paragraph muted>…and {plural(more, 'more message')} in the conversation.</Paragraph>
      ) : null}
      <ButtonLink href={siteLinks(props.siteUrl).conversation(props.channelId)}>
        Reply on Finishline
      </ButtonLink>
    </MailLayout>
  );
}

export const newMessagesMail = (props: NewMessagesMailProps) =>
  renderMail(
    `${plural(props.messages.length, 'new message')} from ${props.counterpartName} about “${props.projectTitle}”`,
    <NewMessagesMail {...props} />,
  );
