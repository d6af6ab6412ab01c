// GET /api/appointments/...: the count, the dashboard's next few, upcoming, past, all, a date
// range and one appointment; the diary's changes are in write-routes.ts.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPOINTMENT_PAGE_DEFAULT,
  APPOINTMENT_PAGE_MAX,
  APPOINTMENT_SORTS,
  appointmentCountSchema,
  appointmentDetailSchema,
  appointmentListQuerySchema,
  appointmentListResponseSchema,
  appointmentMonthQuerySchema,
  appointmentMonthResponseSchema,
  appointmentRangeQuerySchema,
  LATEST_APPOINTMENTS_LIMIT,
  MAX_RANGE_DAYS,
  type AppointmentListQuery,
} from '@contract/appointments.js';
import { apiPaths, TOTAL_COUNT_HEADER } from '@contract/api-paths.js';
import { errorResponseSchema, idParamsSchema } from '@contract/common.js';
import { HttpError, notFound, withValues } from '../../plugins/errors.js';
import { findAppointmentDetail } from '../../repositories/appointment-reads.js';
import { BEARER_SECURITY, signedInSchema } from '../signed-in-schema.js';
import { isPageQuery, listAppointmentPage } from './appointment-pages-repository.js';
import {
  countAppointments,
  listAppointmentsInRange,
  listMonthCells,
  listUpcomingAppointments,
} from './appointments-repository.js';
import { checkoutRoutes } from './checkout-routes.js';
import { appointmentMessageRoutes } from './message-routes.js';
import { appointmentFreeTimeRoutes } from './free-times.js';
import { sendWholeList } from './whole-lists.js';
import { appointmentWriteRoutes } from './write-routes.js';

const TAGS = ['appointments'];

/** A from..to of local dates, refused with 400 when it runs backwards or is too wide. */
function checkedRange(range: { from: string; to: string }): { from: string; to: string } {
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
  if (days < 1) throw new HttpError(400, 'from must not be after to');
  if (days > MAX_RANGE_DAYS) {
    throw withValues(400, `The range must be at most ${MAX_RANGE_DAYS} days`, {
      maxDays: MAX_RANGE_DAYS,
    });
  }
  return { from: range.from, to: range.to };
}

const listSchema = (description: string) =>
  signedInSchema(TAGS, description, appointmentListResponseSchema);

/** all_upcoming and all_past: the whole list as the spec has it, or a page of it. */
const pagedListSchema = (description: string) => ({
  tags: TAGS,
  description:
    `${description} Without parameters, every one (for small businesses and integrations; ` +
    `the app pages). With any of limit (1-${APPOINTMENT_PAGE_MAX}, ` +
    `${APPOINTMENT_PAGE_DEFAULT} when left out), offset, ` +
    `sort (${APPOINTMENT_SORTS.join(', ')}; ties by start, then id), dir (asc, desc; the ` +
    'order above when left out), q (a prefix of the first or last name, any case, or a ' +
    'booking id such as BID12 or 12) or memberId (one team member of the business: only ' +
    "their bookings; another business's member, or an unknown one, matches none): that " +
    'page, and the X-Total-Count header counts every match.',
  security: BEARER_SECURITY,
  querystring: appointmentListQuerySchema,
  response: {
    200: appointmentListResponseSchema,
    400: errorResponseSchema,
    401: errorResponseSchema,
  },
});

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

  /** A page answers its rows; the header counts every match. */
  const pageOf = async (
    request: { user: { id: number; timezone: string }; query: AppointmentListQuery },
    reply: FastifyReply,
    list: 'upcoming' | 'past',
  ) => {
    const page = await listAppointmentPage(app.db, request.user, now(), list, request.query);
    reply.header(TOTAL_COUNT_HEADER, String(page.total));
    return page.appointments;
  };

  app.get(
    apiPaths.upcomingAppointments,
    {
      schema: pagedListSchema(
        "Appointments from now on in the business's time zone, soonest first.",
      ),
    },
    async (request, reply) =>
      isPageQuery(request.query)
        ? pageOf(request, reply, 'upcoming')
        : sendWholeList(reply, app.db, request.user, now(), 'upcoming', app.businessBudgets),
  );

  app.get(
    apiPaths.pastAppointments,
    {
      schema: pagedListSchema("Appointments before now in the business's time zone, latest first."),
    },
    async (request, reply) =>
      isPageQuery(request.query)
        ? pageOf(request, reply, 'past')
        : sendWholeList(reply, app.db, request.user, now(), 'past', app.businessBudgets),
  );

  app.get(
    apiPaths.allAppointments,
    {
      schema: listSchema('Every appointment of the business not cancelled, for the calendar.'),
    },
    async (request, reply) =>
      sendWholeList(reply, app.db, request.user, now(), 'all', app.businessBudgets),
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
      const { from, to } = checkedRange(request.query);
      return listAppointmentsInRange(app.db, request.user.id, { from, to }, now());
    },
  );

  app.get(
    apiPaths.appointmentMonth,
    {
      schema: {
        tags: TAGS,
        description:
          'The month view: on each local date from..to (inclusive, YYYY-MM-DD, at most ' +
          `${MAX_RANGE_DAYS} days) the first perDay appointments not cancelled, by start, and ` +
          'in dayTotals how many each date has in all (dates without any are left out). With ' +
          "memberId, only that team member's appointments are listed and counted.",
        security: BEARER_SECURITY,
        querystring: appointmentMonthQuerySchema,
        response: {
          200: appointmentMonthResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { from, to } = checkedRange(request.query);
      const { perDay, memberId } = request.query;
      return listMonthCells(app.db, request.user.id, { from, to, perDay, memberId }, now());
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
  await app.register(appointmentFreeTimeRoutes);
  await app.register(checkoutRoutes);
  await app.register(appointmentMessageRoutes);
};
