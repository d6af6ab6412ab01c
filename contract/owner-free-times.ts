// The owner's free times: the start times the slot engine still offers on one date for
// the chosen services, shown as chips under the "New booking" form's time field. The same engine
// and slot shape as the booking portal's (contract/portal.ts), but for the owner there is no
// minimum notice and no horizon, only the times already past (docs/decisions.md, Free times in
// the owner's form).
import { z } from 'zod';
import { localDateSchema } from './appointments.js';
import { idSchema } from './common.js';
import { portalSlotSchema, serviceListSchema } from './portal.js';

/**
 * GET /api/appointments/free-times?date=YYYY-MM-DD&services=1,2[&memberId=3]. Without `memberId`,
 * the times some active member who performs every service is free ("Anyone available").
 */
export const ownerFreeTimesQuerySchema = z.object({
  date: localDateSchema,
  services: serviceListSchema,
  memberId: idSchema.optional(),
});
export type OwnerFreeTimesQuery = z.infer<typeof ownerFreeTimesQuerySchema>;

export const ownerFreeTimesSchema = z.object({
  date: z.string(),
  /** The business's IANA zone, in which `time` is read. */
  timeZone: z.string(),
  /** The chosen services' minutes added up: each slot is this long. */
  durationMinutes: z.number(),
  /** Ascending; empty on a closed or fully booked date, or one already over. */
  slots: z.array(portalSlotSchema),
});
export type OwnerFreeTimes = z.infer<typeof ownerFreeTimesSchema>;
