import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One message the accounts domain sends. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the message carries, printed in the log of the embedded outbox. */
  link: string;
}

/** Sends account mail; the app closes it on shutdown. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Where mail goes: a real SMTP server (`SMTP_URL`), or `.eml` files in `{data dir}/outbox/`. */
export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://...`; absent: the embedded outbox. */
  smtpUrl?: string;
  outboxDir: string;
  /** The From address (`MAIL_FROM`, default `Tubekit <no-reply@localhost>`). */
  from: string;
  /** Where the outbox prints each message's link (the server log). */
  log: (line: string) => void;
}

/**
 * nodemailer both ways: with `smtpUrl` its SMTP transport; without, its stream transport
 * builds the RFC 822 message and we write it to `{outbox}/{time}-{n}.eml` and log the link,
 * so a developer without a mail server can still confirm an account.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sent = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${Date.now()}-${process.pid}-${++sent}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log(`mail to ${message.to} written to ${file}: ${message.link}`);
    },
    close: () => transport.close(),
  };
}
