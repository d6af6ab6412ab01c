// The public holidays the owner is offered as closed dates (docs/decisions.md, Public holidays):
// computed on the server for the coming twelve months, Norway's only for now.
import { z } from 'zod';

export const publicHolidaySchema = z.object({
  /** YYYY-MM-DD, the business's own calendar date. */
  date: z.string(),
  /** The holiday's name in the country's language, as a salon writes it ("1. påskedag"). */
  localName: z.string(),
  /** The same in English ("Easter Sunday"). */
  name: z.string(),
});
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;

export const publicHolidaysSchema = z.object({
  /** ISO 3166 region whose holidays these are, or null when the business's country has none here. */
  region: z.literal('NO').nullable(),
  holidays: z.array(publicHolidaySchema),
});
export type PublicHolidays = z.infer<typeof publicHolidaysSchema>;
