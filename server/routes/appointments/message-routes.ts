// GET /api/appointments/{id}/messages: what the client of one booking was or will be sent, with
// each message's state (docs/decisions.md, Messages to clients); the business's own only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import { errorResponseSchema, idParamsSchema } from '@contract/common.js';
import { bookingMessagesSchema, type BookingMessages } from '@contract/messages.js';
import type { Db } from '../../db/database.js';
import { reachOf } from '../../messages/message-queue.js';
import { noteCodeOf } from '../../messages/message-texts.js';
import { notFound } from '../../plugins/errors.js';
import { BEARER_SECURITY } from '../signed-in-schema.js';

export async function listBookingMessages(
  db: Db,
  businessId: number,
  appointmentId: number,
  sms: boolean,
): Promise<BookingMessages> {
  const booking = await db
    .selectFrom('appointments')
    .leftJoin('clients', (join) =>
      join
        .onRef('clients.id', '=', 'appointments.client_id')
        .onRef('clients.business_id', '=', 'appointments.business_id'),
    )
    .select(['appointments.id', 'clients.email', 'clients.phone_e164'])
    .where('appointments.business_id', '=', businessId)
    .where('appointments.id', '=', appointmentId)
    .executeTakeFirst();
  if (!booking) throw notFound('Appointment');
  const rows = await db
    .selectFrom('scheduled_messages')
    .select([
      'id',
      'kind',
      'channel',
      'recipient',
      'lead_hours',
      'due_at',
      'state',
      'sent_at',
      'attempts',
      'note',
    ])
    .where('business_id', '=', businessId)
    .where('appointment_id', '=', appointmentId)
    .orderBy('due_at')
    .orderBy('id')
    .execute();
  return {
    reachable: reachOf(booking, sms) !== null,
    messages: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      channel: row.channel,
      recipient: row.recipient,
      leadHours: row.lead_hours,
      dueAt: row.due_at,
      state: row.state,
      sentAt: row.sent_at,
      attempts: row.attempts,
      note: row.note,
      noteCode: noteCodeOf(row.note),
    })),
  };
}

export const appointmentMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.appointmentMessages(':id'),
    {
      schema: {
        tags: ['appointments'],
        description:
          'The messages of one booking: reminders, change and cancellation notices, each with ' +
          'its state (scheduled, sending, sent, failed, cancelled), due time and, once sent, ' +
          'when, and its channel (email, or sms for a client without e-mail when SMS is on). ' +
          'reachable is false when neither can reach the client. 404 for another business.',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: {
          200: bookingMessagesSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) =>
      listBookingMessages(
        app.db,
        request.business.id,
        request.params.id,
        app.config.sms !== undefined,
      ),
  );
};
