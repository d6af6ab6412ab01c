// The mail to an address that registers while it already has an account (docs/decisions.md,
// Accounts): the answer to the registration is the same as for a new address, so the mail says
// what happened. A verified account gets the ways in; one waiting for verification a new link.
import type { MailMessage } from '../../plugins/mail.js';
import { escapeHtml } from '../../web/escape-html.js';

export function registeredAgainMail(options: {
  to: string;
  publicUrl: string;
  /** The account's new verification link when it is not verified yet. */
  verifyLink?: string;
}): MailMessage {
  const login = `${options.publicUrl}/login`;
  const forgot = `${options.publicUrl}/forgot-password`;
  const lines = options.verifyLink
    ? [
        'Someone, perhaps you, registered again with this e-mail address.',
        'It already has an account waiting for verification: the first registration stands.',
        'Open this link to verify the address (it works once, for 48 hours):',
        options.verifyLink,
      ]
    : [
        'Someone, perhaps you, tried to register with this e-mail address.',
        'It already has an account: log in, or choose a new password if you forgot it.',
        login,
        forgot,
      ];
  const text = [
    'Hello,',
    '',
    ...lines,
    '',
    'If it was not you, ignore this e-mail: nothing has changed.',
  ].join('\n');
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const body = options.verifyLink
    ? `<p>Someone, perhaps you, registered again with this e-mail address.
It already has an account waiting for verification: the first registration stands.</p>
<p>Open this link to verify the address (it works once, for 48 hours):</p><p>${link(options.verifyLink)}</p>`
    : `<p>Someone, perhaps you, tried to register with this e-mail address.
It already has an account: log in at ${link(login)}, or choose a new password at ${link(forgot)}.</p>`;
  const html = `<p>Hello,</p>
${body}
<p>If it was not you, ignore this e-mail: nothing has changed.</p>`;
  return {
    to: options.to,
    subject: options.verifyLink ? 'Verify your business e-mail' : 'Your account already exists',
    text,
    html,
  };
}
