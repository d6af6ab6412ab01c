// WEB_CONCURRENCY=2 through the real entry point: one scrape of GET /metrics answers the figures
// of every server process, summed, with each process's own memory and event loop kept apart by
// its pid; the access rules hold as in one process (docs/decisions.md, Operations). SQLite only:
// the processes are what is tested here.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDueMessages } from './helpers/queued-messages.js';
import {
  PROCESS_START_TIMEOUT,
  WITH_PROCESS_START,
  startServerProcesses,
  type ServerProcesses,
} from './helpers/server-processes.js';

const TOKEN = 'cluster-scrape-secret';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-metrics-'));
let server: { base: string; processes: ServerProcesses };

beforeAll(async () => {
  // Three messages due and no sender: each process counts the same three.
  await seedDueMessages(dataDir, undefined, 3);
  const processes = startServerProcesses(dataDir, {
    METRICS_TOKEN: TOKEN,
    MESSAGE_POLL_SECONDS: '0',
    // Long: the primary, stopped for a while by the last test, kills no process after it.
    WORKER_TIMEOUT: '60',
  });
  server = { base: await processes.waitUntilListening(2), processes };
}, WITH_PROCESS_START);

afterAll(async () => {
  await server?.processes.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

/**
 * A GET with the token. `agent: false` (the default here) opens a connection of its own, which the
 * cluster hands to the next process in turn.
 */
function get(path: string, agent: http.Agent | false = false) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const headers = { authorization: `Bearer ${TOKEN}` };
    const request = http.get(`${server.base}${path}`, { agent, headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  fetch(`${server.base}/metrics`, { headers });

describe('GET /metrics with WEB_CONCURRENCY=2', () => {
  it(
    'counts the requests of every process in one scrape, each process apart for its own figures',
    async () => {
      const N = 40;
      for (let i = 0; i < N; i += 1) expect((await get('/healthz')).status).toBe(200);
      const healthz =
        /http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} (\d+)/;
      let text = '';
      // Two scrapes in a row, whichever process answers each: both see all N.
      for (let i = 0; i < 2; i += 1) {
        const answer = await scrape();
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toContain('text/plain');
        text = await answer.text();
        expect(Number(healthz.exec(text)?.[1])).toBe(N);
      }
      // Memory and the event loop are each process's own: one series per pid, not a sum.
      const { pids } = server.processes.listening();
      for (const pid of pids) {
        expect(text).toMatch(new RegExp(`process_resident_memory_bytes\\{pid="${pid}"\\} \\d+`));
        expect(text).toMatch(new RegExp(`nodejs_eventloop_lag_p99_seconds\\{pid="${pid}"\\} `));
        expect(text).toMatch(new RegExp(`process_start_time_seconds\\{pid="${pid}"\\} \\d+`));
      }
      // Every process reads the same queue of messages: counted once, not once per process.
      expect(text).toMatch(/scheduled_messages\{state="due"\} 3\n/);
    },
    PROCESS_START_TIMEOUT,
  );

  it('refuses a scraper without the token as one process does', async () => {
    const refusals: Record<string, string>[] = [{}, { authorization: 'Bearer wrong' }];
    for (const headers of refusals) {
      const answer = await scrape(headers);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({
        errors: [{ msg: 'Metrics are not served to this client', code: 'forbidden' }],
      });
    }
  });

  it(
    'answers 503 when the primary does not answer in time',
    async () => {
      // One kept-alive connection: with the primary stopped, no new connection is handed out.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        expect((await get('/metrics', agent)).status).toBe(200);
        server.processes.child.kill('SIGSTOP');
        const answer = await get('/metrics', agent);
        expect(answer.status).toBe(503);
        expect(JSON.parse(answer.body)).toEqual({
          errors: [
            {
              msg: 'The server processes did not all give their metrics in time',
              code: 'metrics_unavailable',
            },
          ],
        });
      } finally {
        server.processes.child.kill('SIGCONT');
        agent.destroy();
      }
      // The primary's late answer is dropped, and the next scrape is served again.
      expect((await scrape()).status).toBe(200);
    },
    PROCESS_START_TIMEOUT,
  );
});
