// The mail to an address that registers while it already has an account (docs/decisions.md,
// Accounts): the answer to the registration is the same as for a new address, so the mail says
// what happened. A verified account gets the ways in; one waiting for verification a new link.
// In the account's language (docs/decisions.md, Languages).
import type { Language } from '@contract/i18n/language.js';
import type { MailMessage } from '../../plugins/mail.js';
import { escapeHtml } from '../../web/escape-html.js';
import { mailText } from '../../mail/mail-translator.js';

export function registeredAgainMail(options: {
  to: string;
  publicUrl: string;
  language: Language;
  /** The account's new verification link when it is not verified yet. */
  verifyLink?: string;
}): MailMessage {
  const t = mailText(options.language);
  const login = `${options.publicUrl}/login`;
  const forgot = `${options.publicUrl}/forgot-password`;
  const said = options.verifyLink
    ? [t('mail.again.waiting1'), t('mail.again.waiting2'), t('mail.again.waiting3')]
    : [t('mail.again.exists1'), t('mail.again.exists2')];
  const links = options.verifyLink ? [options.verifyLink] : [login, forgot];
  const greeting = t('mail.greetingNoName');
  const notYou = t('mail.again.notYou');
  const text = [greeting, '', ...said, ...links, '', notYou].join('\n');
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const html = `<p>${escapeHtml(greeting)}</p>
${said.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${links.map((url) => `<p>${link(url)}</p>`).join('\n')}
<p>${escapeHtml(notYou)}</p>`;
  return {
    to: options.to,
    subject: options.verifyLink ? t('mail.verify.subject') : t('mail.again.subjectExists'),
    text,
    html,
  };
}
