import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { sendMessageSchema } from '@shared/contract/conversations';
import { CONVERSATION_MESSAGES } from '@shared/contract/conversations-rules';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/input';
import { toastFormChecksUnavailable } from '@web/lib/lazy-zod-resolver';
import { loadOnce } from '@web/lib/load-once';
import { useSendMessage } from '../api/send-message';
import { toastFailure } from '@web/lib/failure-toast';

type ContentRule = (typeof sendMessageSchema)['shape']['content'];
let contentRule: ContentRule | undefined;
/** The server's rule for a message's text, loaded with Zod when the composer is first used. */
const loadContentRule = loadOnce(
  async () =>
    (contentRule = (await import('@shared/contract/conversations')).sendMessageSchema.shape
      .content),
);

/**
 * Writes in a thread (spec section 2): Enter sends, Shift+Enter starts a new line. A blank or
 * too long message is refused here with the server's words; a failed send gives the text back.
 */
export function MessageComposer({ threadId, closed }: { threadId: number; closed: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMessage(threadId);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    // Once the rule is in, the check runs without an await: the box empties in the same event,
    // so a second Enter right after finds it empty rather than sending the text twice.
    let rule = contentRule;
    if (!rule) {
      try {
        rule = await loadContentRule();
      } catch {
        // A dropped connection: the text stays in the box, and the next send downloads again.
        toastFormChecksUnavailable();
        return;
      }
    }
    const checked = rule.safeParse(text);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? CONVERSATION_MESSAGES.content);
      return;
    }
    setProblem(null);
    // The box empties at once, as chats do; a failed send puts the text back (unless more was typed).
    setText('');
    send.mutate(text, {
      onError: (error) => {
        setText((current) => (current === '' ? text : current));
        toastFailure(CONVERSATION_MESSAGES.sendFailed, error);
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (an input method's candidate list) picks a character; it never sends.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  if (closed)
    return (
      <p className="mt-3 rounded-md bg-muted p-3 text-sm text-muted-foreground">
        {CONVERSATION_MESSAGES.threadClosed}
      </p>
    );

  return (
    <form
      onSubmit={submit}
      // Ahead of the first send; a failed download is told when sending, which tries again.
      onFocus={() => void loadContentRule().catch(() => undefined)}
      noValidate
      className="mt-3 space-y-1.5"
    >
      <label htmlFor={id} className="block text-sm font-medium">
        Your message
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          rows={2}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          placeholder="Write a message..."
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          className="min-h-12 resize-y"
        />
        <Button type="submit" disabled={send.isPending} className="shrink-0">
          <SendHorizontal aria-hidden />
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Enter sends · Shift+Enter adds a new line
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}
