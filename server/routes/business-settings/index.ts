// Business settings: weekdays and their hours, the service interval, and (in business-info.ts) the
// profile and logo. Every call is the signed-in business's own; another's ids answer 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/api-paths.js';
import {
  closingTimeBodySchema,
  DAY_UPDATED_MESSAGE,
  dayOpenBodySchema,
  openingTimeBodySchema,
  SERVICE_INTERVAL_UPDATED_MESSAGE,
  serviceIntervalBodySchema,
  serviceIntervalSchema,
  serviceIntervalUpdateResponseSchema,
  weekDayListSchema,
  weekDayUpdateResponseSchema,
} from '../../../contract/business-settings.js';
import { errorResponseSchema } from '../../../contract/common.js';
import { runMutation } from '../../plugins/idempotency.js';
import { businessInfoRoutes } from './business-info.js';
import {
  getServiceInterval,
  listWeekDays,
  setDayOpen,
  setDayTime,
  setServiceInterval,
} from './business-settings-repository.js';

const TAGS = ['business-settings'];
const SECURITY = [{ bearer: [] }];
const MUTATION_ERRORS = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

export const businessSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a request without a valid token is refused before its body is even read.
  app.addHook('onRequest', app.authenticate);

  app.get(
    apiPaths.weekDays,
    {
      schema: {
        tags: TAGS,
        description: 'The seven weekdays of the business, Monday first, with their opening hours.',
        security: SECURITY,
        response: { 200: weekDayListSchema, 401: errorResponseSchema },
      },
    },
    async (request) => listWeekDays(app.db, request.user.id),
  );

  app.put(
    apiPaths.updateDayOpen,
    {
      schema: {
        tags: TAGS,
        description:
          'Opens or closes a weekday. Closing clears its hours; opening sets any missing hours to ' +
          '10:00 and 19:00.',
        security: SECURITY,
        body: dayOpenBodySchema,
        response: { 200: weekDayUpdateResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => ({
        msg: DAY_UPDATED_MESSAGE,
        day: await setDayOpen(trx, request.user.id, request.body.id, Boolean(request.body.open)),
      })),
  );

  app.put(
    apiPaths.updateOpeningTime,
    {
      schema: {
        tags: TAGS,
        description:
          'Sets the opening time (HH:mm) of an open weekday; empty or null means 10:00. It must ' +
          'stay before the closing time.',
        security: SECURITY,
        body: openingTimeBodySchema,
        response: { 200: weekDayUpdateResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => ({
        msg: DAY_UPDATED_MESSAGE,
        day: await setDayTime(
          trx,
          request.user.id,
          request.body.tid,
          'opening',
          request.body.openingTime || null,
        ),
      })),
  );

  app.put(
    apiPaths.updateClosingTime,
    {
      schema: {
        tags: TAGS,
        description:
          'Sets the closing time (HH:mm) of an open weekday; empty or null means 19:00. It must ' +
          'stay after the opening time.',
        security: SECURITY,
        body: closingTimeBodySchema,
        response: { 200: weekDayUpdateResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => ({
        msg: DAY_UPDATED_MESSAGE,
        day: await setDayTime(
          trx,
          request.user.id,
          request.body.ctid,
          'closing',
          request.body.closingTime || null,
        ),
      })),
  );

  app.get(
    apiPaths.serviceInterval,
    {
      schema: {
        tags: TAGS,
        description: 'The service interval of the business and its length in minutes.',
        security: SECURITY,
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
        security: SECURITY,
        body: serviceIntervalBodySchema,
        response: { 200: serviceIntervalUpdateResponseSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => ({
        msg: SERVICE_INTERVAL_UPDATED_MESSAGE,
        serviceInterval: await setServiceInterval(
          trx,
          request.user.id,
          request.body.id,
          request.body.intervalTypeID,
        ),
      })),
  );

  await app.register(businessInfoRoutes);
};
