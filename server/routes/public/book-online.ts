// A client's booking on the booking page (POST /api/public/{slug}/bookings), as one service the
// route calls: the booking is planned from its services first, then in one transaction
// (runMutation, so an Idempotency-Key lands it once) the business is locked, the plan checked
// against what the team's slot engine still offers and the diary's capacity, the member chosen
// or given by the rule (docs/decisions.md, Team), the client found or created, the booking written
// (server/scheduling/insert-booking.ts) with its cancel token; then the two mails, once, in the
// background.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { to12Hour } from '@contract/booking-time.js';
import {
  portalBookingSchema,
  type PortalBooking,
  type portalBookingBodySchema,
} from '@contract/portal.js';
import { CONTACT_REFUSALS, contactProblem } from '@contract/business-address.js';
import {
  SLOT_NOT_BOOKABLE_CODE,
  SLOT_NOT_BOOKABLE_MESSAGE,
  SLOT_TAKEN_CODE,
  SLOT_TAKEN_MESSAGE,
} from '@contract/portal-refusals.js';
import type { Db } from '../../db/database.js';
import { coded, HttpError } from '../../plugins/errors.js';
import { runMutation } from '../../plugins/idempotency.js';
import type { SendInBackground } from '../../plugins/background-mail.js';
import type { MailMessage } from '../../plugins/mail.js';
import { findOrCreateClient } from '../../repositories/clients-repository.js';
import {
  findOverload,
  lockBusiness,
  planBooking,
  type PlannedBooking,
} from '../../scheduling/booking-plan.js';
import { insertBooking } from '../../scheduling/insert-booking.js';
import { planBookingMessages } from '../../messages/message-queue.js';
import { servicesMinutes } from '../../scheduling/slot-settings.js';
import { customIntro } from '../../messages/message-intros.js';
import { clientBookedMail, ownerBookedMail, type BookedMailDetails } from './booking-mail.js';
import { cancelTokenFor, createCancelToken } from './portal-cancel-tokens.js';
import { openPortalBusiness, type PortalBusiness } from './portal-repository.js';
import { nearestSlots, portalTeamSlots } from './portal-slots.js';

/** Only the services the owner offers on the booking page (docs/decisions.md, Catalogue edits). */
export const ONLINE = { online: true };

type BookingBody = z.output<typeof portalBookingBodySchema>;

/**
 * What an idempotent booking keeps of its answer: all but the cancel token, and the booking's id
 * to derive the token again on a replay (docs/decisions.md, Pages and mails).
 */
const storedBookingSchema = portalBookingSchema
  .omit({ cancelToken: true })
  .extend({ appointmentId: z.number() });

/** Who performs the booking, as its answer and mails name them. */
interface BookedMember {
  id: number;
  name: string;
}

const answer = (
  plan: PlannedBooking,
  cancelToken: string,
  member: BookedMember | undefined,
): PortalBooking => ({
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
  ...(member ? { member } : {}),
  cancelToken,
});

/** Books `body` on the page of `slug`; 201 with the booking, or the refusal as an HttpError. */
export async function bookOnline(
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  body: BookingBody,
  sendLater: SendInBackground,
): Promise<PortalBooking> {
  const app = request.server;
  const business = await openPortalBusiness(app.db, slug);
  // The business says whether a phone, an e-mail or both are needed (docs/decisions.md, Address
  // and booking page); the page asks the same, but the server decides.
  const missing = contactProblem(business.contactRule, body.phone, body.email);
  if (missing) {
    const { msg, param } = CONTACT_REFUSALS[missing];
    throw new HttpError(400, msg, {}, {}, param, missing);
  }
  const at = app.config.clock();
  const request_ = { date: body.date, time: body.time, serviceIds: body.services };
  if (body.website) {
    // A robot filled the hidden field: it learns nothing from the answer.
    await servicesMinutes(app.db, business.id, body.services, ONLINE);
    const plan = await planBooking(app.db, business, request_);
    reply.code(201);
    return answer(plan, randomBytes(32).toString('base64url'), undefined);
  }
  // The services and their snapshot are read before the write transaction, on SQLite from the
  // reader connection: the transaction holds the writer only for the slot check and the writes
  // (docs/decisions.md, Fair sharing). An edit of a service lands before or after this booking,
  // as it would a moment apart.
  const durationMinutes = await servicesMinutes(app.db, business.id, body.services, ONLINE);
  const plan = await planBooking(app.db, business, request_);
  let mail: BookedMailDetails | undefined;
  let appointmentId = 0;
  // As runMutation reads it; it refuses a malformed key before `work` runs.
  const keyHeader = request.headers['idempotency-key'];
  const key = Array.isArray(keyHeader) ? keyHeader[0] : keyHeader;
  const booked = await runMutation(
    request,
    reply,
    async (trx) => {
      await lockBusiness(trx, app.dbKind, business.id);
      const member = await assignMember(trx, business, plan, {
        serviceIds: body.services,
        durationMinutes,
        memberId: body.memberId,
        now: at,
      });
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
      const id = await insertBooking(trx, business.id, {
        plan,
        memberId: member.id,
        client,
        source: 'online',
        notes: '',
        now: at,
        language: body.language ?? business.bookingLanguage,
        clientNote: body.note,
      });
      appointmentId = id;
      // Its reminders, in this transaction (docs/decisions.md, Messages to clients).
      await planBookingMessages(trx, business.id, id, 'booked', {
        notify: false,
        now: at,
        sms: app.config.sms !== undefined,
      });
      const derived = typeof key === 'string' ? cancelTokenFor(key, id) : undefined;
      const token = await createCancelToken(trx, business.id, id, plan.start_at, at, derived);
      const language = body.language ?? business.bookingLanguage;
      mail = {
        ...mailDetails(app, business, id, plan, token, body, member.name, at),
        customIntro: await customIntro(trx, business.id, 'confirmation', language),
      };
      return answer(plan, token, member);
    },
    {
      status: 201,
      secretAnswer: {
        store: ({ cancelToken: _token, ...kept }) => ({ ...kept, appointmentId }),
        replay: (stored, sentKey) => {
          const { appointmentId: storedId, ...kept } = storedBookingSchema.parse(stored);
          return { ...kept, cancelToken: cancelTokenFor(sentKey, storedId) };
        },
      },
    },
  );
  // Mailed once, after the booking is committed; a replayed answer sends nothing again. The
  // answer does not wait for the mails: on a busy event loop each is several turns of file or
  // SMTP work (docs/decisions.md, Fair sharing). A failed send is logged; the booking stands.
  if (mail) for (const message of bookedMails(mail)) sendLater(message);
  return booked;
}

/**
 * The member of the booking: the one asked for, or for "No preference" the first the team's
 * engine lists at this start (fewest booked minutes that day, then position: docs/decisions.md,
 * Team), read on the locked transaction so two bookings cannot both take one member's place.
 * 404 or 400 for a member who cannot be asked for; 409 with the nearest free times (for the same
 * choice) unless the start is still offered.
 */
async function assignMember(
  trx: Db,
  business: PortalBusiness,
  plan: PlannedBooking,
  choice: { serviceIds: number[]; durationMinutes: number; memberId?: number; now: Date },
): Promise<BookedMember> {
  const request = { ...choice, from: plan.book_date, to: plan.book_date };
  const { days, members, unbooked } = await portalTeamSlots(trx, business, request);
  const offered = (found: typeof days) =>
    found[0]?.slots.find((slot) => slot.start === plan.start_at)?.memberIds[0];
  const memberId = offered(days);
  // The diary's own check too, on the same locked transaction: capacity at every instant.
  const overloaded = await findOverload(trx, business.id, plan);
  const member = members.find((candidate) => candidate.id === memberId);
  if (member && !overloaded) return { id: member.id, name: member.name };
  const nearest = await nearestSlots(trx, business, {
    ...choice,
    date: plan.book_date,
    time: plan.book_time,
  });
  if (offered(unbooked()) !== undefined) {
    throw coded(409, SLOT_TAKEN_CODE, SLOT_TAKEN_MESSAGE, { nearest });
  }
  throw coded(409, SLOT_NOT_BOOKABLE_CODE, SLOT_NOT_BOOKABLE_MESSAGE, { nearest });
}

function mailDetails(
  app: FastifyInstance,
  business: PortalBusiness,
  appointmentId: number,
  plan: PlannedBooking,
  cancelToken: string,
  body: BookingBody,
  memberName: string,
  at: Date,
): Omit<BookedMailDetails, 'customIntro'> {
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
    memberName,
    total: plan.amount_cents / 100,
    cancelToken,
    now: at,
    address: business.address,
    clientNote: body.note,
    clientLanguage: body.language ?? business.bookingLanguage,
    ownerLanguage: business.ownerLanguage,
  };
}

/**
 * The client's confirmation and the owner's notice of one booking; no confirmation for a client
 * who gave no e-mail (the business's rule may ask a phone only).
 */
function bookedMails(details: BookedMailDetails): MailMessage[] {
  const owner = ownerBookedMail(details);
  return details.clientEmail ? [clientBookedMail(details), owner] : [owner];
}
