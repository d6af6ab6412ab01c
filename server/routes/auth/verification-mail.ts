// The verification e-mail: its link opens the app's /users/{id}/verify/{token} screen.
import type { MailMessage } from '../../plugins/mail.js';

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
}): MailMessage {
  const link = verificationLink(options.publicUrl, options.userId, options.token);
  const text = [
    `Hello ${options.firstName},`,
    '',
    `Please confirm the e-mail address of ${options.businessName} by opening this link:`,
    link,
    '',
    'The link works once and expires in 48 hours. If you did not register, ignore this e-mail.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(options.firstName)},</p>
<p>Please confirm the e-mail address of ${escapeHtml(options.businessName)} by opening this link:</p>
<p><a href="${link}">${link}</a></p>
<p>The link works once and expires in 48 hours. If you did not register, ignore this e-mail.</p>`;
  return { to: options.to, subject: 'Verify your business e-mail', text, html };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
