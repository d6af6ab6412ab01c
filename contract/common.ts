// Shapes shared by every feature: the error envelope of docs/decisions.md (API), message replies and id params.
import { z } from 'zod';

export const errorItemSchema = z.object({ msg: z.string() });

/** Every 4xx (and the rare 5xx) answers with this envelope. */
export const errorResponseSchema = z.object({ errors: z.array(errorItemSchema).min(1) });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ msg: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const MAX_ID = 2_147_483_647;

/** A positive integer id, accepted as a number or as the string a `<select>` or a path gives. */
export const idSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be chosen')
  // Ids are 32-bit columns: PostgreSQL refuses a larger parameter instead of finding nothing.
  .max(MAX_ID, 'Is not a known id');

export const idParamsSchema = z.object({ id: idSchema });
export const userIdParamsSchema = z.object({ userId: idSchema });

/** Trimmed text that must not be empty; `label` names the field in the message. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** "HH:mm", 24-hour, as stored and sent on the wire. */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm (00:00 to 23:59)');
