// The portal's four calls (contract/portal.ts). Only the contract's types are imported: the
// server validates every request and the page stays free of zod, inside its size budget
// (bench/README.md, Booking page).
import type { MessageValues } from '../contract/i18n/translator';
import { portalApiPaths } from '../contract/api-paths';
import type {
  PortalBooking,
  PortalBookingBody,
  PortalConflict,
  PortalProfile,
  PortalSlots,
} from '../contract/portal';

type NearestSlot = PortalConflict['nearest'][number];

/** A refused call: the server's messages (`errors: [{ msg }]`), and for a taken time the nearest. */
export class PortalError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    readonly nearest: NearestSlot[] = [],
    /** `errors[].code` of each message: which refusal it is (docs/decisions.md, API). */
    readonly codes: string[] = [],
    /** `errors[].params` of each message: the values it names, when it names any. */
    readonly params: (MessageValues | undefined)[] = [],
  ) {
    super(messages.join(' '));
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
    });
  } catch {
    // Told in the page's language by refusal-text.ts.
    throw new PortalError(0, []);
  }
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (response.ok) return body as T;
  const refused = body as Partial<PortalConflict> | undefined;
  const messages = refused?.errors?.map((error) => error.msg) ?? [];
  const codes = refused?.errors?.map((error) => error.code) ?? [];
  const params = refused?.errors?.map((error) => error.params) ?? [];
  throw new PortalError(response.status, messages, refused?.nearest ?? [], codes, params);
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const fetchProfile = (slug: string) =>
  call<PortalProfile>(portalApiPaths.profile(encodeURIComponent(slug)));

export function fetchSlots(
  slug: string,
  query: { from: string; to: string; services: number[]; member: number | null },
): Promise<PortalSlots> {
  const search = new URLSearchParams({
    from: query.from,
    to: query.to,
    services: query.services.join(','),
  });
  // Absent for "No preference" (docs/decisions.md, Team).
  if (query.member !== null) search.set('member', String(query.member));
  return call<PortalSlots>(`${portalApiPaths.slots(encodeURIComponent(slug))}?${search}`);
}

/** One booking attempt: a retry after a lost answer reuses the key, so it books once. */
export function book(
  slug: string,
  body: PortalBookingBody,
  idempotencyKey: string,
): Promise<PortalBooking> {
  const init = json(body);
  return call<PortalBooking>(portalApiPaths.book(encodeURIComponent(slug)), {
    ...init,
    headers: { ...init.headers, 'idempotency-key': idempotencyKey },
  });
}

export const cancelBooking = (token: string) =>
  call<{ msg: string; date: string; time: string }>(portalApiPaths.cancel, json({ token }));
