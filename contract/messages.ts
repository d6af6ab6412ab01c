// Messages to clients (docs/decisions.md, Messages to clients): the business's reminder
// settings and the messages of one booking, as the owner reads them.
import { z } from 'zod';

/** The reminder leads the owner may choose, in hours before the start; 0 is off. */
export const REMINDER_HOURS = [0, 2, 24, 48] as const;
export const DEFAULT_REMINDER_HOURS = 24;

const reminderHoursSchema = z
  .number({ error: 'Reminder must be off (0), 2, 24 or 48 hours before' })
  .refine((hours) => REMINDER_HOURS.some((allowed) => allowed === hours), {
    error: 'Reminder must be off (0), 2, 24 or 48 hours before',
  });

/** PUT /api/business-settings/messages. */
export const messageSettingsBodySchema = z.object({
  reminderHours: reminderHoursSchema,
  /** null: no second reminder. */
  secondReminderHours: reminderHoursSchema
    .refine((hours) => hours !== 0, { error: 'A second reminder is 2, 24 or 48 hours before' })
    .nullable(),
});
export type MessageSettingsBody = z.infer<typeof messageSettingsBodySchema>;

export const messageSettingsSchema = messageSettingsBodySchema.extend({
  /** The channels this server can send on: e-mail always; SMS only when configured. */
  channels: z.object({
    email: z.boolean(),
    sms: z.boolean(),
    /** The SMS sender (SMS_FROM) when SMS is on, else null. */
    smsFrom: z.string().nullable(),
  }),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

export const MESSAGE_SETTINGS_SAVED_MESSAGE = 'Message settings saved';
export const messageSettingsSavedSchema = z.object({
  msg: z.string(),
  settings: messageSettingsSchema,
});

export const MESSAGE_KINDS = ['reminder', 'change', 'cancellation'] as const;
/** E-mail unless the client has none and SMS is on (docs/decisions.md, Messages to clients). */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_STATES = ['scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;

/**
 * The server's own reasons for a message not sent or not sent yet, as codes the app words in the
 * owner's language (docs/decisions.md, Messages to clients). A mail or SMS server's answer has
 * none: it is shown in that server's words.
 */
export const MESSAGE_NOTE_CODES = [
  'started',
  'not_booked',
  'no_email',
  'no_phone',
  'gone',
  'booking_cancelled',
  'replaced',
  'sms_off',
] as const;
export type MessageNoteCode = (typeof MESSAGE_NOTE_CODES)[number];

export const bookingMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  /** A reminder's hours before the start; null for a notice. */
  leadHours: z.number().nullable(),
  /** When it is (or was) due: ISO instant. */
  dueAt: z.string(),
  state: z.enum(MESSAGE_STATES),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  /** Why it failed or was dropped, in English. */
  note: z.string().nullable(),
  /**
   * The note's code when the reason is the server's own; null for none or another server's. An
   * answer kept on a device from before the codes has none: the app shows its English note.
   */
  noteCode: z.enum(MESSAGE_NOTE_CODES).nullable().default(null),
});
export type BookingMessage = z.infer<typeof bookingMessageSchema>;

export const bookingMessagesSchema = z.object({
  messages: z.array(bookingMessageSchema),
  /**
   * False when the client has no e-mail, and no phone or SMS is off: no reminder or notice can
   * reach them.
   */
  reachable: z.boolean(),
});
export type BookingMessages = z.infer<typeof bookingMessagesSchema>;

/**
 * The client e-mails whose opening paragraph ("intro") a business may write itself
 * (docs/decisions.md, Message texts). The facts line, the cancel link and the .ics stay generated.
 */
export const MESSAGE_TEXT_KINDS = ['reminder', 'confirmation', 'change', 'cancellation'] as const;
export type MessageTextKind = (typeof MESSAGE_TEXT_KINDS)[number];
export const MESSAGE_TEXT_LANGUAGES = ['en', 'nb'] as const;
export const MESSAGE_PLACEHOLDERS = [
  'client',
  'business',
  'date',
  'time',
  'services',
  'member',
] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];
export const MESSAGE_INTRO_MAX = 1000;

const isPlaceholder = (name: string): name is MessagePlaceholder =>
  MESSAGE_PLACEHOLDERS.some((known) => known === name);

/** Why an intro cannot be used (an unknown placeholder, a brace left open), or null. */
export function introProblem(intro: string): string | null {
  for (const [, name] of intro.matchAll(/\{([^{}]*)\}/g)) {
    if (name !== undefined && !isPlaceholder(name)) {
      return `Unknown placeholder {${name}}: use ${MESSAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`;
    }
  }
  if (/[{}]/.test(intro.replace(/\{[^{}]*\}/g, ''))) {
    return 'A brace is not closed: write placeholders as {client}';
  }
  return null;
}

/** The intro with its placeholders filled; used by the server's mails and the app's preview. */
export function fillIntro(intro: string, values: Record<MessagePlaceholder, string>): string {
  return intro.replace(/\{([^{}]*)\}/g, (whole, name: string) =>
    isPlaceholder(name) ? values[name] : whole,
  );
}

/** PUT /api/business-settings/message-texts: one kind and language; an empty intro resets. */
export const messageTextBodySchema = z.object({
  kind: z.enum(MESSAGE_TEXT_KINDS),
  language: z.enum(MESSAGE_TEXT_LANGUAGES),
  intro: z
    .string()
    .max(MESSAGE_INTRO_MAX, { error: `A text has at most ${MESSAGE_INTRO_MAX} characters` })
    .superRefine((intro, ctx) => {
      const problem = introProblem(intro);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type MessageTextBody = z.infer<typeof messageTextBodySchema>;

export const messageTextSchema = z.object({
  kind: z.enum(MESSAGE_TEXT_KINDS),
  language: z.enum(MESSAGE_TEXT_LANGUAGES),
  /** The business's own intro, or null for the default. */
  intro: z.string().nullable(),
  defaultIntro: z.string(),
});
export type MessageText = z.infer<typeof messageTextSchema>;
export const messageTextsSchema = z.object({ texts: z.array(messageTextSchema) });
export type MessageTexts = z.infer<typeof messageTextsSchema>;
export const MESSAGE_TEXT_SAVED_MESSAGE = 'Message text saved';
export const messageTextSavedSchema = messageTextsSchema.extend({ msg: z.string() });
