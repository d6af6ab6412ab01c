// Outgoing mail: SMTP when SMTP_URL is set; otherwise every message goes to the log and to a .eml
// file under data/mail/, so a new install can open its verification link (docs/decisions.md, Auth).
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

/** A file sent with a mail: the subset of nodemailer's Attachment we use (the booking's .ics). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** '<id@host>': set when a repeat must read as the same message (the queued messages). */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

interface MailOptions {
  smtpUrl?: string;
  from: string;
  mailDir: string;
}

/** A mailer that hands every message to the SMTP server of `smtpUrl`. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export const mailPlugin = fp(async (app: FastifyInstance, options: MailOptions) => {
  if (options.smtpUrl) {
    app.decorate('mailer', smtpMailer(options.smtpUrl, options.from));
    return;
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  await fs.mkdir(options.mailDir, { recursive: true });
  // Named when handed over, with a counter after the time, so the folder sorts in the order the
  // mails were sent even when two are sent in the same millisecond (a registration's link, then
  // a reset asked at once): whoever reads "the newest mail" reads the right one.
  let handedOver = 0;
  app.decorate('mailer', {
    async send(message: MailMessage) {
      handedOver += 1;
      const name =
        `${new Date().toISOString().replace(/[:.]/g, '-')}-` +
        `${String(handedOver).padStart(6, '0')}-${randomUUID().slice(0, 8)}.eml`;
      const info = await transport.sendMail({ from: options.from, ...message });
      const file = path.join(options.mailDir, name);
      await fs.writeFile(file, info.message as Buffer);
      app.log.info(
        { to: message.to, subject: message.subject, file },
        `mail (not sent, no SMTP_URL):\n${message.text}`,
      );
    },
  });
});
