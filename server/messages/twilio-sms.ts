// SMS through Twilio's Messages API (docs/decisions.md, Messages to clients): one form-encoded
// POST per message with HTTP basic auth, Node's fetch, no SDK. Any answer but 2xx is a failure
// carrying Twilio's own message, so the sender retries it and the owner reads why it failed.
import type { SmsConfig } from '../config.js';
import type { SmsMessage, SmsSender } from './channels.js';

/** A provider that does not answer within this is a failed attempt, retried later. */
const TIMEOUT_MS = 15_000;

/** Twilio's error body: `{ code, message, more_info, status }`. */
function reasonOf(status: number, text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return `SMS provider answered ${status}: ${body.message}`;
    }
  } catch {
    // Not JSON (a proxy's HTML page): the status and the start of the text say enough.
  }
  return `SMS provider answered ${status}: ${text.slice(0, 200)}`;
}

export function twilioSms(config: SmsConfig, fetchFn: typeof fetch = fetch): SmsSender {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    from: config.from,
    async send(message: SmsMessage) {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { authorization: auth, accept: 'application/json' },
        // URLSearchParams as the body: fetch sends it form-encoded, with its content type.
        body: new URLSearchParams({ To: message.to, From: config.from, Body: message.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(reasonOf(response.status, text));
    },
  };
}
