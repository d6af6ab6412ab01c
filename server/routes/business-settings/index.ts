// Business settings: weekdays and their hours, the service interval, (in business-info.ts) the
// profile, logo and booking link, and (in availability.ts) the booking page's rules, breaks, closed
// dates and special hours. Every call is the signed-in business's own; another's ids answer 404.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiPaths } from '@contract/api-paths.js';
import {
  closingTimeBodySchema,
  DAY_UPDATED_MESSAGE,
  dayOpenBodySchema,
  dayRangesBodySchema,
  openingTimeBodySchema,
  SERVICE_INTERVAL_UPDATED_MESSAGE,
  serviceIntervalBodySchema,
  serviceIntervalSchema,
  serviceIntervalUpdateResponseSchema,
  weekDayListSchema,
  weekDayUpdateResponseSchema,
} from '@contract/business-settings.js';
import { errorResponseSchema } from '@contract/common.js';
import { runMutation } from '../../plugins/idempotency.js';
import { BEARER_SECURITY, MUTATION_ERRORS, signedInSchema } from '../signed-in-schema.js';
import { availabilityRoutes } from './availability.js';
import { publicHolidayRoutes } from './public-holidays.js';
import { businessInfoRoutes } from './business-info.js';
import { messageSettingsRoutes } from './message-settings.js';
import { messageTextsRoutes } from './message-texts.js';
import { listWeekDays, setDayOpen, setDayRanges, setDayTime } from './business-days-repository.js';
import { getServiceInterval, setServiceInterval } from './business-settings-repository.js';

const TAGS = ['business-settings'];
/** Every change names a row by id (a day, an interval); another business's answers 404. */
const SETTINGS_MUTATION_ERRORS = { ...MUTATION_ERRORS, 404: errorResponseSchema };

/**
 * The weekday and interval changes are each one UPDATE ... RETURNING (the repository): without
 * an Idempotency-Key they need no transaction around them.
 */
const SINGLE_STATEMENT = { singleStatement: true };

/** The weekday updates answer alike: "Updated" and the day as it now stands. */
function weekDayUpdateSchema<Body extends z.ZodType>(description: string, body: Body) {
  return {
    tags: TAGS,
    description,
    security: BEARER_SECURITY,
    body,
    response: { 200: weekDayUpdateResponseSchema, ...SETTINGS_MUTATION_ERRORS },
  };
}

/** The spec has a call for each end of a weekday's hours, each with its own field names. */
interface DayTimeBodies {
  opening: z.output<typeof openingTimeBodySchema>;
  closing: z.output<typeof closingTimeBodySchema>;
}
type DayEnd = keyof DayTimeBodies;

const DAY_TIME_ROUTES: {
  [End in DayEnd]: { url: string; description: string; body: z.ZodType<DayTimeBodies[End]> };
} = {
  opening: {
    url: apiPaths.updateOpeningTime,
    description:
      'Sets the opening time (HH:mm) of an open weekday; empty or null means 10:00. It must ' +
      'stay before the closing time.',
    body: openingTimeBodySchema,
  },
  closing: {
    url: apiPaths.updateClosingTime,
    description:
      'Sets the closing time (HH:mm) of an open weekday; empty or null means 19:00. It must ' +
      'stay after the opening time.',
    body: closingTimeBodySchema,
  },
};

/** The PUT that sets one end of a weekday's hours; `read` finds the day and time in its body. */
function dayTimeRoute<End extends DayEnd>(
  end: End,
  read: (body: DayTimeBodies[End]) => { dayId: number; time: string | null },
) {
  const { url, description, body } = DAY_TIME_ROUTES[end];
  return {
    method: 'PUT' as const,
    url,
    schema: weekDayUpdateSchema(description, body),
    handler: async (
      request: FastifyRequest & { body: DayTimeBodies[End] },
      reply: FastifyReply,
    ) => {
      const { dayId, time } = read(request.body);
      return runMutation(
        request,
        reply,
        async (db) => ({
          msg: DAY_UPDATED_MESSAGE,
          // An empty time clears like null: the day gets its default time back.
          day: await setDayTime(db, request.user.id, dayId, end, time || null),
        }),
        SINGLE_STATEMENT,
      );
    },
  };
}

export const businessSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a request without a valid token is refused before its body is even read.
  app.addHook('onRequest', app.authenticate);

  app.get(
    apiPaths.weekDays,
    {
      schema: signedInSchema(
        TAGS,
        'The seven weekdays of the business, Monday first, with their opening hours.',
        weekDayListSchema,
      ),
    },
    async (request) => listWeekDays(app.db, request.user.id),
  );

  app.put(
    apiPaths.updateDayOpen,
    {
      schema: weekDayUpdateSchema(
        'Opens or closes a weekday. Closing clears its hours; opening sets any missing hours to ' +
          '10:00 and 19:00.',
        dayOpenBodySchema,
      ),
    },
    async (request, reply) =>
      runMutation(
        request,
        reply,
        async (db) => ({
          msg: DAY_UPDATED_MESSAGE,
          day: await setDayOpen(db, request.user.id, request.body.id, Boolean(request.body.open)),
        }),
        SINGLE_STATEMENT,
      ),
  );

  app.route(dayTimeRoute('opening', (body) => ({ dayId: body.tid, time: body.openingTime })));
  app.route(dayTimeRoute('closing', (body) => ({ dayId: body.ctid, time: body.closingTime })));

  app.put(
    apiPaths.updateDayRanges,
    {
      schema: weekDayUpdateSchema(
        "Not in the spec: sets an open weekday's hours in one change, the first range " +
          "(openingTime, closingTime) and a split day's second (secondOpeningTime, " +
          'secondClosingTime; both null or absent for none). Each range opens before it closes ' +
          'and the second starts after the first closes (docs/decisions.md, Split days).',
        dayRangesBodySchema,
      ),
    },
    async (request, reply) =>
      runMutation(
        request,
        reply,
        async (db) => ({
          msg: DAY_UPDATED_MESSAGE,
          day: await setDayRanges(db, request.user.id, request.body),
        }),
        SINGLE_STATEMENT,
      ),
  );

  app.get(
    apiPaths.serviceInterval,
    {
      schema: {
        tags: TAGS,
        description: 'The service interval of the business and its length in minutes.',
        security: BEARER_SECURITY,
        response: {
          200: serviceIntervalSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => getServiceInterval(app.db, request.user.id),
  );

  app.put(
    apiPaths.updateServiceInterval,
    {
      schema: {
        tags: TAGS,
        description: 'Chooses the service interval among the interval types.',
        security: BEARER_SECURITY,
        body: serviceIntervalBodySchema,
        response: { 200: serviceIntervalUpdateResponseSchema, ...SETTINGS_MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(
        request,
        reply,
        async (db) => ({
          msg: SERVICE_INTERVAL_UPDATED_MESSAGE,
          serviceInterval: await setServiceInterval(
            db,
            request.user.id,
            request.body.id,
            request.body.intervalTypeID,
          ),
        }),
        SINGLE_STATEMENT,
      ),
  );

  await app.register(businessInfoRoutes);
  await app.register(availabilityRoutes);
  await app.register(messageSettingsRoutes);
  await app.register(messageTextsRoutes);
  await app.register(publicHolidayRoutes);
};
