// The flows that carry the offline promise (docs/offline.md), in any engine (engine-page.ts).
import type { ServiceInterval, WeekDay } from '../../contract/business-settings';
import { apiGet, type Owner } from './accounts';
import { find, probe, waitUntil, type EnginePage } from './engine-page';

export interface FlowServer {
  url: string;
  start(): Promise<number>;
  stop(): Promise<void>;
}

/** Installs a hook that keeps the page's errors for takeErrors (WebKit has no console access). */
const ERROR_HOOK = `if (!window.__engineErrors) {
  window.__engineErrors = [];
  // The default 250 entries fill on a screen's load: a failure's last requests would be missing.
  if (performance.setResourceTimingBufferSize) performance.setResourceTimingBufferSize(5000);
  const keep = (text) => window.__engineErrors.push(String(text));
  const error = console.error.bind(console);
  console.error = (...args) => { keep(args.map(String).join(' ')); error(...args); };
  addEventListener('error', (e) => keep(e.message));
  addEventListener('unhandledrejection', (e) => keep('unhandled: ' + (e.reason && e.reason.message || e.reason)));
  document.addEventListener('securitypolicyviolation', (e) => keep('CSP: ' + e.violatedDirective));
}`;

export async function load(page: EnginePage, path: string, heading?: string): Promise<void> {
  await page.goto(path);
  if (heading) {
    await waitUntil(`${path} shows "${heading}"`, () => page.evaluate(probe.hasText, heading));
  }
  await page.evaluate(ERROR_HOOK);
}

export async function signIn(page: EnginePage, owner: Owner): Promise<void> {
  await load(page, '/login', 'Login');
  await page.type(find.byLabel, owner.email, 'Business email');
  await page.type(find.byLabel, owner.password, 'Password');
  await page.click(find.button, 'Login');
  await waitUntil('the dashboard', () =>
    page.evaluate<boolean>('return location.pathname === "/dashboard";'),
  );
  // The first install claims the page (docs/offline.md, Updates).
  await waitUntil('the worker controls the page', () => page.evaluate(probe.controlled), 30_000);
}

/**
 * The screens every owner has, each by a page load (the worker serves the app, the screen asks
 * the server): its heading, and no skeleton left once its data is in.
 */
const SCREENS = [
  ['/appointments', 'Appointments'],
  ['/clients', 'Clients'],
  ['/catalogue/services', 'Services'],
  ['/business-settings', 'Business settings'],
  ['/business-settings/business-info', 'Business information'],
  ['/business-settings/online-booking', 'Online booking'],
] as const;

/** Every screen loads with its data and logs no error (docs/offline.md, What works offline). */
export async function visitScreens(page: EnginePage): Promise<void> {
  for (const [path, heading] of SCREENS) {
    await page.goto(path);
    await waitUntil(`${path} shows "${heading}" with its data`, () =>
      page.evaluate(probe.screenReady, heading),
    );
    await page.evaluate(ERROR_HOOK);
    await noErrors(page, path);
  }
}

/** Fails on any error the engine logged since the last look (a normal page load logs none). */
export async function noErrors(page: EnginePage, where: string): Promise<void> {
  const errors = await page.takeErrors();
  if (errors.length > 0) throw new Error(`errors on ${where}: ${errors.join('; ')}`);
}

export const pending = (page: EnginePage) => page.evaluate<string | null>(probe.pendingText);

/**
 * The stuck outbox of WebKit's back/forward cache (docs/offline.md, Known browser traps): the
 * server unreachable, a change saved in Working hours, and within a second a page load to the
 * Time interval screen. The second Save must be kept ("2 pending"), and both must land once the
 * server is back.
 */
export async function pageLoadAfterOfflineSave(
  page: EnginePage,
  server: FlowServer,
  owner: Owner,
  log: (line: string) => void,
  /** Saves a screenshot of the page as it is, named for the step. */
  shot: (name: string) => Promise<void> = async () => {},
): Promise<void> {
  const saturdayOpen = async () =>
    (await apiGet<WeekDay[]>(server.url, owner, '/api/day_weeks/')).find(
      (day) => day.weekName === 'Saturday',
    )?.open;
  const before = await saturdayOpen();
  await load(page, '/business-settings/service-intervals', 'Time interval');
  await load(page, '/business-settings/business-hours', 'Save All Changes');
  await server.stop();
  await page.click(find.switchTrack, 'Saturday open');
  await page.click(find.button, 'Save All Changes');
  // Pending once the send fails, or once the outbox cuts a send the stopped server never answers
  // (15 s, sendTimeoutMs in src/lib/offline/outbox-runtime.ts): wait past that cut.
  await waitUntil('"1 pending"', async () => (await pending(page)) === '1 pending', 30_000);
  await shot('1-hours-saved-offline');
  log('first change pending offline; a page load to Time interval');
  await load(page, '/business-settings/service-intervals', 'Time interval');
  await page.click(find.byLabel, 'Time interval');
  await page.click(find.option, '30 minutes');
  const saved = Date.now();
  await page.click(find.button, 'Save');
  await waitUntil(
    'the second change kept ("2 pending") after a page load',
    async () => (await pending(page)) === '2 pending',
    12_000,
  );
  log(`second change pending after ${Date.now() - saved} ms`);
  await shot('2-interval-saved-after-page-load');
  const back = await server.start();
  // The badge gives way to "Saving…" while the last change is on its way: nothing pending and
  // nothing saving is when both are sent.
  await waitUntil(
    'both changes sent',
    async () => (await pending(page)) === null && !(await page.evaluate(probe.hasText, 'Saving…')),
    30_000,
  );
  log(`sent ${Date.now() - back} ms after the server answered`);
  await shot('3-both-sent');
  const after = await saturdayOpen();
  const interval = await apiGet<ServiceInterval | ServiceInterval[]>(
    server.url,
    owner,
    '/api/service_interval/',
  );
  const minutes = (Array.isArray(interval) ? interval[0] : interval)?.duration;
  if (after === before || minutes !== 30) {
    throw new Error(`server has Saturday open=${after} (was ${before}), interval ${minutes}`);
  }
}
