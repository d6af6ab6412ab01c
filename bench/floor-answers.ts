// The calls bench:floor measures and the check that the minimal reference server answers them byte
// for byte like the real one (bench/README.md, Fixed cost per request). Shared by
// bench/floor-bench.ts, which refuses to measure otherwise, and
// tests/server/floor-reference.test.ts, which fails CI when a change to the real server's answers
// leaves the reference behind.
import http from 'node:http';
import path from 'node:path';
import { demoToken } from './seeded-server.js';

/** The demo's "today", so the upcoming list has the same rows on every run. */
export const FLOOR_TODAY = '2026-11-23';

/** Both servers' environment: the seeded data, no built app, "now" pinned at the demo's today. */
export function floorServerEnv(dataDir: string, databaseUrl?: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    DIST_DIR: path.join(dataDir, 'none'),
    FIXED_NOW: `${FLOOR_TODAY}T09:00:00Z`,
    // 50 connections on one business would spend its budget at once (docs/decisions.md, Fair
    // sharing): the bench measures the cost of a call, not the limit.
    RATE_LIMIT: 'off',
  };
}

export interface Call {
  name: string;
  method: 'GET' | 'PUT';
  path: string;
  body?: string;
}

interface Answer {
  status: number;
  /** Raw header names and values in the order sent, the Date value left out. */
  headers: string[];
  body: Buffer;
}

/** One request over a fresh connection, keeping the raw bytes of the answer. */
function rawRequest(port: number, call: Call, token: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          ...(call.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = response.rawHeaders.map((value, i, all) =>
            i % 2 === 1 && all[i - 1]?.toLowerCase() === 'date' ? '(date)' : value,
          );
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    request.on('error', reject);
    request.end(call.body);
  });
}

/** Signs the demo owner in on the real server at `base` and lists the three calls measured. */
export async function floorCalls(base: string): Promise<{ token: string; calls: Call[] }> {
  const token = await demoToken(base);
  const days = (await (
    await fetch(`${base}/api/day_weeks/`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: number; open: boolean }[];
  const day = days.find((d) => d.open);
  const calls: Call[] = [
    {
      name: 'GET /api/appointments/all_upcoming',
      method: 'GET',
      path: '/api/appointments/all_upcoming',
    },
    { name: 'GET /api/cat_wise_services/', method: 'GET', path: '/api/cat_wise_services/' },
    {
      name: 'PUT /api/businessHours/update1',
      method: 'PUT',
      path: '/api/businessHours/update1',
      body: JSON.stringify({ tid: day?.id, openingTime: '09:00' }),
    },
  ];
  return { token, calls };
}

/**
 * How each server's answers differ from the reference's: status, body, or raw header lines
 * (names, spelling, values and order; only `Date` left out). Empty when they are the same.
 */
export async function answerDifferences(
  calls: Call[],
  referencePort: number,
  ports: Record<string, number>,
  token: string,
): Promise<string[]> {
  const differences: string[] = [];
  for (const call of calls) {
    const reference = await rawRequest(referencePort, call, token);
    for (const [server, port] of Object.entries(ports)) {
      if (port === referencePort) continue;
      const answer = await rawRequest(port, call, token);
      if (answer.status !== 200)
        differences.push(`${call.name}: ${server} answered ${answer.status}`);
      else if (answer.status !== reference.status || !answer.body.equals(reference.body)) {
        differences.push(
          `${call.name}: the bodies differ\n${server}: ${answer.body.toString().slice(0, 400)}\nreference: ${reference.body.toString().slice(0, 400)}`,
        );
      } else if (JSON.stringify(answer.headers) !== JSON.stringify(reference.headers)) {
        differences.push(
          `${call.name}: the headers differ\n${server}: ${JSON.stringify(answer.headers)}\nreference: ${JSON.stringify(reference.headers)}`,
        );
      }
    }
  }
  return differences;
}
