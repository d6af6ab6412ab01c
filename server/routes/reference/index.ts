// GET /api/service_types/, /api/price_types/, /api/durations/ and /api/intervals_types/: the
// option lists of the service form and the service-interval setting, the same for every business.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/api-paths.js';
import { errorResponseSchema } from '../../../contract/common.js';
import {
  durationListSchema,
  intervalTypeListSchema,
  priceTypeListSchema,
  serviceTypeListSchema,
} from '../../../contract/reference.js';
import {
  listDurations,
  listIntervalTypes,
  listPriceTypes,
  listServiceTypes,
} from './reference-repository.js';

const TAGS = ['reference'];
const SECURITY = [{ bearer: [] }];

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  // The data is not secret, but only the signed-in app asks for it; keeping every /api call
  // behind a session leaves nothing for anonymous clients to scrape or hammer.
  app.addHook('onRequest', app.authenticate);

  app.get(
    apiPaths.serviceTypes,
    {
      schema: {
        tags: TAGS,
        description: 'Who a service is available for (Everyone, Women, Men, Children), by id.',
        security: SECURITY,
        response: { 200: serviceTypeListSchema, 401: errorResponseSchema },
      },
    },
    async () => listServiceTypes(app.db),
  );

  app.get(
    apiPaths.priceTypes,
    {
      schema: {
        tags: TAGS,
        description: 'Price types (Fixed, From, Free), by id. A Free service has no price.',
        security: SECURITY,
        response: { 200: priceTypeListSchema, 401: errorResponseSchema },
      },
    },
    async () => listPriceTypes(app.db),
  );

  app.get(
    apiPaths.durations,
    {
      schema: {
        tags: TAGS,
        description:
          'Service durations from 5 minutes to 8 hours, shortest first; durationValue is in ' +
          'minutes, hrs and min split it for display.',
        security: SECURITY,
        response: { 200: durationListSchema, 401: errorResponseSchema },
      },
    },
    async () => listDurations(app.db),
  );

  app.get(
    apiPaths.intervalTypes,
    {
      schema: {
        tags: TAGS,
        description: 'Service interval options; duration is in minutes, shortest first.',
        security: SECURITY,
        response: { 200: intervalTypeListSchema, 401: errorResponseSchema },
      },
    },
    async () => listIntervalTypes(app.db),
  );
};
