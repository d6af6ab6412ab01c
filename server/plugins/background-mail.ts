// Mail that leaves after the answer. The account calls' mail (docs/decisions.md, Accounts): an
// answer that waited for the mail server would take longer for an address with an account than
// for one without, and its time would tell which. A booking's two mails (docs/decisions.md, Fair
// sharing): a client's answer should not wait for them. A failed send is logged; closing the server waits for
// the mails under way, so a restart loses none.
import type { FastifyInstance } from 'fastify';
import type { Mailer, MailMessage } from './mail.js';

export type SendInBackground = (message: MailMessage) => void;

/** Keyed by the app's one mailer, which every plugin of the app shares. */
const underWay = new WeakMap<Mailer, Set<Promise<void>>>();

function sendsOf(mailer: Mailer): Set<Promise<void>> {
  let sends = underWay.get(mailer);
  if (!sends) {
    sends = new Set();
    underWay.set(mailer, sends);
  }
  return sends;
}

/** Resolves once every mail handed over so far has been sent or has failed. */
export async function mailsUnderWay(app: FastifyInstance): Promise<void> {
  await Promise.all(sendsOf(app.mailer));
}

export function mailInBackground(app: FastifyInstance): SendInBackground {
  app.addHook('onClose', async (instance) => mailsUnderWay(instance));
  return (message) => {
    const sends = sendsOf(app.mailer);
    const sending: Promise<void> = app.mailer
      .send(message)
      .catch((error: unknown) => {
        app.log.error({ err: error, subject: message.subject }, 'a mail could not be sent');
      })
      .finally(() => sends.delete(sending));
    sends.add(sending);
  };
}
