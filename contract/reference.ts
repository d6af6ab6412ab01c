// Reference data seeded by a migration, the same for every business (docs/decisions.md, Data).
import { z } from 'zod';

export const serviceTypeSchema = z.object({ id: z.number(), serviceTypeName: z.string() });
export type ServiceType = z.infer<typeof serviceTypeSchema>;

export const priceTypeSchema = z.object({ id: z.number(), priceTypeName: z.string() });
export type PriceType = z.infer<typeof priceTypeSchema>;

export const durationSchema = z.object({
  id: z.number(),
  hrs: z.number(),
  min: z.number(),
  /** Length in minutes. */
  durationValue: z.number(),
});
export type Duration = z.infer<typeof durationSchema>;

export const intervalTypeSchema = z.object({ id: z.number(), duration: z.number() });
export type IntervalType = z.infer<typeof intervalTypeSchema>;

/** The price type that needs no price (docs/decisions.md, Data: Fixed, From, Free). */
export const FREE_PRICE_TYPE_NAME = 'Free';

export const serviceTypeListSchema = z.array(serviceTypeSchema);
export const priceTypeListSchema = z.array(priceTypeSchema);
export const durationListSchema = z.array(durationSchema);
export const intervalTypeListSchema = z.array(intervalTypeSchema);
