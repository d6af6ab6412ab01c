// What every business gets at registration (docs/decisions.md, Data): seven weekdays, Monday first,
// Monday to Friday open 10:00 to 19:00, the weekend closed, and a 15-minute service interval.
// Registration (auth) writes them and business-settings edits them, so neither route folder owns them.
import { DEFAULT_CLOSING_TIME, DEFAULT_OPENING_TIME } from '../../contract/business-settings.js';
import type { Db } from '../db/database.js';
import { WEEKDAY_NAMES } from '../../contract/booking-time.js';
import { DEFAULT_INTERVAL_MINUTES } from '../db/reference-data.js';

export async function createBusinessDefaults(trx: Db, businessId: number): Promise<void> {
  await trx
    .insertInto('business_days')
    .values(
      WEEKDAY_NAMES.map((_name, index) => {
        const open = index < 5;
        return {
          business_id: businessId,
          day_of_week: index + 1,
          open: open ? 1 : 0,
          opening_time: open ? DEFAULT_OPENING_TIME : null,
          closing_time: open ? DEFAULT_CLOSING_TIME : null,
        };
      }),
    )
    .execute();
  const interval = await trx
    .selectFrom('interval_types')
    .select('id')
    .where('minutes', '=', DEFAULT_INTERVAL_MINUTES)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('service_intervals')
    .values({ business_id: businessId, interval_type_id: interval.id })
    .execute();
}
