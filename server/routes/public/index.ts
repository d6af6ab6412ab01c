// The online booking portal's public calls: /api/public/{slug} for the business and its
// catalogue, .../slots for the start times still for sale (contract/availability/slot-engine.ts),
// .../bookings to book, and /api/public/bookings/cancel for a client's cancel link. No session;
// each call is rate-limited per client address, counted in the database.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalApiPaths } from '../../../contract/api-paths.js';
import { findSlots } from '../../../contract/availability/slot-engine.js';
import { errorResponseSchema } from '../../../contract/common.js';
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
  type PortalBooking,
} from '../../../contract/portal.js';
import { HttpError } from '../../plugins/errors.js';
import { runMutation } from '../../plugins/idempotency.js';
import {
  findOverload,
  lockBusiness,
  planBooking,
  type PlannedBooking,
} from '../../repositories/booking-plan.js';
import { findOrCreateClient } from '../../repositories/clients-repository.js';
import { clientBookedMail, ownerBookedMail, type BookedMailDetails } from './booking-mail.js';
import { portalProfile } from './portal-profile.js';
import { daysBetween, to12Hour } from '../../../contract/booking-time.js';
import {
  cancelWithToken,
  createCancelToken,
  insertOnlineBooking,
  nearestSlots,
  openPortalBusiness,
  servicesMinutes,
  slotSettings,
  type PortalBusiness,
} from './portal-repository.js';

const TAGS = ['portal'];
const ERRORS = { 400: errorResponseSchema, 404: errorResponseSchema, 410: errorResponseSchema };
const RATE_LIMITED = { 429: errorResponseSchema };
/** Only the services the owner offers on the booking page (docs/decisions.md, Catalogue edits). */
const ONLINE = { online: true };

const answer = (plan: PlannedBooking, cancelToken: string): PortalBooking => ({
  date: plan.book_date,
  time: plan.book_time,
  start: plan.start_at,
  end: plan.end_at,
  services: plan.items.map((item) => ({
    name: item.name,
    price: item.price_cents / 100,
    durationMinutes: item.duration_min,
  })),
  total: plan.amount_cents / 100,
  cancelToken,
});

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.clock();
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
          "A business's booking page: its name, phone, logo, time zone and its services by " +
          'category. 404 for an unknown address, 410 when the business has turned online ' +
          'booking off.',
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
          'notice and how far ahead it takes bookings.',
        params: portalSlugParamsSchema,
        querystring: portalSlotsQuerySchema,
        response: { 200: portalSlotsSchema, ...ERRORS, ...RATE_LIMITED },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (from > to) throw new HttpError(400, '`to` must not be before `from`');
      if (daysBetween(from, to) + 1 > PORTAL_MAX_RANGE_DAYS) {
        throw new HttpError(400, `Ask for at most ${PORTAL_MAX_RANGE_DAYS} days at a time`);
      }
      const business = await openPortalBusiness(app.db, request.params.slug);
      const serviceIds = request.query.services.split(',').map(Number);
      const durationMinutes = await servicesMinutes(app.db, business.id, serviceIds, ONLINE);
      const settings = await slotSettings(app.db, business, from, to);
      const days = findSlots({
        ...settings,
        durationMinutes,
        from,
        to,
        now: now().toISOString(),
      });
      return { timeZone: business.timezone, durationMinutes, days };
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
          'a client found by e-mail or phone (or created), and mails them a confirmation with ' +
          'a calendar event and the cancel link. Accepts an Idempotency-Key. 409 when the ' +
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
    async (request, reply) => {
      const body = request.body;
      const business = await openPortalBusiness(app.db, request.params.slug);
      const at = now();
      const request_ = { date: body.date, time: body.time, serviceIds: body.services };
      if (body.website) {
        // A robot filled the hidden field: it learns nothing from the answer.
        await servicesMinutes(app.db, business.id, body.services, ONLINE);
        const plan = await planBooking(app.db, business, request_);
        reply.code(201);
        return answer(plan, randomBytes(32).toString('base64url'));
      }
      let mail: BookedMailDetails | undefined;
      const booked = await runMutation(
        request,
        reply,
        async (trx) => {
          await lockBusiness(trx, app.dbKind, business.id);
          const durationMinutes = await servicesMinutes(trx, business.id, body.services, ONLINE);
          const plan = await planBooking(trx, business, request_);
          await refuseUnlessOffered(trx, business, plan, durationMinutes, at);
          const client = await findOrCreateClient(
            trx,
            business.id,
            {
              firstName: body.firstName,
              lastName: body.lastName,
              phone: body.phone,
              email: body.email,
            },
            at,
          );
          const id = await insertOnlineBooking(trx, business.id, plan, client, at);
          const token = await createCancelToken(trx, business.id, id, plan.start_at, at);
          mail = mailDetails(business, id, plan, token, body, at);
          return answer(plan, token);
        },
        { status: 201 },
      );
      // Mailed once, after the booking is committed; a replayed answer sends nothing again.
      if (mail) await sendMails(mail);
      return booked;
    },
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

  /** 409 with the nearest free times unless the engine still offers exactly this start. */
  async function refuseUnlessOffered(
    trx: Parameters<typeof slotSettings>[0],
    business: PortalBusiness,
    plan: PlannedBooking,
    durationMinutes: number,
    at: Date,
  ): Promise<void> {
    const settings = await slotSettings(trx, business, plan.book_date, plan.book_date);
    const offered = (bookings: typeof settings.bookings) =>
      findSlots({
        ...settings,
        bookings,
        durationMinutes,
        from: plan.book_date,
        to: plan.book_date,
        now: at.toISOString(),
      })[0]?.slots.some((slot) => slot.start === plan.start_at) ?? false;
    // The diary's own check too, on the same locked transaction: capacity at every instant.
    const overloaded = await findOverload(trx, business.id, plan);
    if (!overloaded && offered(settings.bookings)) return;
    const nearest = await nearestSlots(trx, business, {
      date: plan.book_date,
      time: plan.book_time,
      durationMinutes,
      now: at,
    });
    const message = offered([])
      ? 'Sorry, this time was just taken. Please choose another time.'
      : 'This time cannot be booked online. Please choose another time.';
    throw new HttpError(409, message, { nearest });
  }

  function mailDetails(
    business: PortalBusiness,
    appointmentId: number,
    plan: PlannedBooking,
    cancelToken: string,
    body: { firstName: string; lastName: string; phone: string; email: string },
    at: Date,
  ): BookedMailDetails {
    return {
      appointmentId,
      slug: business.slug,
      businessName: business.businessName,
      businessPhone: business.phone,
      publicUrl: app.config.publicUrl,
      clientName: `${body.firstName} ${body.lastName}`,
      clientEmail: body.email,
      clientPhone: body.phone,
      ownerEmail: business.ownerEmail,
      date: plan.book_date,
      // book_time is 24-hour "HH:mm" in the table; the mails write it as the business reads time.
      time: business.locale.clock === '24h' ? plan.book_time : to12Hour(plan.book_time),
      currency: business.locale.currency,
      start: plan.start_at,
      end: plan.end_at,
      services: plan.items.map((item) => item.name),
      total: plan.amount_cents / 100,
      cancelToken,
      now: at,
    };
  }

  /** A mail that fails is logged: the booking stands and the client has its answer. */
  async function sendMails(details: BookedMailDetails): Promise<void> {
    for (const message of [clientBookedMail(details), ownerBookedMail(details)]) {
      try {
        await app.mailer.send(message);
      } catch (error) {
        app.log.error({ err: error, to: message.to }, 'booking mail not sent');
      }
    }
  }
};
