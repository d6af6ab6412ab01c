// The online booking portal's public calls: /api/public/{slug} for the business and its
// catalogue, .../slots for the start times still for sale (contract/availability/slot-engine.ts),
// .../bookings to book, and /api/public/bookings/cancel for a client's cancel link. No session;
// each call is rate-limited per client address, counted in the database.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalApiPaths } from '@contract/api-paths.js';
import { errorResponseSchema } from '@contract/common.js';
import {
  PORTAL_MAX_RANGE_DAYS,
  portalBookingBodySchema,
  portalBookingSchema,
  portalCancelBodySchema,
  portalCancelledSchema,
  portalConflictSchema,
  portalProfileSchema,
  portalSlotsQuerySchema,
  portalSlotsSchema,
  portalSlugParamsSchema,
} from '@contract/portal.js';
import { daysBetween } from '@contract/booking-time.js';
import { HttpError, withValues } from '../../plugins/errors.js';
import { runMutation } from '../../plugins/idempotency.js';
import { servicesMinutes } from '../../scheduling/slot-settings.js';
import { mailInBackground } from '../../plugins/background-mail.js';
import { bookOnline, ONLINE } from './book-online.js';
import { portalProfile } from './portal-profile.js';
import { cancelWithToken } from './portal-cancel-tokens.js';
import { openPortalBusiness } from './portal-repository.js';
import { portalTeamSlots } from './portal-slots.js';

const TAGS = ['portal'];
const ERRORS = { 400: errorResponseSchema, 404: errorResponseSchema, 410: errorResponseSchema };
const RATE_LIMITED = { 429: errorResponseSchema };

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.clock();
  const sendLater = mailInBackground(app);
  // A cancel link cancels the booking's reminders; a booking plans them: the sender looks now.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) app.messages.wake();
  });
  const limit = (max: number) => ({
    rateLimit: app.config.rateLimit ? { max, timeWindow: '1 minute' } : false,
  });

  app.get(
    portalApiPaths.profile(':slug'),
    {
      config: limit(60),
      schema: {
        tags: TAGS,
        description:
          "A business's booking page: its name, phone, logo, time zone, its services by " +
          'category and its active team members (name, colour, services). 404 for an unknown ' +
          'address, 410 when the business has turned online booking off.',
        params: portalSlugParamsSchema,
        response: { 200: portalProfileSchema, ...ERRORS, ...RATE_LIMITED },
      },
    },
    async (request) => portalProfile(app.db, request.params.slug),
  );

  app.get(
    portalApiPaths.slots(':slug'),
    {
      config: limit(60),
      schema: {
        tags: TAGS,
        description:
          'The start times still for sale for the services (ids separated by commas, their ' +
          `durations added up), on each local date from \`from\` to \`to\` (at most ` +
          `${PORTAL_MAX_RANGE_DAYS} days): opening hours, breaks, closed dates and special ` +
          "hours, the service interval as the step, the business's capacity, its minimum " +
          'notice and how far ahead it takes bookings; and a team member who does every ' +
          "service and is free (their hours, breaks, time off and capacity): `member`'s, or " +
          'anyone\'s when `member` is absent ("No preference"). 404 for a member the business ' +
          'does not have active, 400 for one who does not do every service.',
        params: portalSlugParamsSchema,
        querystring: portalSlotsQuerySchema,
        response: { 200: portalSlotsSchema, ...ERRORS, ...RATE_LIMITED },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (from > to) throw new HttpError(400, '`to` must not be before `from`');
      if (daysBetween(from, to) + 1 > PORTAL_MAX_RANGE_DAYS) {
        throw withValues(400, `Ask for at most ${PORTAL_MAX_RANGE_DAYS} days at a time`, {
          maxDays: PORTAL_MAX_RANGE_DAYS,
        });
      }
      const business = await openPortalBusiness(app.db, request.params.slug);
      const serviceIds = request.query.services.split(',').map(Number);
      const durationMinutes = await servicesMinutes(app.db, business.id, serviceIds, ONLINE);
      const { days } = await portalTeamSlots(app.db, business, {
        from,
        to,
        serviceIds,
        durationMinutes,
        memberId: request.query.member,
        now: now(),
      });
      // Times only: who is free stays the server's (the booking assigns "No preference").
      return {
        timeZone: business.timezone,
        durationMinutes,
        days: days.map((day) => ({
          date: day.date,
          slots: day.slots.map(({ time, start, end }) => ({ time, start, end })),
        })),
      };
    },
  );

  app.post(
    portalApiPaths.book(':slug'),
    {
      config: limit(10),
      schema: {
        tags: TAGS,
        description:
          'Books the services at a local date and 24-hour time offered by the slots call, for ' +
          'a client found by e-mail or phone (or created), with `memberId` or, without it ' +
          '("No preference"), the free member with the fewest booked minutes that day, and ' +
          'mails them a confirmation with a calendar event and the cancel link. Accepts an Idempotency-Key. 409 when the ' +
          'time is taken or no longer offered, with up to 3 nearest free start times. ' +
          '`website` must be left empty: a filled one is answered like a booking, but nothing ' +
          'is stored or sent.',
        params: portalSlugParamsSchema,
        body: portalBookingBodySchema,
        response: {
          201: portalBookingSchema,
          ...ERRORS,
          409: portalConflictSchema,
          422: errorResponseSchema,
          ...RATE_LIMITED,
        },
      },
    },
    async (request, reply) =>
      bookOnline(request, reply, request.params.slug, request.body, sendLater),
  );

  app.post(
    portalApiPaths.cancel,
    {
      config: limit(10),
      schema: {
        tags: TAGS,
        description:
          'Cancels the booking of a cancel link, once. 404 for a link that is unknown or ' +
          "already used; 409 once the business's minimum notice before the start has begun.",
        body: portalCancelBodySchema,
        response: {
          200: portalCancelledSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          ...RATE_LIMITED,
        },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (trx) => ({
        msg: 'Your booking is cancelled',
        ...(await cancelWithToken(trx, request.body.token, now())),
      })),
  );
};
