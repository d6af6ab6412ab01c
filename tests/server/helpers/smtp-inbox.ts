// A real SMTP server on a free local port for the tests (smtp-server), which keeps every message
// it accepts, parsed by mailparser: point the server's SMTP_URL at `url` and read `messages`.
// `refuse` makes it answer 451 to each message while set (a mail server that is down for mail).
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Inbox {
  url: string;
  messages: ParsedMail[];
  /** The raw text of each message, in the order received. */
  raw: string[];
  refuse: boolean;
  close(): Promise<void>;
}

export async function startInbox(): Promise<Inbox> {
  const inbox: Inbox = { url: '', messages: [], raw: [], refuse: false, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (inbox.refuse) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            inbox.raw.push(raw.toString('utf8'));
            inbox.messages.push(parsed);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  inbox.url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  inbox.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return inbox;
}
