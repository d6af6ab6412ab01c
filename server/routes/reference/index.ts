// GET /api/service_types/, /api/price_types/, /api/durations/ and /api/intervals_types/: the
// option lists of the service form and the service-interval setting, the same for every business.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import {
  durationListSchema,
  intervalTypeListSchema,
  priceTypeListSchema,
  serviceTypeListSchema,
} from '@contract/reference.js';
import {
  listDurations,
  listIntervalTypes,
  listPriceTypes,
  listServiceTypes,
} from '../../repositories/reference-repository.js';
import { signedInSchema } from '../signed-in-schema.js';

const TAGS = ['reference'];

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  // The data is not secret, but only the signed-in app asks for it; keeping every /api call
  // behind a session leaves nothing for anonymous clients to scrape or hammer.
  app.addHook('onRequest', app.authenticate);

  app.get(
    apiPaths.serviceTypes,
    {
      schema: signedInSchema(
        TAGS,
        'Who a service is available for (Everyone, Women, Men, Children), by id.',
        serviceTypeListSchema,
      ),
    },
    async () => listServiceTypes(app.db),
  );

  app.get(
    apiPaths.priceTypes,
    {
      schema: signedInSchema(
        TAGS,
        'Price types (Fixed, From, Free), by id. A Free service has no price.',
        priceTypeListSchema,
      ),
    },
    async () => listPriceTypes(app.db),
  );

  app.get(
    apiPaths.durations,
    {
      schema: signedInSchema(
        TAGS,
        'Service durations from 5 minutes to 8 hours, shortest first; durationValue is in ' +
          'minutes, hrs and min split it for display.',
        durationListSchema,
      ),
    },
    async () => listDurations(app.db),
  );

  app.get(
    apiPaths.intervalTypes,
    {
      schema: signedInSchema(
        TAGS,
        'Service interval options; duration is in minutes, shortest first.',
        intervalTypeListSchema,
      ),
    },
    async () => listIntervalTypes(app.db),
  );
};
