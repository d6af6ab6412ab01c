// GET /api/appointments/...: the count, the dashboard's next few, upcoming, past and all.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentCountSchema,
  appointmentListResponseSchema,
  LATEST_APPOINTMENTS_LIMIT,
} from '../../../contract/appointments.js';
import { apiPaths } from '../../../contract/api-paths.js';
import { signedInSchema } from '../signed-in-schema.js';
import {
  countAppointments,
  listAllAppointments,
  listPastAppointments,
  listUpcomingAppointments,
} from './appointments-repository.js';

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
        'How many appointments the business has.',
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
    { schema: listSchema('Every appointment of the business, for the calendar.') },
    async (request) => listAllAppointments(app.db, request.user.id),
  );
};
