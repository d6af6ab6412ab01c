// GET /api/business-settings/public-holidays: the holidays offered on the "Closed dates" card
// (docs/decisions.md, Public holidays). Norway's only, offered to a business whose dialling code is
// +47 or whose time zone is Europe/Oslo; any other business gets an empty list. The owner adds the
// ones they choose through the ordinary closed dates call, so this route writes nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import { instantToLocal } from '@contract/booking-time.js';
import { publicHolidaysSchema, type PublicHolidays } from '@contract/public-holidays.js';
import { HttpError } from '../../plugins/errors.js';
import { norwegianHolidaysAhead } from '../../scheduling/norwegian-holidays.js';
import { signedInSchema } from '../signed-in-schema.js';

/** Whether a business is a Norwegian one, by what registration asked of it. */
export function isNorwegianBusiness(business: { country: string; timezone: string }): boolean {
  const dialling = business.country.replace(/\s/g, '');
  return dialling === '+47' || dialling === '0047' || business.timezone === 'Europe/Oslo';
}

export const publicHolidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.publicHolidays,
    {
      schema: signedInSchema(
        ['business-settings'],
        "Norway's public holidays from today (the business's date) for twelve months, Easter-" +
          'based ones included, when the business is Norwegian (dialling code +47 or time zone ' +
          'Europe/Oslo); otherwise region null and no holidays.',
        publicHolidaysSchema,
      ),
    },
    async (request): Promise<PublicHolidays> => {
      const business = await app.db
        .selectFrom('users')
        .select(['country', 'timezone'])
        .where('id', '=', request.user.id)
        .executeTakeFirst();
      if (!business) throw new HttpError(404, 'Business not found');
      if (!isNorwegianBusiness(business)) return { region: null, holidays: [] };
      const today = instantToLocal(app.config.clock(), business.timezone || 'UTC').date;
      return { region: 'NO', holidays: norwegianHolidaysAhead(today) };
    },
  );
};
