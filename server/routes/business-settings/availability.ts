// The booking portal's rules as the owner sees and sets them (docs/decisions.md, Availability
// settings (owner)): GET and PUT /api/business-settings/availability, and adding or removing
// breaks, closed dates and special hours. Registered inside the business-settings plugin, so
// app.authenticate has already refused a request without a session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import {
  AVAILABILITY_UPDATED_MESSAGE,
  availabilityRulesSchema,
  availabilityRulesUpdateResponseSchema,
  availabilitySettingsSchema,
  BREAK_ADDED_MESSAGE,
  BREAK_REMOVED_MESSAGE,
  breakBodySchema,
  breakCreatedResponseSchema,
  CLOSURE_ADDED_MESSAGE,
  CLOSURE_REMOVED_MESSAGE,
  closureBodySchema,
  closureCreatedResponseSchema,
  SPECIAL_HOURS_REMOVED_MESSAGE,
  SPECIAL_HOURS_SAVED_MESSAGE,
  specialHoursBodySchema,
  specialHoursSavedResponseSchema,
} from '@contract/availability-settings.js';
import { errorResponseSchema, idParamsSchema, messageResponseSchema } from '@contract/common.js';
import { runMutation } from '../../plugins/idempotency.js';
import { BEARER_SECURITY, MUTATION_ERRORS, signedInSchema } from '../signed-in-schema.js';
import {
  addBreak,
  addClosure,
  deleteOwned,
  readAvailabilitySettings,
  saveAvailabilityRules,
  saveSpecialHours,
} from './availability-repository.js';

const TAGS = ['business-settings'];
/** Every write here is one statement (availability-repository.ts). */
const SINGLE_STATEMENT = { singleStatement: true };
const CREATED = { status: 201, singleStatement: true };

/** The three kinds of row the owner adds and removes by id. */
const REMOVABLE = [
  {
    path: apiPaths.businessBreak(':id'),
    table: 'business_breaks',
    what: 'Break',
    msg: BREAK_REMOVED_MESSAGE,
  },
  {
    path: apiPaths.businessClosure(':id'),
    table: 'business_closures',
    what: 'Closed dates',
    msg: CLOSURE_REMOVED_MESSAGE,
  },
  {
    path: apiPaths.specialHoursEntry(':id'),
    table: 'business_special_hours',
    what: 'Special hours',
    msg: SPECIAL_HOURS_REMOVED_MESSAGE,
  },
] as const;

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.availabilitySettings,
    {
      schema: signedInSchema(
        TAGS,
        'The online booking rules of the business: whether clients may book online, clients ' +
          'served at the same time, the minimum notice (minutes), how far ahead (days), the ' +
          'booking page address (/book/{slug}), breaks per weekday, closed dates and the ' +
          'special hours of single dates. Defaults where nothing was set.',
        availabilitySettingsSchema,
      ),
    },
    async (request) => readAvailabilitySettings(app.db, request.user.id),
  );

  app.put(
    apiPaths.availabilitySettings,
    {
      schema: {
        tags: TAGS,
        description:
          'Sets all four rules: capacity 1 to 50 clients at the same time, minimum notice 0 to ' +
          '10080 minutes, horizon 1 to 365 days, onlineBooking true or false (off, the booking ' +
          'page answers 410).',
        security: BEARER_SECURITY,
        body: availabilityRulesSchema,
        response: { 200: availabilityRulesUpdateResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(
        request,
        reply,
        async (db) => ({
          msg: AVAILABILITY_UPDATED_MESSAGE,
          rules: await saveAvailabilityRules(db, request.user.id, request.body),
        }),
        SINGLE_STATEMENT,
      ),
  );

  app.post(
    apiPaths.businessBreaks,
    {
      schema: {
        tags: TAGS,
        description:
          'Adds a break on a weekday (1 = Monday ... 7 = Sunday) from startTime to endTime ' +
          '(HH:mm, the end exclusive, after the start): no online booking overlaps it. A break ' +
          'that overlaps another of the same weekday is refused (409) with a sentence naming it.',
        security: BEARER_SECURITY,
        body: breakBodySchema,
        response: {
          201: breakCreatedResponseSchema,
          409: errorResponseSchema,
          ...MUTATION_ERRORS,
        },
      },
    },
    async (request, reply) =>
      runMutation(
        request,
        reply,
        async (db) => ({
          msg: BREAK_ADDED_MESSAGE,
          break: await addBreak(db, request.user.id, request.body),
        }),
        CREATED,
      ),
  );

  app.post(
    apiPaths.businessClosures,
    {
      schema: {
        tags: TAGS,
        description:
          'Closes the dates fromDate to toDate (YYYY-MM-DD, both inclusive; one day is ' +
          'fromDate = toDate) with an optional note: nothing is offered online on them, ' +
          'whatever their hours.',
        security: BEARER_SECURITY,
        body: closureBodySchema,
        response: { 201: closureCreatedResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(
        request,
        reply,
        async (db) => ({
          msg: CLOSURE_ADDED_MESSAGE,
          closure: await addClosure(db, request.user.id, request.body),
        }),
        CREATED,
      ),
  );

  app.post(
    apiPaths.specialHours,
    {
      schema: {
        tags: TAGS,
        description:
          "Sets one date's own hours in place of its weekday's: open with openingTime before " +
          "closingTime (HH:mm), and a split day's second range after it (secondOpeningTime, " +
          'secondClosingTime), or closed. A date that already has special hours gets the new ' +
          'ones (the same id): one row per date. Answers 200 either way.',
        security: BEARER_SECURITY,
        body: specialHoursBodySchema,
        response: { 200: specialHoursSavedResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(
        request,
        reply,
        async (db) => ({
          msg: SPECIAL_HOURS_SAVED_MESSAGE,
          specialHours: await saveSpecialHours(db, request.user.id, request.body),
        }),
        SINGLE_STATEMENT,
      ),
  );

  for (const removable of REMOVABLE) {
    app.delete(
      removable.path,
      {
        schema: {
          tags: TAGS,
          description: `Removes ${removable.what.toLowerCase()} of the business by id. Takes no body.`,
          security: BEARER_SECURITY,
          params: idParamsSchema,
          response: { 200: messageResponseSchema, 404: errorResponseSchema, ...MUTATION_ERRORS },
        },
      },
      async (request, reply) =>
        runMutation(
          request,
          reply,
          async (db) => {
            await deleteOwned(
              db,
              removable.table,
              removable.what,
              request.user.id,
              request.params.id,
            );
            return { msg: removable.msg };
          },
          SINGLE_STATEMENT,
        ),
    );
  }
};
