// The password reset e-mail: its link opens the app's /reset-password/{token} screen.
import type { MailMessage } from '../../plugins/mail.js';
import { escapeHtml } from '../../web/escape-html.js';
import { RESET_LINK_MINUTES } from './password-reset-repository.js';

export function passwordResetMail(options: {
  to: string;
  firstName: string;
  publicUrl: string;
  token: string;
}): MailMessage {
  const link = `${options.publicUrl}/reset-password/${options.token}`;
  const note =
    `The link works once and expires in ${RESET_LINK_MINUTES} minutes. If you did not ask for ` +
    'it, ignore this e-mail: your password stays as it is.';
  const text = [
    `Hello ${options.firstName},`,
    '',
    'To choose a new password for your business account, open this link:',
    link,
    '',
    note,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(options.firstName)},</p>
<p>To choose a new password for your business account, open this link:</p>
<p><a href="${link}">${link}</a></p>
<p>${escapeHtml(note)}</p>`;
  return { to: options.to, subject: 'Choose a new password', text, html };
}
