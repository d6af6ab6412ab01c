// The channels a queued message leaves on (docs/decisions.md, Messages to clients): e-mail, the
// default, through the server's mailer; SMS through a provider (twilio-sms.ts) when the server is
// configured for one. The composer (compose-message.ts) makes a message into what its channel
// carries; `send` hands it over, and throws when the channel refuses, so the sender retries.
import type { MessageChannel } from '../../contract/messages.js';
import type { Mailer, MailMessage } from '../plugins/mail.js';
import { MESSAGE_NOTES } from './message-texts.js';

export interface SmsMessage {
  /** E.164: "+4793456789". */
  to: string;
  body: string;
}

/** An SMS provider: resolves once it accepted the message, throws with its answer otherwise. */
export interface SmsSender {
  /** The sender shown to the client (SMS_FROM). */
  readonly from: string;
  send(message: SmsMessage): Promise<void>;
}

export interface Channels {
  email: Mailer;
  /** Undefined when SMS is off on this server. */
  sms: SmsSender | undefined;
}

export type Outgoing =
  | { channel: Extract<MessageChannel, 'email'>; mail: MailMessage }
  | { channel: Extract<MessageChannel, 'sms'>; sms: SmsMessage };

export async function send(channels: Channels, outgoing: Outgoing): Promise<void> {
  if (outgoing.channel === 'email') return channels.email.send(outgoing.mail);
  // Planned while SMS was on, sent after it was switched off: a failure the owner sees.
  if (!channels.sms) throw new Error(MESSAGE_NOTES.sms_off);
  return channels.sms.send(outgoing.sms);
}
