// The business's messages to clients as the owner sets them (docs/decisions.md, Messages to
// clients): GET and PUT /api/business-settings/messages. The reminder timing applies to bookings
// made or moved after the change. SMS is on when the server has a provider (config.sms).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import {
  MESSAGE_SETTINGS_SAVED_MESSAGE,
  messageSettingsBodySchema,
  messageSettingsSavedSchema,
  messageSettingsSchema,
  type MessageSettings,
  type MessageSettingsBody,
} from '@contract/messages.js';
import type { SmsConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../plugins/errors.js';
import { runMutation } from '../../plugins/idempotency.js';
import { BEARER_SECURITY, MUTATION_ERRORS, signedInSchema } from '../signed-in-schema.js';

const TAGS = ['business-settings'];
type Channels = MessageSettings['channels'];

/** The channels of this server: e-mail always, SMS from its configuration. */
export function channelsOf(sms: SmsConfig | undefined): Channels {
  return { email: true, sms: sms !== undefined, smsFrom: sms?.from ?? null };
}

const shaped = (
  row: { reminder_hours: number; second_reminder_hours: number | null },
  channels: Channels,
) =>
  ({
    reminderHours: row.reminder_hours,
    secondReminderHours: row.second_reminder_hours,
    channels,
  }) satisfies MessageSettings;

export async function readMessageSettings(
  db: Db,
  businessId: number,
  channels: Channels,
): Promise<MessageSettings> {
  const row = await db
    .selectFrom('users')
    .select(['reminder_hours', 'second_reminder_hours'])
    .where('id', '=', businessId)
    .executeTakeFirst();
  if (!row) throw notFound('Business');
  return shaped(row, channels);
}

export async function saveMessageSettings(
  db: Db,
  businessId: number,
  body: MessageSettingsBody,
  channels: Channels,
): Promise<MessageSettings> {
  const row = await db
    .updateTable('users')
    .set({ reminder_hours: body.reminderHours, second_reminder_hours: body.secondReminderHours })
    .where('id', '=', businessId)
    .returning(['reminder_hours', 'second_reminder_hours'])
    .executeTakeFirst();
  if (!row) throw notFound('Business');
  return shaped(row, channels);
}

export const messageSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const channels = channelsOf(app.config.sms);
  app.get(
    apiPaths.messageSettings,
    {
      schema: signedInSchema(
        TAGS,
        'The reminders clients get by e-mail (by SMS without one, when SMS is on): hours before the start (0 off, 2, 24 or 48; 24 ' +
          'unless set), an optional second one, and the channels this server can send on.',
        messageSettingsSchema,
      ),
    },
    async (request) => readMessageSettings(app.db, request.user.id, channels),
  );

  app.put(
    apiPaths.messageSettings,
    {
      schema: {
        tags: TAGS,
        description:
          'Sets the reminders: reminderHours 0 (off), 2, 24 or 48; secondReminderHours 2, 24, ' +
          '48 or null. Bookings made or moved afterwards follow them.',
        security: BEARER_SECURITY,
        body: messageSettingsBodySchema,
        response: { 200: messageSettingsSavedSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(
        request,
        reply,
        async (db) => ({
          msg: MESSAGE_SETTINGS_SAVED_MESSAGE,
          settings: await saveMessageSettings(db, request.user.id, request.body, channels),
        }),
        { singleStatement: true },
      ),
  );
};
