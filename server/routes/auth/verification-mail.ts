// The verification e-mail: its link opens the app's /users/{id}/verify/{token} screen.
import type { Language } from '@contract/i18n/language.js';
import type { MailMessage } from '../../plugins/mail.js';
import { mailText } from '../../mail/mail-translator.js';

export function verificationLink(publicUrl: string, userId: number, token: string): string {
  return `${publicUrl}/users/${userId}/verify/${token}`;
}

export function verificationMail(options: {
  to: string;
  firstName: string;
  businessName: string;
  publicUrl: string;
  userId: number;
  token: string;
  /** The owner's (docs/decisions.md, Languages). */
  language: Language;
}): MailMessage {
  const t = mailText(options.language);
  const link = verificationLink(options.publicUrl, options.userId, options.token);
  const greeting = t('mail.greeting', { name: options.firstName });
  const intro = t('mail.verify.intro', { businessName: options.businessName });
  const note = t('mail.verify.note');
  const text = [greeting, '', intro, link, '', note].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${link}">${link}</a></p>
<p>${escapeHtml(note)}</p>`;
  return { to: options.to, subject: t('mail.verify.subject'), text, html };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
