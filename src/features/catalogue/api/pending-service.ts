// How a service created or edited offline shows while its change waits: the list's row and the
// edit form's fields, from the queued body (docs/offline.md, Temporary ids). Shared by the create
// and update kinds, whose bodies are the same fields.
import { z } from 'zod';
import {
  parsePriceToCents,
  type Service,
  serviceBodySchema,
  type ServiceDetail,
} from '@contract/catalogue';
import { idSchema } from '@contract/common';
import type { Duration, PriceType } from '@contract/reference';
import type { OverlayContext } from '@/lib/offline/change-kinds';
import { referenceKeys } from './catalogue-keys';

/**
 * The body as the outbox keeps it: its category may be one created offline, named by its
 * temporary (negative) id until that is sent; the replay then sends the server's id instead.
 */
export const queuedServiceBodySchema = serviceBodySchema.extend({
  categoryTypeID: z.union([z.number().int().negative(), idSchema]),
});
export type QueuedService = z.output<typeof queuedServiceBodySchema>;

function priceOf(body: QueuedService): number | null {
  const cents = body.price === undefined ? null : parsePriceToCents(body.price);
  return typeof cents === 'number' ? cents / 100 : null;
}

/** The row the list will show, its duration and price type read from the cached options. */
export function pendingService(
  sid: number,
  body: QueuedService,
  { queryClient, realId }: OverlayContext,
): Service {
  const durations = queryClient.getQueryData<Duration[]>(referenceKeys.durations());
  const priceTypes = queryClient.getQueryData<PriceType[]>(referenceKeys.priceTypes());
  const duration = durations?.find((candidate) => candidate.id === body.durationID);
  return {
    sid,
    serviceName: body.serviceName,
    categoryTypeID: realId(body.categoryTypeID),
    hrs: duration?.hrs ?? 0,
    min: duration?.min ?? 0,
    price: priceOf(body),
    priceTypeName: priceTypes?.find((type) => type.id === body.priceTypeID)?.priceTypeName ?? '',
    onlineBooking: body.onlineBooking ?? true,
  };
}

/** The edit form's fields; `current` keeps the switch when the body leaves it out. */
export function pendingServiceDetail(
  sid: number,
  body: QueuedService,
  { realId }: OverlayContext,
  current?: ServiceDetail,
): ServiceDetail {
  return {
    sid,
    serviceName: body.serviceName,
    categoryTypeID: realId(body.categoryTypeID),
    servDesc: body.servDesc,
    afterDescription: body.afterDescription ?? '',
    serviceTypeID: body.serviceTypeID,
    durationID: body.durationID,
    priceTypeID: body.priceTypeID,
    price: priceOf(body),
    onlineBooking: body.onlineBooking ?? current?.onlineBooking ?? true,
  };
}
