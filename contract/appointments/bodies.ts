// What the owner's writes of a booking send: create (with a new client's fields), edit, cancel,
// no-show and the payment status (docs/decisions.md, Appointments and clients). Re-exported by
// contract/appointments.ts, the path everyone imports.
import { z } from 'zod';
import {
  idSchema,
  isEmailAddress,
  isPlainText,
  isSingleLine,
  plainTextMessage,
  requiredLine,
  singleLineMessage,
  timeOfDaySchema,
} from '../common.js';
import { paymentStatusSchema } from './answers.js';
import { localDateSchema } from './queries.js';

/** A client's names and phone are one line (docs/decisions.md, Pages and mails). */
const nameText = (label: string) => requiredLine(label, 100);

/** Spaces only, not `\s`: a tab or line break in a phone forges lines in the owner's mail. */
export const clientPhoneSchema = z
  .string()
  .trim()
  .max(40, 'Phone must be at most 40 characters')
  .regex(/^[0-9+()\-. ]*$/, 'Phone may hold only digits, spaces and + ( ) - .');
/** '' or one address (contract/common.ts, isEmailAddress). */
export const clientEmailSchema = z
  .string()
  .trim()
  .max(200, 'E-mail must be at most 200 characters')
  .refine((value) => value === '' || isEmailAddress(value), {
    message: 'E-mail is not a valid address',
  });

/**
 * A last name may be left out or empty: a walk-in often gives a first name only
 * (docs/decisions.md, Appointments and clients). Stored as ''.
 */
const optionalNameText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .refine(isSingleLine, singleLineMessage(label))
    .default('');

export const newClientFieldsSchema = z.object({
  firstName: nameText('First name'),
  lastName: optionalNameText('Last name'),
  phone: clientPhoneSchema.optional(),
  email: clientEmailSchema.optional(),
});

const notesSchema = z
  .string()
  .max(2000, 'Notes must be at most 2000 characters')
  .refine(isPlainText, plainTextMessage('Notes'));
const versionSchema = z.number({ error: 'version must be a number' }).int().positive();
/**
 * Who performs a booking: a team member's id, or null (or absent) for "Anyone available", which
 * the server assigns by the rule of docs/decisions.md (Team).
 */
const memberChoiceSchema = idSchema.nullable().optional();
const serviceIdsSchema = z
  .array(idSchema, { error: 'Choose at least one service' })
  .min(1, 'Choose at least one service')
  .max(20, 'At most 20 services in one booking');

/** POST /api/appointments. `force` books even over another booking or outside opening hours. */
export const appointmentCreateBodySchema = z.object({
  client: z.union([z.object({ id: idSchema }).strict(), newClientFieldsSchema], {
    error: 'client must be { id } or { firstName, lastName?, phone?, email? }',
  }),
  serviceIds: serviceIdsSchema,
  date: localDateSchema,
  /** 24-hour local time. */
  time: timeOfDaySchema,
  notes: notesSchema.optional(),
  force: z.boolean().optional(),
  /** null or absent: "Anyone available". */
  memberId: memberChoiceSchema,
});
export type AppointmentCreateBody = z.infer<typeof appointmentCreateBodySchema>;

/**
 * PUT /api/appointments/{id}: reschedule, change the services or the member; `version` as last
 * seen. `memberId` absent keeps the booking's member (an edit queued before the team existed);
 * null asks for "Anyone available".
 */
export const appointmentUpdateBodySchema = z.object({
  date: localDateSchema,
  time: timeOfDaySchema,
  serviceIds: serviceIdsSchema,
  notes: notesSchema.optional(),
  force: z.boolean().optional(),
  version: versionSchema,
  memberId: memberChoiceSchema,
  /** Mail the client a change notice when the time, services or member change; default true. */
  notifyClient: z.boolean({ error: 'notifyClient must be true or false' }).optional(),
});
export type AppointmentUpdateBody = z.infer<typeof appointmentUpdateBodySchema>;

export const appointmentCancelBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(500, 'Reason must be at most 500 characters')
      .refine(isPlainText, plainTextMessage('Reason'))
      .optional(),
    version: versionSchema.optional(),
    /** Mail the client a cancellation notice; default true. */
    notifyClient: z.boolean({ error: 'notifyClient must be true or false' }).optional(),
  })
  // No body at all is the same as {}: one click sends nothing.
  .nullish();
export const appointmentNoShowBodySchema = z
  .object({ version: versionSchema.optional() })
  .nullish();
export const appointmentPaymentBodySchema = z.object({
  payment_status: paymentStatusSchema,
  version: versionSchema.optional(),
});
