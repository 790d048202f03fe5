import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface MailCatcherOptions {
  /**
   * Asked for each mail once its text is in: a reply such as `451 Try again later` or `552 Too
   * large` refuses it (not kept), null accepts it. Default: every mail is accepted.
   */
  refuse?: (raw: string) => string | null;
  /** Waits this long before answering a mail's text (a slow mail server). */
  delayMs?: number;
}

/** A local SMTP server that keeps every mail it receives (smtp-server), for SMTP_URL in tests. */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<{
  url: string;
  received: ReceivedMail[];
  /** Replies given to mails it refused, in order. */
  refused: string[];
  /** Mails whose text is in and whose answer is still to come (delayMs): a send in flight. */
  readonly holding: number;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const refused: string[] = [];
  let holding = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const answer = () => {
          holding -= 1;
          const reply = options.refuse?.(raw) ?? null;
          if (reply) {
            refused.push(reply);
            const [code = '451', ...text] = reply.split(' ');
            callback(Object.assign(new Error(text.join(' ')), { responseCode: Number(code) }));
            return;
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
          callback();
        };
        holding += 1;
        if (options.delayMs) setTimeout(answer, options.delayMs);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    get holding() {
      return holding;
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
