// Normal page loads in WebKit at a phone's exact width (docs/decisions.md, Offline), through our
// own WebKitGTK host (webkit-host.py): MiniBrowser stops at 447 px and hears errors only after a
// load. Each page must show its text at 390 x 844 with no error from its first script on.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const HOST = path.join(import.meta.dirname, 'webkit-host.py');

interface HostAnswer {
  size: string | null;
  errors: string[];
  found: boolean;
}

/** Loads `url` in the host, saves `screenshot`; throws unless clean, found and 390 x 844. */
export async function loadAtPhoneWidth(url: string, text: string, screenshot: string) {
  const { stdout } = await run(HOST, [url, '390', '844', screenshot, text, '30'], {
    timeout: 60_000,
  });
  const answer = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as HostAnswer;
  if (!answer.found) throw new Error(`${url} at 390 px: "${text}" not shown in 30 s`);
  if (answer.size !== '390x844')
    throw new Error(`${url}: the page was ${answer.size}, not 390x844`);
  if (answer.errors.length > 0) throw new Error(`${url} at 390 px: ${answer.errors.join('; ')}`);
}
