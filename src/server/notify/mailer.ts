import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { OutboxMessage } from '../db/schema';

/** A mail to write: what a submission or an account's change says, in order (db/schema.ts, OutboxMessage). */
export type Notification = OutboxMessage;

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 200);

/**
 * `Label: value` lines. A multi-line value (a message) continues indented, so no line a visitor
 * writes can pass for one of the labels (a forged `Email:` or `Bcc:` line).
 */
function formatLines(lines: Notification['lines']): string {
  return lines.map(([label, value]) => `${label}: ${(value || '-').replace(/\r?\n/g, '\n  ')}`).join('\n');
}

/** Why a try failed, as the outbox keeps it: the mail server's own reply when it gave one. */
export interface SendFailure {
  reason: string;
  /** The SMTP reply code (a 5xx refuses this mail as it is; a 4xx asks to try later); absent for a connection that failed. */
  code?: number;
}

export function sendFailure(error: unknown): SendFailure {
  const { response, responseCode, message } = (error ?? {}) as { response?: unknown; responseCode?: unknown; message?: unknown };
  const reason = typeof response === 'string' && response ? response : typeof message === 'string' ? message : String(error);
  return { reason: oneLine(reason).slice(0, 500), ...(typeof responseCode === 'number' ? { code: responseCode } : {}) };
}

export interface MailTransport {
  /** The sender's domain, which the Message-IDs of the site's own mails name. */
  readonly domain: string;
  /** Sends one mail; rejects with the server's reply (sendFailure reads it). */
  send(mail: Notification, attachment?: { filename: string; content: Readable }): Promise<void>;
  close(): void;
}

/** The domain of an address, bare (`a@b.com`) or named (`Company <a@b.com>`). */
const domainOf = (address: string) => /@([^@\s>]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';

/**
 * SMTP through nodemailer, to the company's address unless the mail names another. A mail in a
 * conversation with a visitor (a reply from the admin) asks for their answer at the company's
 * address too (Reply-To), never at the sender's, which may be a no-reply one. Timeouts are short
 * enough that a mail server that stops answering costs a retry, never a stuck outbox.
 */
export function smtpTransport(options: { smtpUrl: string; to: string; from: string; connections: number }): MailTransport {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // Connections kept open and reused: an outbox of queued mails is not a connection each.
    pool: true,
    maxConnections: options.connections,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    domain: domainOf(options.from),
    async send(mail, attachment) {
      const { thread } = mail;
      await transport.sendMail({
        from: options.from,
        to: mail.to ?? options.to,
        subject: oneLine(mail.subject),
        replyTo: mail.replyTo ?? (thread ? options.to : undefined),
        ...(thread ? { messageId: thread.messageId, inReplyTo: thread.inReplyTo, references: thread.references } : {}),
        text: mail.text ?? formatLines(mail.lines),
        attachments: attachment && mail.attachment ? [{ ...attachment, contentType: mail.attachment.mime }] : [],
      });
    },
    close: () => transport.close(),
  };
}

/** The company address from site.config.ts, loaded only when mail is configured. */
export async function companyEmailFromSiteConfig(): Promise<string> {
  const site = (await import('../../../site.config')).default as { company: { email: string } };
  return site.company.email;
}
