// The password reset e-mail: its link opens the app's /reset-password/{token} screen.
import type { Language } from '@contract/i18n/language.js';
import type { MailMessage } from '../../plugins/mail.js';
import { escapeHtml } from '../../web/escape-html.js';
import { RESET_LINK_MINUTES } from './password-reset-repository.js';
import { mailText } from '../../mail/mail-translator.js';

export function passwordResetMail(options: {
  to: string;
  firstName: string;
  publicUrl: string;
  token: string;
  /** The owner's (docs/decisions.md, Languages). */
  language: Language;
}): MailMessage {
  const t = mailText(options.language);
  const link = `${options.publicUrl}/reset-password/${options.token}`;
  const greeting = t('mail.greeting', { name: options.firstName });
  const intro = t('mail.reset.intro');
  const note = t('mail.reset.note', { minutes: RESET_LINK_MINUTES });
  const text = [greeting, '', intro, link, '', note].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${link}">${link}</a></p>
<p>${escapeHtml(note)}</p>`;
  return { to: options.to, subject: t('mail.reset.subject'), text, html };
}
