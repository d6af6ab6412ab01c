// The diary's changes: book, reschedule, cancel, no-show and payment status. Each is a
// mutation (Idempotency-Key honoured, server/plugins/idempotency.ts) answering the appointment as
// stored, or 409 with `conflict` saying why: overlap, outside_hours, member_services,
// member_away (send again with force) or changed (the version sent is not the stored one;
// `current` is the stored appointment).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentCancelBodySchema,
  appointmentConflictSchema,
  appointmentCreateBodySchema,
  appointmentDetailSchema,
  appointmentNoShowBodySchema,
  appointmentPaymentBodySchema,
  appointmentUpdateBodySchema,
} from '@contract/appointments.js';
import { apiPaths } from '@contract/api-paths.js';
import { errorResponseSchema, idParamsSchema } from '@contract/common.js';
import type { Db } from '../../db/database.js';
import { runMutation } from '../../plugins/idempotency.js';
import { BEARER_SECURITY, MUTATION_ERRORS } from '../signed-in-schema.js';
import {
  cancelBooking,
  createBooking,
  markNoShow,
  rescheduleBooking,
  setPaymentStatus,
  type WriteContext,
} from './booking-writes.js';

const TAGS = ['appointments'];

const REFUSALS = { ...MUTATION_ERRORS, 404: errorResponseSchema, 409: appointmentConflictSchema };
const CREATED = { 201: appointmentDetailSchema, ...REFUSALS };
const CHANGED = { 200: appointmentDetailSchema, ...REFUSALS };

export const appointmentWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  // A change may have queued a notice due now: the sender looks at once, not at its next round.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) app.messages.wake();
  });
  const context = (trx: Db, business: { id: number; timezone: string }): WriteContext => ({
    trx,
    kind: app.dbKind,
    business: { id: business.id, timezone: business.timezone },
    now: app.config.clock(),
    sms: app.config.sms !== undefined,
  });

  app.post(
    apiPaths.createAppointment,
    {
      schema: {
        tags: TAGS,
        description:
          'Books the services for a client (an existing one by id, or a new one: one with the ' +
          'same phone digits or e-mail is reused) at a local date and 24-hour time. The end is ' +
          'the start plus the durations, with the team member of memberId, or (null or absent) ' +
          '"Anyone available": the free member who does every service with the fewest minutes ' +
          'that day. 400 for a time the clocks skip; 404 for a member not of the business; 409 ' +
          'when the member is booked then (overlap), does not do a service (member_services), is ' +
          'outside their hours or on time off (member_away), or the business is closed ' +
          '(outside_hours), unless force is true; 409 for an inactive member.',
        security: BEARER_SECURITY,
        body: appointmentCreateBodySchema,
        response: CREATED,
      },
    },
    async (request, reply) =>
      runMutation(
        request,
        reply,
        (trx) => createBooking(context(trx, request.business), request.body),
        { status: 201 },
      ),
  );

  app.put(
    apiPaths.appointment(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Moves a booking or changes its services, notes or member, with the checks of a new ' +
          'booking (itself excluded). Without memberId it stays with its member; null is ' +
          '"Anyone available". version must be the stored one (409 changed otherwise). Only a ' +
          'booked appointment can be changed. A change of time, services or member mails the ' +
          'client a notice with the calendar event replaced, unless notifyClient is false.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: appointmentUpdateBodySchema,
        response: CHANGED,
      },
    },
    async (request, reply) =>
      runMutation(request, reply, (trx) =>
        rescheduleBooking(context(trx, request.business), request.params.id, request.body),
      ),
  );

  app.post(
    apiPaths.cancelAppointment(':id'),
    {
      schema: {
        tags: TAGS,
        description:
          'Cancels a booking, with an optional reason; its time becomes free. A client with an ' +
          'e-mail is told, with a cancelled calendar event, unless notifyClient is false.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: appointmentCancelBodySchema,
        response: CHANGED,
      },
    },
    async (request, reply) =>
      runMutation(request, reply, (trx) =>
        cancelBooking(context(trx, request.business), request.params.id, request.body),
      ),
  );

  app.post(
    apiPaths.noShowAppointment(':id'),
    {
      schema: {
        tags: TAGS,
        description: 'Marks a booking a no-show; refused before it has started.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: appointmentNoShowBodySchema,
        response: CHANGED,
      },
    },
    async (request, reply) =>
      runMutation(request, reply, (trx) =>
        markNoShow(context(trx, request.business), request.params.id, request.body),
      ),
  );

  app.put(
    apiPaths.appointmentPaymentStatus(':id'),
    {
      schema: {
        tags: TAGS,
        description: 'Sets the payment status: paid, unpaid or refunded.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: appointmentPaymentBodySchema,
        response: CHANGED,
      },
    },
    async (request, reply) =>
      runMutation(request, reply, (trx) =>
        setPaymentStatus(context(trx, request.business), request.params.id, request.body),
      ),
  );
};
