import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface Notification {
  /** e.g. 'Quote request from Jane Doe' (line breaks are removed). */
  subject: string;
  /** Label and value pairs, in order. */
  lines: Array<[string, string]>;
  /** Reply goes to the visitor. */
  replyTo?: string;
  /** Sent to this address instead of the company's (a mail to an account's holder about their account). */
  to?: string;
  /** Read when the mail is sent, from wherever the file is stored. */
  attachment?: { filename: string; contentType: string; content(): Promise<Readable> };
}

export interface Notifier {
  /** Queues a mail; never throws and never delays the caller (the row is already stored). */
  notify(notification: Notification): void;
  /** Resolves when queued mails are sent or have failed; closes the connection. */
  close(): Promise<void>;
  /** Resolves when queued mails are sent or have failed. */
  idle(): Promise<void>;
}

export const silentNotifier: Notifier = { notify() {}, close: async () => {}, idle: async () => {} };

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 200);

/**
 * `Label: value` lines. A multi-line value (a message) continues indented, so no line a visitor
 * writes can pass for one of the labels (a forged `Email:` or `Bcc:` line).
 */
function formatLines(lines: Notification['lines']): string {
  return lines.map(([label, value]) => `${label}: ${(value || '-').replace(/\r?\n/g, '\n  ')}`).join('\n');
}

/**
 * E-mails each submission to the company address. Sending happens after the submission has been
 * stored and answered, so a mail server that is down costs a log line, never a lost submission.
 */
export function createMailNotifier(options: { smtpUrl: string; to: string; from: string; logger: Logger }): Notifier {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const pending = new Set<Promise<void>>();

  const send = async (notification: Notification) => {
    const { attachment } = notification;
    await transport.sendMail({
      from: options.from,
      to: notification.to ?? options.to,
      subject: oneLine(notification.subject),
      replyTo: notification.replyTo,
      text: formatLines(notification.lines),
      attachments: attachment
        ? [{ filename: attachment.filename, contentType: attachment.contentType, content: await attachment.content() }]
        : [],
    });
  };

  const notify = (notification: Notification) => {
    const sending = send(notification).then(
      () => options.logger.debug({ subject: oneLine(notification.subject) }, 'notification sent'),
      (error: unknown) => options.logger.error({ err: error }, 'notification failed; the submission is stored'),
    );
    pending.add(sending);
    void sending.finally(() => pending.delete(sending));
  };

  const idle = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };

  return {
    notify,
    idle,
    async close() {
      await idle();
      transport.close();
    },
  };
}

/** The company address from site.config.ts, loaded only when mail is configured. */
export async function companyEmailFromSiteConfig(): Promise<string> {
  const site = (await import('../../../site.config')).default as { company: { email: string } };
  return site.company.email;
}
