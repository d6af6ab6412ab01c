// /api/reports: how the business is doing over a period, beside the period before it, and its
// CSV files (docs/decisions.md, Reports). Every figure is the signed-in business's own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import { errorResponseSchema } from '@contract/common.js';
import { previousPeriod, reportQuerySchema, reportSchema } from '@contract/reports.js';
import { minuteIso } from '../../repositories/appointment-reads.js';
import { BEARER_SECURITY } from '../signed-in-schema.js';
import { csvRoutes } from './csv-routes.js';
import { periodSums } from './period-sums.js';
import { clientCounts, figuresOf, periodFigures } from './report-figures.js';
import { serviceTakings } from './takings-figures.js';
import { heatMap } from './time-figures.js';

const TAGS = ['reports'];

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    apiPaths.reports,
    {
      schema: {
        tags: TAGS,
        description:
          'Figures for the local dates from..to (both inclusive, at most 1097 days) and for the ' +
          'period of the same length before it: takings, refunds, outstanding, bookings, ' +
          'cancellations and no-shows, clients, sources; what each service, category and team ' +
          'member took; bookings per weekday and hour, and bookings and takings per day.',
        security: BEARER_SECURITY,
        querystring: reportQuerySchema,
        response: { 200: reportSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const business = request.business;
      const businessId = business.id;
      const period = request.query;
      const at = app.config.clock();
      const nowIso = minuteIso(at);
      // The period's bookings are read twice (their sums by day and member, and their items),
      // the period before once (docs/decisions.md, Reports).
      const [sums, clients, previous, sold, cells] = await Promise.all([
        periodSums(app.db, businessId, period, nowIso),
        clientCounts(app.db, business, period),
        periodFigures(app.db, business, previousPeriod(period), nowIso),
        serviceTakings(app.db, businessId, period),
        heatMap(app.db, businessId, period),
      ]);
      return {
        currency: request.business.locale.currency,
        weekStart: request.business.locale.weekStart,
        computedAt: at.toISOString(),
        current: figuresOf(period, sums.totals, clients),
        previous,
        services: sold.services,
        categories: sold.categories,
        members: sums.members,
        heatMap: cells,
        days: sums.days,
      };
    },
  );

  await app.register(csvRoutes);
};
