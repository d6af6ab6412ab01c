// A local stand-in of Twilio's Messages API on a free port (node:http), for the SMS channel's
// tests (docs/decisions.md, Messages to clients): it answers POST
// /2010-04-01/Accounts/{sid}/Messages.json as Twilio does, 201 with the message, when the basic
// auth is the account's and To, From and Body are in the form body; 401 or 400 with Twilio's
// error shape otherwise. `refuse` makes it answer that status (a provider down or refusing).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  to: string;
  from: string;
  body: string;
}

export interface TwilioStandIn {
  baseUrl: string;
  /** Every request, accepted or not. */
  requests: number;
  /** The messages accepted. */
  messages: ReceivedSms[];
  /**
   * A status to answer every request with, while set: 5xx as Twilio's outage, 4xx as its refusal
   * of the number (after the auth and body checks).
   */
  refuse: number | null;
  close(): Promise<void>;
}

export async function startTwilioStandIn(accountSid: string, authToken: string) {
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const standIn: TwilioStandIn = {
    baseUrl: '',
    requests: 0,
    messages: [],
    refuse: null,
    close: async () => {},
  };
  const answer = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, code: number, message: string) =>
    answer(res, status, { code, message, more_info: '', status });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      standIn.requests += 1;
      if (standIn.refuse !== null && standIn.refuse >= 500) {
        error(res, standIn.refuse, 20500, 'Service is unavailable. Please try again');
        return;
      }
      if (req.method !== 'POST' || req.url !== path) {
        error(res, 404, 20404, 'The requested resource was not found');
        return;
      }
      if (req.headers.authorization !== expectedAuth) {
        error(res, 401, 20003, 'Authenticate');
        return;
      }
      if (req.headers['content-type']?.split(';')[0] !== 'application/x-www-form-urlencoded') {
        error(res, 400, 21601, 'Expected a form-encoded body');
        return;
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const body = form.get('Body') ?? '';
      if (!/^\+\d{8,15}$/.test(to)) {
        error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
        return;
      }
      if (!from || !body) {
        error(res, 400, 21602, 'Message body and From are required.');
        return;
      }
      // A 4xx refusal as Twilio words one: a number it will not send to.
      if (standIn.refuse !== null) {
        error(res, standIn.refuse, 21211, `The 'To' number ${to} is not valid`);
        return;
      }
      standIn.messages.push({ to, from, body });
      answer(res, 201, { sid: `SM${standIn.messages.length}`, status: 'queued', to, from, body });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.baseUrl = `http://127.0.0.1:${port}`;
  standIn.close = () =>
    new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
  return standIn;
}
