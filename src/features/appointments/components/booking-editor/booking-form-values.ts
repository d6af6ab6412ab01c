// The booking form's values and their check (docs/decisions.md, Appointments and clients): the
// messages in the current language (docs/decisions.md, Languages); the contract's own field
// messages (date, time, phone, e-mail) stay the spec's English.
import { schemaResolver } from '@mantine/form';
import { z } from 'zod';
import { clientEmailSchema, clientPhoneSchema, localDateSchema } from '@contract/appointments';
import { timeOfDaySchema } from '@contract/common';
import { translate, type AppTranslate } from '@/lib/i18n/use-t';
import type { PickedClient } from './client-picker';

export interface BookingFormValues {
  /** `fixed`: an edit, whose client is not chosen again. */
  clientMode: 'existing' | 'new' | 'fixed';
  client: PickedClient | null;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  serviceIds: string[];
  /** A member's id, or ANYONE (member-picker.tsx) for "Anyone available". */
  memberId: string;
  date: string;
  time: string;
  notes: string;
  /** "Book anyway" (or, for a booking changed meanwhile, "Save over the changes"). */
  force: boolean;
  /** An edit: mail the client a change notice (docs/decisions.md, Messages to clients). */
  notifyClient: boolean;
}

export const NOTES_MAX = 2000;

/** The form's rules, its messages in the current language (made again when it changes). */
const formSchemaIn = (t: AppTranslate) => {
  const requiredName = (field: string) =>
    z
      .string()
      .trim()
      .min(1, t('booking.nameRequired', { field }))
      .max(100, t('booking.nameTooLong', { field }));
  const optionalName = (field: string) =>
    z.string().trim().max(100, t('booking.nameTooLong', { field }));
  return z
    .object({
      clientMode: z.enum(['existing', 'new', 'fixed']),
      client: z.object({ id: z.number() }).passthrough().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      phone: clientPhoneSchema,
      email: clientEmailSchema,
      serviceIds: z.array(z.string()).min(1, t('booking.chooseService')),
      memberId: z.string(),
      date: localDateSchema,
      time: timeOfDaySchema,
      notes: z.string().max(NOTES_MAX, t('booking.notesTooLong', { max: NOTES_MAX })),
      force: z.boolean(),
      notifyClient: z.boolean(),
    })
    .superRefine((values, context) => {
      if (values.clientMode === 'fixed') return;
      if (values.clientMode === 'existing') {
        if (!values.client) {
          context.addIssue({
            code: 'custom',
            path: ['client'],
            message: t('booking.chooseClient'),
          });
        }
        return;
      }
      // A walk-in needs only a first name (docs/decisions.md, Appointments and clients).
      for (const [field, check] of [
        ['firstName', requiredName(t('booking.firstName'))],
        ['lastName', optionalName(t('booking.lastName'))],
      ] as const) {
        const result = check.safeParse(values[field]);
        if (!result.success) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: result.error.issues[0]!.message,
          });
        }
      }
    });
};

/** Checked in the language of the moment: a message shown stays until the next check. */
export const validate = (values: BookingFormValues) =>
  schemaResolver(formSchemaIn(translate), { sync: true })(values);
