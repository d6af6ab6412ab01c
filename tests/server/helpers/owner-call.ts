// One signed-in owner's call to the app in process, answered as status and JSON body: what the
// server tests of settings, messages, feeds and the team's bookings ask through.
import type { FastifyInstance } from 'fastify';
import type { Owner } from './accounts.js';

export interface CallAnswer {
  status: number;
  body: Record<string, unknown>;
}

export type OwnerCall = (
  who: Owner,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => Promise<CallAnswer>;

/** `call(owner, 'PUT', url, body)` on the app `appOf()` gives when the call is made. */
export function ownerCallOn(appOf: () => FastifyInstance): OwnerCall {
  return async (who, method, url, payload) => {
    const response = await appOf().inject({
      method,
      url,
      headers: who.auth,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };
}
