/**
 * A real mail server (smtp-server) for a test file, with mailparser reading what arrives: the
 * app is configured with `smtpUrl` and a test awaits `nextMail()` before the action that sends.
 * Closed after the file's tests.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const waiting: ((mail: ParsedMail) => void)[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          waiting.shift()?.(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    /** For the app's config: `smtp://127.0.0.1:<port>`. */
    url: `smtp://127.0.0.1:${port}`,
    /** Every mail received so far, in order. */
    received,
    /** The next mail to arrive (ask before the action that sends it). */
    nextMail: () => new Promise<ParsedMail>((resolve) => waiting.push(resolve)),
  };
}
