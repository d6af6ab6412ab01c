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

export const mailPlugin = fp(async (app: FastifyInstance, options: MailOptions) => {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    app.decorate('mailer', {
      async send(message: MailMessage) {
        await transport.sendMail({ from: options.from, ...message });
      },
    });
    return;
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  await fs.mkdir(options.mailDir, { recursive: true });
  app.decorate('mailer', {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const file = path.join(
        options.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      app.log.info(
        { to: message.to, subject: message.subject, file },
        `mail (not sent, no SMTP_URL):\n${message.text}`,
      );
    },
  });
});
