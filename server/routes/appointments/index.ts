// GET /api/appointments/...: the count, the dashboard's next few, upcoming, past, all, a date
// range and one appointment; the diary's changes are in write-routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentCountSchema,
  appointmentDetailSchema,
  appointmentListResponseSchema,
  appointmentRangeQuerySchema,
  LATEST_APPOINTMENTS_LIMIT,
  MAX_RANGE_DAYS,
} from '../../../contract/appointments.js';
import { apiPaths } from '../../../contract/api-paths.js';
import { errorResponseSchema, idParamsSchema } from '../../../contract/common.js';
import { HttpError, notFound } from '../../plugins/errors.js';
import { findAppointmentDetail } from '../../repositories/appointment-reads.js';
import { BEARER_SECURITY, signedInSchema } from '../signed-in-schema.js';
import {
  countAppointments,
  listAllAppointments,
  listAppointmentsInRange,
  listPastAppointments,
  listUpcomingAppointments,
} from './appointments-repository.js';
import { appointmentWriteRoutes } from './write-routes.js';

const TAGS = ['appointments'];

const listSchema = (description: string) =>
  signedInSchema(TAGS, description, appointmentListResponseSchema);

export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a request without a valid token is refused before its body is even read.
  app.addHook('onRequest', app.authenticate);
  const now = () => app.config.clock();

  app.get(
    apiPaths.appointmentCount,
    {
      schema: signedInSchema(
        TAGS,
        'How many appointments the business has, not counting cancelled ones.',
        appointmentCountSchema,
      ),
    },
    async (request) => ({ cnt: await countAppointments(app.db, request.user.id) }),
  );

  app.get(
    apiPaths.latestAppointments,
    {
      schema: listSchema(
        `The next ${LATEST_APPOINTMENTS_LIMIT} upcoming appointments (dashboard).`,
      ),
    },
    async (request) =>
      listUpcomingAppointments(app.db, request.user, now(), LATEST_APPOINTMENTS_LIMIT),
  );

  app.get(
    apiPaths.upcomingAppointments,
    { schema: listSchema("Appointments from now on in the business's time zone, soonest first.") },
    async (request) => listUpcomingAppointments(app.db, request.user, now()),
  );

  app.get(
    apiPaths.pastAppointments,
    { schema: listSchema("Appointments before now in the business's time zone, latest first.") },
    async (request) => listPastAppointments(app.db, request.user, now()),
  );

  app.get(
    apiPaths.allAppointments,
    {
      schema: listSchema('Every appointment of the business not cancelled, for the calendar.'),
    },
    async (request) => listAllAppointments(app.db, request.user.id, now()),
  );

  app.get(
    apiPaths.appointmentRange,
    {
      schema: {
        tags: TAGS,
        description:
          'Appointments not cancelled on the local dates from..to (inclusive, YYYY-MM-DD, at ' +
          `most ${MAX_RANGE_DAYS} days), in time order: the Today agenda and the calendar.`,
        security: BEARER_SECURITY,
        querystring: appointmentRangeQuerySchema,
        response: {
          200: appointmentListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      if (days < 1) throw new HttpError(400, 'from must not be after to');
      if (days > MAX_RANGE_DAYS) {
        throw new HttpError(400, `The range must be at most ${MAX_RANGE_DAYS} days`);
      }
      return listAppointmentsInRange(app.db, request.user.id, { from, to }, now());
    },
  );

  app.get(
    apiPaths.appointment(':id'),
    {
      schema: {
        tags: TAGS,
        description: "One appointment of the business, with its client's contact details.",
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: {
          200: appointmentDetailSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const found = await findAppointmentDetail(app.db, request.user.id, request.params.id, now());
      if (!found) throw notFound('Appointment');
      return found;
    },
  );

  await app.register(appointmentWriteRoutes);
};
