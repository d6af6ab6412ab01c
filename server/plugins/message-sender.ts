// Runs the sender of queued messages inside the server (docs/decisions.md, Messages to clients):
// a pass at start (catching up after downtime), then every MESSAGE_POLL_SECONDS, and soon after
// a change queues a notice (`app.messages.wake()`). One pass at a time per process; several
// processes share the rows through their claims. Closing the server waits for the pass under way.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SENDER_SETTINGS, sendDueMessages } from '../messages/message-sender.js';
import { twilioSms } from '../messages/twilio-sms.js';

declare module 'fastify' {
  interface FastifyInstance {
    messages: { wake(): void; pass(): Promise<void> };
  }
}

export const messageSenderPlugin = fp(async (app: FastifyInstance) => {
  const pollMs = app.config.messagePollMs;
  const settings = { ...SENDER_SETTINGS, leaseMs: app.config.messageLeaseMs };
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const context = {
    db: app.db,
    kind: app.dbKind,
    mailer: app.mailer,
    sms: app.config.sms ? twilioSms(app.config.sms) : undefined,
    publicUrl: app.config.publicUrl,
    log: app.log,
  };
  const pass = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sendDueMessages(context, app.config.clock(), settings).catch((err: unknown) =>
          app.log.error({ err }, 'sending queued messages failed'),
        );
      } while (again && !closed);
    })().finally(() => (running = undefined));
    return running;
  };
  app.decorate('messages', {
    wake() {
      if (pollMs > 0 && !closed) setImmediate(() => void pass());
    },
    pass,
  });
  if (pollMs === 0) return;
  const timer = setInterval(() => void pass(), pollMs);
  timer.unref();
  app.addHook('onReady', async () => {
    void pass();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
});
